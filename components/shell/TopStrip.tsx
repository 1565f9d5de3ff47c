import type { Locale } from '@/lib/i18n/locale-list';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { parseLocale } from '@/lib/i18n/locales';
import { COMPANY, WHATSAPP_NUMBER, phoneContactFor, tradeSalesEmailFor } from '@/lib/i18n/contact';
import { showsWhatsapp, timeFormatFor } from '@/lib/i18n/countries';
import { formatClock } from '@/lib/i18n/time';
import { getMarketingMessages } from '@/lib/content/queries/marketing-messages';
import { LocaleControls } from './LocaleControls';
import { ContactDialog, type ContactDetails } from './ContactDialog';
import styles from './TopStrip.module.css';

/**
 * The black strip above the header: country and language, the marketing message, About and Contact us (spec §2).
 * `languages`: the page's own language switcher (app/[storefront]/@languages).
 */
export async function TopStrip({ locale, trade, languages }: { locale: Locale; trade: boolean; languages?: ReactNode }) {
  const t = await getTranslations('shell');
  const tContact = await getTranslations('contact');
  const { language, country, tag } = parseLocale(locale);
  const [message] = await getMarketingMessages({ language, country: country.isocode, trade });
  const line = phoneContactFor(country);
  const clock = (time: string) => formatClock(time, tag, timeFormatFor(country));
  const contact: ContactDetails = {
    phone: line.number,
    hours: tContact('hours', { from: clock(line.hours.from), to: clock(line.hours.to), zone: line.hours.timeZone }),
    whatsapp: showsWhatsapp(country) ? WHATSAPP_NUMBER : undefined,
    email: COMPANY.email,
    tradeEmail: tradeSalesEmailFor(country),
  };

  return (
    <div className={styles.strip}>
      <div className={styles.inner}>
        <LocaleControls locale={locale} tone="dark" switcher={languages} />
        {message && (
          <p className={styles.message} data-testid="marketing-message">
            {message.link ? (
              <Link href={message.link.url} className={styles.messageLink}>
                {message.text}
              </Link>
            ) : (
              message.text
            )}
          </p>
        )}
        <div className={styles.group}>
          <Link href="/about" className={styles.link}>
            {t('about')}
          </Link>
          <ContactDialog details={contact} trade={trade} triggerClassName={styles.button} />
        </div>
      </div>
    </div>
  );
}
