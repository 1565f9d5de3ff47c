'use client';

import { useTranslations } from 'next-intl';
import styles from './Checkout.module.css';

/** Prints the order details; the page's print stylesheet drops the shell and the buttons. */
export function PrintButton() {
  const t = useTranslations('checkout.thankYou');
  return (
    <button type="button" className={styles.primaryButton} onClick={() => window.print()}>
      {t('print')}
    </button>
  );
}
