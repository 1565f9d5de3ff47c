/**
 * The guards around an account's sign-in name and password (issue 36): re-authentication with the
 * current password, limited per account; a new e-mail that stays pending (`unconfirmed_email`, as
 * Devise's reconfirmable module has it in Spree) until the single-use, expiring link sent to it is
 * followed; notices to the address that owns the account; and the other sessions signed out once
 * the sign-in name or the password has changed.
 */
import { randomToken, sha256, verifyPassword } from '../auth/passwords';
import { revokeOtherTokens } from '../auth/tokens';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { mailIn, recipientLocale, storefrontLink } from '../mail';
import { findUser, findUserByEmail, type UserRow } from './users';

/** A link to confirm a new e-mail works for a day. */
export const RECONFIRMATION_VALIDITY_MS = 24 * 3600 * 1000;
/** Wrong current passwords allowed per account in a window: a shopper never meets it, a script at once. */
export const REAUTH_MAX_FAILURES = 5;
export const REAUTH_WINDOW_MS = 15 * 60 * 1000;

export type Reauthentication = { kind: 'ok' } | { kind: 'wrong' } | { kind: 'locked'; retryAfterSeconds: number };

/**
 * Checks the current password of a signed-in user who asks to change the e-mail or the password.
 * Each attempt is counted before the (slow) check, in one statement, so guesses sent in parallel
 * cannot all pass an empty count; a right password clears the count. Over the limit the password
 * is not even checked (a right guess must not be told from a wrong one) until the window begun by
 * the first counted attempt ends.
 */
export async function reauthenticate(ctx: CommerceContext, userId: number, password: string): Promise<Reauthentication> {
  const now = ctx.config.now();
  const counted = ctx.db.transaction(() => {
    ctx.db.prepare(`UPDATE users SET
        reauth_failures = CASE WHEN reauth_failed_at IS NULL OR reauth_failed_at + ? <= ? THEN 1 ELSE reauth_failures + 1 END,
        reauth_failed_at = CASE WHEN reauth_failed_at IS NULL OR reauth_failed_at + ? <= ? THEN ? ELSE reauth_failed_at END
      WHERE id = ?`).run(REAUTH_WINDOW_MS, now, REAUTH_WINDOW_MS, now, now, userId);
    return findUser(ctx.db, userId);
  })();
  if (!counted) return { kind: 'wrong' };
  if (counted.reauth_failures > REAUTH_MAX_FAILURES) {
    const remaining = (counted.reauth_failed_at ?? now) + REAUTH_WINDOW_MS - now;
    return { kind: 'locked', retryAfterSeconds: Math.max(1, Math.ceil(remaining / 1000)) };
  }
  if (!(await verifyPassword(password, counted.password_hash))) return { kind: 'wrong' };
  ctx.db.prepare('UPDATE users SET reauth_failures = 0, reauth_failed_at = NULL WHERE id = ?').run(userId);
  return { kind: 'ok' };
}

/** What decides an e-mail's language and links: the page's locale when the storefront says it, else the account's. */
type Recipient = Pick<UserRow, 'id' | 'email'> & Partial<Pick<UserRow, 'language' | 'shipping_country'>>;

const localeFor = (user: Recipient, requested?: string | null) =>
  recipientLocale({ requested, language: user.language, country: user.shipping_country });

/**
 * Where a confirmation link leads: the storefront's page in the recipient's locale (`it-it` →
 * /it-it/account_confirmations/{token}; en-us has no prefix) when STOREFRONT_URL is known, else the
 * service's own endpoint.
 */
export function confirmationLink(ctx: CommerceContext, token: string, locale?: string | null): string {
  if (!ctx.config.storefrontUrl?.trim()) return `${ctx.config.publicUrl}/api/v2/storefront/account_confirmations/${token}`;
  return storefrontLink(ctx, recipientLocale({ requested: locale }), `/account_confirmations/${token}`);
}

/** The storefront's forgot-password page, where a shopper who did not make a change takes the account back. */
const resetPage = (ctx: CommerceContext, locale: string) => storefrontLink(ctx, locale, '/passwords');

