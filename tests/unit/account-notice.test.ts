import { describe, expect, it } from 'vitest';
import { accountNoticeFor } from '@/lib/account/notice';
import { reshapeAccount } from '@/lib/commerce/account';

const account = (attributes: Record<string, unknown>) =>
  reshapeAccount({
    data: { id: '7', type: 'user', attributes: { email: 'olivia@example.com', store_credits: 0, store_credits_by_currency: { USD: '250.0', EUR: '0.0', GBP: '0.0' }, ...attributes } },
  });

describe('the logged-in extra (spec §2) says one thing worth hearing', () => {
  it('has nothing to say to a guest', () => {
    expect(accountNoticeFor(null, 'USD')).toBeNull();
  });

  it("offers store credit in the page's currency only", () => {
    expect(accountNoticeFor(account({}), 'USD')).toEqual({ kind: 'storeCredit', amount: 250, currency: 'USD', dismissKey: 'store-credit:7:USD:250' });
    expect(accountNoticeFor(account({}), 'EUR')).toBeNull();
    expect(accountNoticeFor(account({ store_credits_by_currency: undefined }), 'USD')).toBeNull();
  });

  it('puts a pending trade application first, and says nothing once it is approved', () => {
    expect(accountNoticeFor(account({ trade_status: 'pending' }), 'USD')).toEqual({ kind: 'tradePending', dismissKey: 'trade-pending:7' });
    expect(accountNoticeFor(account({ trade_status: 'approved', is_trade: true, store_credits_by_currency: {} }), 'USD')).toBeNull();
  });

  it('remembers a dismissal per amount, so new credit is news again', () => {
    const before = accountNoticeFor(account({}), 'USD');
    const after = accountNoticeFor(account({ store_credits_by_currency: { USD: '300.0' } }), 'USD');
    expect(before?.dismissKey).not.toBe(after?.dismissKey);
  });
});
