import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import styles from './Checkout.module.css';

/** Spec §2/§4: a trade account awaiting approval keeps its favourites and prices, but cannot check out yet. */
export async function TradeCheckoutBlocker() {
  const t = await getTranslations('checkout.tradeBlocker');
  return (
    <section className={styles.blocker} aria-labelledby="trade-blocker-title">
      <h1 id="trade-blocker-title" className={styles.title}>
        {t('title')}
      </h1>
      <p>{t('body')}</p>
      <Link href="/checkout/cart" className={styles.secondaryButton}>
        {t('backToBag')}
      </Link>
    </section>
  );
}
