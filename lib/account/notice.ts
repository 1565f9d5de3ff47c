import type { Currency } from '@/lib/money/currency';
import type { SessionAccount } from '@/lib/model/account';

/**
 * The logged-in extra of spec §2: one discreet notice for a signed-in shopper, when there is
 * something worth saying. A pending trade application comes first (checkout waits for approval,
 * spec §4); otherwise store credit available in the page's currency (spec §3 storeCredits).
 */
export type AccountNotice =
  | { kind: 'tradePending'; dismissKey: string }
  | { kind: 'storeCredit'; amount: number; currency: Currency; dismissKey: string };

export function accountNoticeFor(account: SessionAccount | null, currency: Currency): AccountNotice | null {
  if (!account) return null;
  if (account.tradeStatus === 'pending') return { kind: 'tradePending', dismissKey: `trade-pending:${account.id}` };
  const amount = account.storeCreditsByCurrency[currency] ?? 0;
  // A new amount is news again, so the amount is part of what a dismissal remembers.
  if (amount > 0) return { kind: 'storeCredit', amount, currency, dismissKey: `store-credit:${account.id}:${currency}:${amount}` };
  return null;
}
