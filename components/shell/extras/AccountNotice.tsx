'use client';

import { useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { useTranslations } from 'next-intl';
import { CONSENT_COOKIE, CONSENT_DECIDED_EVENT } from '@/lib/consent';
import type { AccountNotice as Notice } from '@/lib/account/notice';
import { usePrice } from '@/components/ui/Price';
import { ShellNotice } from './ShellNotice';

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
  const consentDecided = useConsentDecided();
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED_KEY) === notice.dismissKey);

  if (dismissed || !consentDecided) return null;

  function dismiss() {
    window.localStorage.setItem(DISMISSED_KEY, notice.dismissKey);
    setDismissed(true);
  }

  const tradePending = notice.kind === 'tradePending';
  return (
    <ShellNotice
      title={tradePending ? t('tradePendingTitle') : t('storeCreditTitle')}
      body={tradePending ? t('tradePending') : t('storeCredit', { amount: price(notice.amount, notice.currency) })}
      link={{ href: '/account', label: t('viewAccount') }}
      dismissLabel={t('dismiss')}
      onDismiss={dismiss}
      testId="account-notice"
    />
  );
}
