'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useLayerTurn } from '@/lib/ui/layers';
import type { AccountNotice as Notice } from '@/lib/account/notice';
import { usePrice } from '@/components/ui/Price';
import { ShellNotice } from './ShellNotice';

const DISMISSED_KEY = 'cm_account_notice_dismissed';

/**
 * The logged-in extra of spec §2 (lib/account/notice.ts says what it holds): a small card above the
 * corner launchers, mounted only for a signed-in shopper with something to hear. Dismissal is
 * remembered on the device for that very notice; a new store-credit amount shows again.
 */
export function AccountNotice({ notice }: { notice: Notice }) {
  const t = useTranslations('shell.accountNotice');
  const price = usePrice();
  const [dismissed, setDismissed] = useState(() => window.localStorage.getItem(DISMISSED_KEY) === notice.dismissKey);
  // One floating layer at a time (lib/ui/layers.ts): the cookie banner first, so the two never stack.
  const turn = useLayerTurn('accountNotice', !dismissed);

  if (!turn) return null;

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
      layer="accountNotice"
    />
  );
}
