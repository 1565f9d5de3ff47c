'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
// The same quiet card as the signed-in shopper's notice, in the same place (the two never show together).
import styles from '@/components/shell/extras/AccountNotice.module.css';

/**
 * The discreet trade invitation (spec §9 trade engagement): a small card for a visitor the
 * customer-data service knows as a professional who is not a trade user. "No thanks" sets the
 * do-not-disturb flag, for good; following the link also ends it (the trade page takes over).
 */
export function TradeInvitation({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('shell.tradeInvitation');
  const titleId = useId();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const dismiss = () => {
    onDismiss();
    setDismissed(true);
  };
  return (
    <aside className={styles.notice} aria-labelledby={titleId} data-testid="trade-invitation">
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.body}>{t('body')}</p>
      <div className={styles.actions}>
        <Link href="/trade" className={styles.link} onClick={dismiss}>
          {t('discover')}
        </Link>
        <button type="button" className={styles.close} onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
