/**
 * Issue 36: a signed-in shopper whose account the commerce service cannot read (no answer, 5xx) is
 * still signed in — never shown "Log in" because the service is slow — while a token the service
 * refuses makes a guest.
 */
import { describe, expect, it, vi } from 'vitest';
import { NoResponseError, SpreeError } from '@spree/storefront-api-v2-sdk';

const accountInfo = vi.fn();
vi.mock('server-only', () => ({}));
vi.mock('@/lib/commerce/client', () => ({ commerce: { account: { accountInfo: (...args: unknown[]) => accountInfo(...args) } } }));
vi.mock('@/lib/auth/cookies', () => ({ readTokenData: async () => null, refreshedAccessToken: async () => null }));

const failure = (error: Error) => ({ isFail: () => true, fail: () => error, success: () => undefined });
const answered = (status: number) => new SpreeError({ status } as never);

describe('reading the account behind a token', () => {
  it('is a guest without a token, without asking the service', async () => {
    const { readAccount } = await import('@/lib/session');
    expect(await readAccount(null)).toEqual({ kind: 'guest' });
    expect(accountInfo).not.toHaveBeenCalled();
  });

  it('is still signed in, account unread, when the service gives no answer or fails', async () => {
    const { readAccount } = await import('@/lib/session');
    accountInfo.mockResolvedValueOnce(failure(new NoResponseError()));
    expect(await readAccount('token')).toEqual({ kind: 'unread' });
    accountInfo.mockResolvedValueOnce(failure(answered(503)));
    expect(await readAccount('token')).toEqual({ kind: 'unread' });
  });

  it('is a guest when the service refuses the token', async () => {
    const { readAccount } = await import('@/lib/session');
    accountInfo.mockResolvedValueOnce(failure(answered(401)));
    expect(await readAccount('token')).toEqual({ kind: 'guest' });
  });
});
