'use client';

import { useEffect, useId, useState } from 'react';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CONSENT_COOKIE, CONSENT_DECIDED_EVENT } from '@/lib/consent';
import type { AccountNotice as Notice } from '@/lib/account/notice';
import { usePrice } from '@/components/ui/Price';
import styles from './AccountNotice.module.css';

const DISMISSED_KEY = 'cm_account_notice_dismissed';

/** Waits for the cookie banner to go, so the two never stack at the bottom of a phone. */
function useConsentDecided(): boolean {
  const [decided, setDecided] = useState(() => Cookies.get(CONSENT_COOKIE) !== undefined);
  useEffect(() => {
    if (decided) return;
    const onDecided = () => setDecided(true);
    window.addEventListener(CONSENT_DECIDED_EVENT, onDecided);
    return () => window.removeEventListener(CONSENT_DECIDED_EVENT, onDecided);
  }, [decided]);
  return decided;
}

/**
 * The logged-in extra of spec §2 (lib/account/notice.ts says what it holds): a small card above the
 * corner launchers, mounted only for a signed-in shopper with something to hear. Dismissal is
 * remembered on the device for that very notice; a new store-credit amount shows again.
 */
export function AccountNotice({ notice }: { notice: Notice }) {
  const t = useTranslations('shell.accountNotice');
  const price = usePrice();
  const titleId = useId();
  const consentDecided = useConsentDecided();
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED_KEY) === notice.dismissKey);

  if (dismissed || !consentDecided) return null;

  function dismiss() {
    window.localStorage.setItem(DISMISSED_KEY, notice.dismissKey);
    setDismissed(true);
  }

  return (
    <aside className={styles.notice} aria-labelledby={titleId} data-testid="account-notice">
      <h2 id={titleId} className={styles.title}>
        {notice.kind === 'tradePending' ? t('tradePendingTitle') : t('storeCreditTitle')}
      </h2>
      <p className={styles.body}>
        {notice.kind === 'tradePending' ? t('tradePending') : t('storeCredit', { amount: price(notice.amount, notice.currency) })}
      </p>
      <div className={styles.actions}>
        <Link href="/account" className={styles.link} onClick={dismiss}>
          {t('viewAccount')}
        </Link>
        <button type="button" className={styles.close} onClick={dismiss}>
          {t('dismiss')}
        </button>
      </div>
    </aside>
  );
}