/** A new confirmation token, stored hashed with the time it was sent; answers the token itself. */
function newConfirmationToken(ctx: CommerceContext, userId: number, unconfirmedEmail: string | null): string {
  const token = randomToken(24);
  ctx.db.prepare('UPDATE users SET confirmation_token = ?, confirmation_sent_at = ?, unconfirmed_email = ?, updated_at = ? WHERE id = ?')
    .run(sha256(token), ctx.config.now(), unconfirmedEmail, nowIso(), userId);
  return token;
}

/** The sign-up confirmation: to the account's own address, in the language of the page it signed up on. */
export function sendSignUpConfirmation(ctx: CommerceContext, user: Recipient, locale?: string | null): void {
  const token = newConfirmationToken(ctx, user.id, null);
  const recipient = localeFor(user, locale);
  ctx.outbox.send({ kind: 'confirmation', to: user.email, token, ...mailIn(recipient).confirmation({ link: confirmationLink(ctx, token, recipient) }) });
}

/**
 * Asks for the account's e-mail to become `newEmail`: nothing changes until the link sent there is
 * followed. A later request replaces an earlier one (its link stops working). The address that owns
 * the account is told, so a shopper whose session was stolen hears of it.
 */
export function requestEmailChange(ctx: CommerceContext, user: Recipient, newEmail: string, locale?: string | null): void {
  const token = ctx.db.transaction(() => newConfirmationToken(ctx, user.id, newEmail))();
  const recipient = localeFor(user, locale);
  const mail = mailIn(recipient);
  ctx.outbox.send({ kind: 'email_change_confirmation', to: newEmail, token, ...mail.emailChange({ link: confirmationLink(ctx, token, recipient) }) });
  ctx.outbox.send({ kind: 'security_notice', to: user.email, token: null, ...mail.emailChangeNotice({ newEmail, link: resetPage(ctx, recipient) }) });
}

/** After a password change: the account's address is told. */
export function sendPasswordChangedNotice(ctx: CommerceContext, user: Recipient, locale?: string | null): void {
  const recipient = localeFor(user, locale);
  ctx.outbox.send({ kind: 'security_notice', to: user.email, token: null, ...mailIn(recipient).passwordChanged({ link: resetPage(ctx, recipient) }) });
}

export type Confirmation =
  | { kind: 'confirmed'; userId: number; emailChanged: boolean }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  | { kind: 'taken' };

/**
 * Follows a confirmation link: confirms the account, and when a new e-mail is pending makes it the
 * account's e-mail. A token works once; a new e-mail's link only within RECONFIRMATION_VALIDITY_MS,
 * and not when another account has taken that address meanwhile. A changed e-mail signs out every
 * session of the account but `keepTokenId` (the caller's own, when it is this account's).
 */
export function confirmAccount(ctx: CommerceContext, token: string, keepTokenId: number | null): Confirmation {
  return ctx.db.transaction((): Confirmation => {
    const user = ctx.db.prepare('SELECT * FROM users WHERE confirmation_token = ?').get(sha256(token)) as UserRow | undefined;
    if (!user) return { kind: 'invalid' };
    const pending = user.unconfirmed_email;
    if (pending) {
      if (user.confirmation_sent_at === null || ctx.config.now() - user.confirmation_sent_at > RECONFIRMATION_VALIDITY_MS) return { kind: 'expired' };
      const holder = findUserByEmail(ctx.db, pending);
      if (holder && holder.id !== user.id) {
        ctx.db.prepare('UPDATE users SET unconfirmed_email = NULL, confirmation_token = NULL, confirmation_sent_at = NULL WHERE id = ?').run(user.id);
        return { kind: 'taken' };
      }
    }
    ctx.db.prepare(`UPDATE users SET email = COALESCE(unconfirmed_email, email), unconfirmed_email = NULL, confirmation_token = NULL,
      confirmation_sent_at = NULL, confirmed_at = ?, updated_at = ? WHERE id = ?`).run(nowIso(), nowIso(), user.id);
    if (pending) revokeOtherTokens(ctx, user.id, keepTokenId);
    return { kind: 'confirmed', userId: user.id, emailChanged: Boolean(pending) };
  })();
}
