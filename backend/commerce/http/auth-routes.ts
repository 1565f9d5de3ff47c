/** OAuth2 (Doorkeeper's shape under /spree_oauth), password reset and account confirmation (spec §7 "Authentication"). */
import { Hono } from 'hono';
import { z } from 'zod';
import { hashPassword, randomToken, sha256, verifyPassword } from '../auth/passwords';
import { issueToken, refreshToken, revokeToken } from '../auth/tokens';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { confirmAccount, sendSignUpConfirmation } from '../domain/reconfirmation';
import { findUserByEmail, type UserRow } from '../domain/users';
import { mailIn, recipientLocale, storefrontLink } from '../mail';
import { ApiError, invalid, notFound } from './errors';
import { obj, readParams, str, validate } from './params';
import { handler, param } from './route';

/** Reset links are valid for six hours, as Devise's default. */
const RESET_VALIDITY_MS = 6 * 3600 * 1000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const oauthError = (error: string, description: string, status: 400 | 401 = 400) =>
  new Response(JSON.stringify({ error, error_description: description }), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

const tokenBody = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: z.string(), password: z.string() }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: z.string() }),
]);

export function passwordSchema(min = PASSWORD_MIN, max = PASSWORD_MAX) {
  return z.string({ error: "can't be blank" })
    .min(1, "can't be blank")
    .min(min, `is too short (minimum is ${min} characters)`)
    .max(max, `is too long (maximum is ${max} characters)`);
}

/** The sign-up confirmation e-mail (domain/reconfirmation.ts). */
export function sendConfirmation(ctx: CommerceContext, user: Pick<UserRow, 'id' | 'email'>, locale?: string | null): void {
  sendSignUpConfirmation(ctx, user, locale);
}

export function authRoutes(ctx: CommerceContext): { oauth: Hono; storefront: Hono } {
  const oauth = new Hono();

  oauth.post('/token', async (c) => {
    const parsed = tokenBody.safeParse(await readParams(c));
    if (!parsed.success) return oauthError('invalid_request', 'The request is missing a required parameter, includes an unsupported parameter value, or is otherwise malformed.');
    const body = parsed.data;
    if (body.grant_type === 'password') {
      const user = findUserByEmail(ctx.db, body.username);
      if (!user || !(await verifyPassword(body.password, user.password_hash))) {
        return oauthError('invalid_grant', 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.');
      }
      return c.json(issueToken(ctx, user.id));
    }
    const token = refreshToken(ctx, body.refresh_token);
    if (!token) return oauthError('invalid_grant', 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.');
    return c.json(token);
  });

  oauth.post('/revoke', async (c) => {
    const { token } = validate(z.object({ token: z.string().min(1) }), await readParams(c));
    revokeToken(ctx, token);
    return c.json({});
  });

  const storefront = new Hono();

  storefront.post('/passwords', handler(ctx, ({ params }) => {
    const { email } = validate(z.object({ email: z.string({ error: "can't be blank" }).min(1, "can't be blank") }), obj(params.user));
    const user = findUserByEmail(ctx.db, email);
    if (!user) throw notFound();
    const token = randomToken(20);
    ctx.db.prepare('UPDATE users SET reset_password_token_hash = ?, reset_password_sent_at = ? WHERE id = ?').run(sha256(token), ctx.config.now(), user.id);
    // The storefront's reset page, in the language of the page that asked (else the account's).
    const locale = recipientLocale({ requested: str(params.locale), language: user.language, country: user.shipping_country });
    ctx.outbox.send({ kind: 'reset_password', to: user.email, token, ...mailIn(locale).resetPassword({ link: storefrontLink(ctx, locale, `/passwords/${token}`) }) });
    return new Response(null, { status: 200 });
  }));

  storefront.patch('/passwords/:token', handler(ctx, async (req) => {
    const user = ctx.db.prepare('SELECT * FROM users WHERE reset_password_token_hash = ?').get(sha256(param(req, 'token'))) as UserRow | undefined;
    if (!user || user.reset_password_sent_at === null || ctx.config.now() - user.reset_password_sent_at > RESET_VALIDITY_MS) {
      throw invalid({ reset_password_token: ['is invalid'] });
    }
    const body = validate(z.object({ password: passwordSchema(), password_confirmation: z.string().optional() }), obj(req.params.user));
    if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
      throw invalid({ password_confirmation: ["doesn't match Password"] });
    }
    ctx.db.prepare(`UPDATE users SET password_hash = ?, reset_password_token_hash = NULL, reset_password_sent_at = NULL, updated_at = ? WHERE id = ?`)
      .run(await hashPassword(body.password), nowIso(), user.id);
    // A new password signs out every existing session.
    ctx.db.prepare('UPDATE oauth_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(Math.floor(ctx.config.now() / 1000), user.id);
    return new Response(null, { status: 200 });
  }));

  // Confirms the account or, with a new e-mail pending, makes it the account's e-mail and signs out
  // every other session (the caller's bearer, when it is this account's, stays valid).
  storefront.get('/account_confirmations/:token', handler(ctx, (req) => {
    const outcome = confirmAccount(ctx, param(req, 'token'), req.session.tokenId);
    if (outcome.kind === 'invalid') throw new ApiError(422, 'Confirmation token is invalid', { confirmation_token: ['is invalid'] });
    if (outcome.kind === 'expired') throw new ApiError(422, 'Email needs to be confirmed within 1 day, please request a new one', { email: ['needs to be confirmed within 1 day, please request a new one'] });
    if (outcome.kind === 'taken') throw invalid({ email: ['has already been taken'] });
    return new Response(JSON.stringify({ data: { state: 'confirmed' } }), { headers: { 'content-type': 'application/vnd.api+json' } });
  }));

  return { oauth, storefront };
}

