/**
 * Issue 36: the profile and password actions re-authenticate with the current password, limited per
 * client and per account, every refusal no sooner than a refused sign-in; a new e-mail is reported
 * as pending, with the page's locale sent for the confirmation link.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RATE_RULES } from '@/lib/security/rate-limit';
import { SIGN_IN_REFUSAL_FLOOR_MS } from '@/lib/security/timing';

const headerStore = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => headerStore.current,
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }));
const service = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/commerce/request', () => ({ commerceRequest: service.request }));
vi.mock('@/lib/commerce/client', () => ({ commerce: {} }));
const ACCOUNT = { id: '41', email: 'giulia@example.com', firstName: 'Giulia', lastName: 'Conti' };
vi.mock('@/lib/session', () => ({ bearerToken: async () => 'bearer-1', currentAccount: async () => ACCOUNT }));

const profile = (email: string, currentPassword = 'Atelier-Como-2026') => ({
  firstName: 'Giulia', lastName: 'Conti', email, currentPassword, commercialCommunication: false, personalizedCommunication: false,
});
const passwords = (currentPassword: string) => ({ currentPassword, password: 'Bottega-Firenze-2027', passwordConfirmation: 'Bottega-Firenze-2027' });
const refused = (status: number, errors: Record<string, string[]>) => ({ success: false, error: { kind: 'validation', status, summary: 'refused', errors } });
const accountDocument = (attributes: Record<string, unknown>) => ({ success: true, data: { data: { id: '41', type: 'user', attributes } } });

beforeEach(() => {
  vi.resetModules();
  headerStore.current = new Headers({ 'x-forwarded-for': '203.0.113.9' });
  service.request.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('e-mail change', () => {
  it('answers a wrong current password no sooner than a refused sign-in', async () => {
    vi.useFakeTimers();
    const { updateProfile } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(refused(422, { current_password: ['is invalid'] }));
    let answer: unknown = null;
    void updateProfile(profile('new@example.com', 'guess')).then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(SIGN_IN_REFUSAL_FLOOR_MS - 1);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordWrong' } } }, retryable: false });
  });

  it("reads the service's 429 as the rate-limit message on the password", async () => {
    vi.useFakeTimers();
    const { updateProfile } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(refused(429, { current_password: ['is locked'] }));
    const answer = updateProfile(profile('new@example.com'));
    await vi.advanceTimersByTimeAsync(SIGN_IN_REFUSAL_FLOOR_MS);
    expect(await answer).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordLimited' } } }, retryable: false });
  });

  it('limits one account from many addresses, and one address, without asking the service', async () => {
    vi.useFakeTimers();
    const { updateProfile } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(refused(422, { current_password: ['is invalid'] }));
    const attempt = async () => {
      const answer = updateProfile(profile('new@example.com', 'guess'));
      await vi.advanceTimersByTimeAsync(SIGN_IN_REFUSAL_FLOOR_MS);
      return answer;
    };
    const max = RATE_RULES.reauthenticate.account.max;
    for (let i = 0; i < max; i += 1) {
      headerStore.current = new Headers({ 'x-forwarded-for': `198.51.100.${i}` });
      expect(await attempt()).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordWrong' } } }, retryable: false });
    }
    headerStore.current = new Headers({ 'x-forwarded-for': '192.0.2.200' });
    expect(await attempt()).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordLimited' } } }, retryable: false });
    expect(service.request).toHaveBeenCalledTimes(max);
  });

  it('reports the new e-mail as pending and sends the page locale for the link', async () => {
    const { updateProfile } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(accountDocument({ email: ACCOUNT.email, unconfirmed_email: 'new@example.com' }));
    expect(await updateProfile(profile('new@example.com'), 'it-it')).toEqual({ ok: true, data: { pendingEmail: 'new@example.com' } });
    const [, path, { body }] = service.request.mock.calls[0];
    expect(path).toBe('account');
    expect(body).toMatchObject({ locale: 'it-it', user: { email: 'new@example.com', current_password: 'Atelier-Como-2026' } });
    // A made-up locale never reaches the link: the argument is refused before anything is sent.
    expect(await updateProfile(profile('new@example.com'), '../../evil')).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    expect(service.request).toHaveBeenCalledTimes(1);
  });

  it('neither counts nor slows a change that keeps the e-mail', async () => {
    const { updateProfile } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(accountDocument({ email: ACCOUNT.email, unconfirmed_email: null }));
    for (let i = 0; i < RATE_RULES.reauthenticate.client.max + 2; i += 1) {
      const started = Date.now();
      expect(await updateProfile(profile(ACCOUNT.email, ''))).toEqual({ ok: true, data: { pendingEmail: null } });
      expect(Date.now() - started).toBeLessThan(SIGN_IN_REFUSAL_FLOOR_MS);
    }
    expect(service.request.mock.calls[0][2].body.user).not.toHaveProperty('current_password');
  });
});

describe('password change', () => {
  it('refuses a wrong current password after the floor, and is limited like the e-mail', async () => {
    vi.useFakeTimers();
    const { changePassword } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(refused(422, { current_password: ['is invalid'] }));
    const answers: unknown[] = [];
    for (let i = 0; i <= RATE_RULES.reauthenticate.account.max; i += 1) {
      const answer = changePassword(passwords(`guess-${i}`));
      await vi.advanceTimersByTimeAsync(SIGN_IN_REFUSAL_FLOOR_MS);
      answers.push(await answer);
    }
    expect(answers.at(0)).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordWrong' } } }, retryable: false });
    expect(answers.at(-1)).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { currentPassword: 'currentPasswordLimited' } } }, retryable: false });
  });

  it('sends the current and the new password', async () => {
    const { changePassword } = await import('@/lib/account/actions');
    service.request.mockResolvedValue(accountDocument({ email: ACCOUNT.email }));
    expect(await changePassword(passwords('Atelier-Como-2026'))).toEqual({ ok: true, data: undefined });
    expect(service.request.mock.calls[0][2].body).toEqual({
      user: { current_password: 'Atelier-Como-2026', password: 'Bottega-Firenze-2027', password_confirmation: 'Bottega-Firenze-2027' },
    });
  });
});
