import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { parseLocale } from '@/lib/i18n/locales';
import { getMenu } from '@/lib/content/queries/menu';
import { getSignupLayer } from '@/lib/content/queries/signup-layer';
import { getPageLinks } from '@/lib/content/queries/pages';
import { draftMode } from 'next/headers';
import { TopStrip } from './TopStrip';
import { Header } from './Header';
import { Footer } from './Footer';
import { BagDrawer } from './HeaderActions';
import { LocaleControls } from './LocaleControls';
import { Extras } from './extras/Extras';
import styles from './Shell.module.css';

/** Top strip, header and footer around every page that renders with the shell (spec §2). */
export async function Shell({ locale, children }: { locale: string; children: ReactNode }) {
  const t = await getTranslations('shell');
  const { language, country } = parseLocale(locale);
  // Signed-in state, trade status and the cart arrive with accounts and the bag; a visitor is a guest until then.
  const trade = false;
  const cartCount = 0;
  const preview = (await draftMode()).isEnabled;
  const [menu, signupLayer, pageLinks] = await Promise.all([
    getMenu({ language, trade }),
    getSignupLayer({ language, country: country.isocode }),
    getPageLinks(language),
  ]);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <TopStrip locale={locale} trade={trade} />
      <Header
        menu={menu}
        cartCount={cartCount}
        leftLink={trade ? null : { href: '/trade', label: t('trade') }}
        mobileMenuFooter={<LocaleControls locale={locale} />}
      />
      <div className={styles.content}>{children}</div>
      <Footer locale={locale} pageLinks={pageLinks} />
      <BagDrawer count={cartCount} />
      <Extras signupLayer={signupLayer} preview={preview} privacyUrl={pageLinks.privacy?.url ?? null} />
    </>
  );
}
