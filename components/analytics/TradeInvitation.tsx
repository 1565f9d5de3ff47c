'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
// The same quiet card as the signed-in shopper's notice, in the same place (the two never show together).
import { ShellNotice } from '@/components/shell/extras/ShellNotice';
import { useLayerTurn } from '@/lib/ui/layers';

/**
 * The discreet trade invitation (spec §9 trade engagement): a small card for a visitor the
 * customer-data service knows as a professional who is not a trade user. "No thanks" sets the
 * do-not-disturb flag, for good; following the link also ends it (the trade page takes over).
 */
export function TradeInvitation({ onDismiss }: { onDismiss: () => void }) {
  const t = useTranslations('shell.tradeInvitation');
  const [dismissed, setDismissed] = useState(false);
  // One floating layer at a time (lib/ui/layers.ts): it waits for the cookie banner and the account notice.
  const turn = useLayerTurn('tradeInvitation', !dismissed);
  if (!turn) return null;
  const dismiss = () => {
    onDismiss();
    setDismissed(true);
  };
  return (
    <ShellNotice
      title={t('title')}
      body={t('body')}
      link={{ href: '/trade', label: t('discover') }}
      dismissLabel={t('dismiss')}
      onDismiss={dismiss}
      testId="trade-invitation"
      layer="tradeInvitation"
    />
  );
}
