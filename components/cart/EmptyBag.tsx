'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './Cart.module.css';

/** The empty-cart state, for the drawer and the cart page alike. */
export function EmptyBag({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations('cart');
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('emptyTitle')}</p>
      <p className={styles.emptyBody}>{t('emptyBody')}</p>
      <Link href="/" className={styles.primaryButton} onClick={onNavigate}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
