import { getTranslations } from 'next-intl/server';
import type { LocaleInfo } from '@/lib/i18n/locales';
import { tradeSalesEmailFor } from '@/lib/i18n/contact';
import { PageMessages } from '@/components/i18n/PageMessages';
import { PAGE_MESSAGES } from '@/lib/i18n/client-messages';
import { TradeApplication } from './TradeApplication';
import styles from './TradeApply.module.css';

/**
 * The `#apply` section of /trade (spec §2 "trade application form"): the same HTML for every visitor
 * of a locale, so the page stays cached. The trade sales e-mail follows the locale's country (§6); the
 * form itself, and whether the visitor is signed in, come after load.
 */
export async function TradeApplySection({ info }: { info: LocaleInfo }) {
  const t = await getTranslations('trade.apply');
  const email = tradeSalesEmailFor(info.country);
  return (
    <section id="apply" className={styles.section} aria-labelledby="trade-apply-title">
      <h2 id="trade-apply-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.contact} data-testid="trade-sales-email">
        {t.rich('salesContact', { email, link: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}
      </p>
      <PageMessages selection={PAGE_MESSAGES.tradeApplication}>
        <TradeApplication locale={info.locale} country={info.country.isocode} />
      </PageMessages>
    </section>
  );
}
