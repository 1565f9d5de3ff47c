/** Account endpoints (spec §7 "Account"): the user, addresses, credit cards, completed orders, country and locale. */
import { Hono } from 'hono';
import { z } from 'zod';
import { findCountry } from '../../shared/countries';
import { isLanguage } from '../../shared/languages';
import { hashPassword } from '../auth/passwords';
import { revokeOtherTokens } from '../auth/tokens';
import type { CommerceContext } from '../context';
import {
  addAddress, addressesOf, completedOrderOf, completedOrdersOf, createAccount, creditCardsOf, deleteAddress, deleteCreditCard, ownAddress,
  setLanguage, setPasswordHash, setShippingCountry, updateAddress, updateProfile, type CreditCardRow,
} from '../domain/accounts';
import { reauthenticate, requestEmailChange, sendPasswordChangedNotice, sendSignUpConfirmation } from '../domain/reconfirmation';
import { findUser, findUserByEmail, type UserRow } from '../domain/users';
import { accountDocument } from '../serializers/account';
import { addressResource } from '../serializers/address';
import { orderDocument, orderResource } from '../serializers/order';
import { computeTotals, loadLines, type AddressRow } from '../domain/orders';
import { resolveState } from '../domain/states';
import { passwordSchema } from './auth-routes';
import { ApiError, invalid, notFound } from './errors';
import { document, Included, pageParams, ref, wholeList, type Resource } from './jsonapi';
import { obj, str, validate } from './params';
import { handler, json, noContent, param } from './route';
import { currencyOf, requireUser } from './session';

export const TRADE_EMAIL_TAKEN = 'A user is already registered with this e-mail; contact the trade team to join.';
const blank = "can't be blank";
const required = (max = 255) => z.string({ error: blank }).trim().min(1, blank).max(max, `is too long (maximum is ${max} characters)`);
const optional = (max = 255) => z.string().trim().max(max, `is too long (maximum is ${max} characters)`).optional().nullable();
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

const signUpSchema = z.object({
  email: z.string({ error: blank }).trim().min(1, blank).email('is invalid'),
  password: passwordSchema(),
  password_confirmation: z.string().optional(),
  first_name: optional(),
  last_name: optional(),
  selected_locale: optional(5),
  commercial_communication: flag.optional(),
  personalized_communication: flag.optional(),
  /** A trade application: the account starts as pending trade (spec §4). Trade passwords are 8–25 characters. */
  trade: flag.optional(),
});

const updateSchema = z.object({
  email: z.string().trim().email('is invalid').optional(),
  /** Devise's name: asked for when the e-mail changes (a stolen session must not take the account over). */
  current_password: z.string().optional(),
  password: passwordSchema().optional(),
  password_confirmation: z.string().optional(),
  first_name: optional(),
  last_name: optional(),
  selected_locale: optional(5),
  commercial_communication: flag.optional(),
  personalized_communication: flag.optional(),
  bill_address_id: z.coerce.number().int().optional(),
  ship_address_id: z.coerce.number().int().optional(),
});

export const addressSchema = z.object({
  firstname: required(),
  lastname: required(),
  company: optional(),
  address1: required(),
  address2: optional(),
  city: required(),
  zipcode: required(20),
  phone: required(30),
  state_name: optional(),
  state_id: z.union([z.number(), z.string().trim()]).nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : /^\d{1,9}$/.test(String(v)) ? Number(v) : -1)),
  country_iso: z.string({ error: blank }).trim().min(2, blank).transform((s) => s.toUpperCase())
    .refine((iso) => !!findCountry(iso), 'is not a country we ship to'),
  label: optional(),
}).transform((a, issue) => {
  // Spree's state_validate: in a country with states, one of its states by id or by name/code (errors under `state`).
  const state = resolveState(a.country_iso, a.state_id, a.state_name);
  if (!state.ok) {
    issue.addIssue({ code: 'custom', path: ['state'], message: state.error });
    return z.NEVER;
  }
  return { ...a, state_id: state.stateId, state_name: state.stateName };
});

/**
 * The attributes of a saved address, to merge a PATCH into: a PATCH that names a state or a country
 * replaces the stored state, rather than a stale id outliving a new country or name.
 */
export function addressAttributesFor(existing: AddressRow, patch: Record<string, unknown>): Record<string, unknown> {
  const renamesState = 'state_id' in patch || 'state_name' in patch || 'country_iso' in patch;
  const { state_id, state_name, ...rest } = existing;
  return { ...rest, ...(renamesState ? {} : { state_id, state_name }), ...patch };
}

function creditCardResource(card: CreditCardRow): Resource {
  return {
    id: String(card.id),
    type: 'credit_card',
    attributes: {
      cc_type: card.cc_type, last_digits: card.last_digits, month: card.month, year: card.year, name: card.name,
      default: !!card.is_default, gateway_payment_profile_id: card.gateway_payment_profile_id, public_metadata: {},
    },
    relationships: { payment_method: ref('payment_method', card.payment_method_id) },
  };
}

export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your e-mail.';
export const CURRENT_PASSWORD_NEEDED_FOR_PASSWORD = 'Enter your current password to change your password.';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes, then try again.';

/**
 * Changing the e-mail (the sign-in name and where resets are sent) or the password needs the current
 * password: a stolen session alone cannot take the account over. A reset link (PATCH passwords/{token})
 * is the way for a shopper who forgot it. Wrong guesses are limited per account
 * (domain/reconfirmation.ts): over the limit a 429 with Retry-After, whatever the password.
 */
async function assertCurrentPassword(ctx: CommerceContext, user: UserRow, body: { email?: string; password?: string; current_password?: string }): Promise<void> {
  const changingEmail = Boolean(body.email) && body.email!.toLowerCase() !== user.email.toLowerCase();
  const changingPassword = body.password !== undefined;
  if (!changingEmail && !changingPassword) return;
  if (!body.current_password) {
    throw new ApiError(422, changingEmail ? CURRENT_PASSWORD_NEEDED : CURRENT_PASSWORD_NEEDED_FOR_PASSWORD, { current_password: ["can't be blank"] });
  }
  const verdict = await reauthenticate(ctx, user.id, body.current_password);
  if (verdict.kind === 'locked') throw new ApiError(429, TOO_MANY_ATTEMPTS, { current_password: ['is locked'] }, verdict.retryAfterSeconds);
  if (verdict.kind === 'wrong') throw new ApiError(422, 'Current password is invalid', { current_password: ['is invalid'] });
}

export function accountRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  const { db } = ctx;
  const reload = (user: UserRow) => findUser(db, user.id) ?? user;

  app.get('/account', handler(ctx, ({ params, session }) => json(accountDocument(ctx, requireUser(session), params, currencyOf(params)))));

  app.post('/account', handler(ctx, async ({ params }) => {
    const body = validate(signUpSchema, obj(params.user));
    if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
      throw invalid({ password_confirmation: ["doesn't match Password"] });
    }
    if (body.trade && (body.password.length < 8 || body.password.length > 25)) {
      throw invalid({ password: [body.password.length < 8 ? 'is too short (minimum is 8 characters)' : 'is too long (maximum is 25 characters)'] });
    }
    if (findUserByEmail(db, body.email)) {
      if (body.trade) throw new ApiError(422, TRADE_EMAIL_TAKEN, { email: [TRADE_EMAIL_TAKEN] });
      throw invalid({ email: ['has already been taken'] });
    }
    const user = createAccount(db, {
      email: body.email, passwordHash: await hashPassword(body.password), firstName: body.first_name ?? null, lastName: body.last_name ?? null,
      tradeStatus: body.trade ? 'pending' : 'none', language: body.selected_locale && isLanguage(body.selected_locale) ? body.selected_locale : null,
      commercialCommunication: body.commercial_communication, personalizedCommunication: body.personalized_communication,
    });
    sendSignUpConfirmation(ctx, user, str(params.locale) ?? body.selected_locale);
    return json(accountDocument(ctx, user, params, currencyOf(params)), 200);
  }));

  app.patch('/account', handler(ctx, async ({ params, session }) => {
    const user = requireUser(session);
    const body = validate(updateSchema, obj(params.user));
    if (body.password !== undefined && body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
      throw invalid({ password_confirmation: ["doesn't match Password"] });
    }
    const newEmail = body.email && body.email.toLowerCase() !== user.email.toLowerCase() ? body.email : null;
    if (newEmail && findUserByEmail(db, newEmail)) {
      throw invalid({ email: ['has already been taken'] });
    }
    await assertCurrentPassword(ctx, user, body);
    for (const id of [body.bill_address_id, body.ship_address_id]) if (id !== undefined) ownAddress(ctx, user, String(id));
    // A new e-mail waits in unconfirmed_email until the link sent to it is followed (Devise reconfirmable).
    if (newEmail) requestEmailChange(ctx, user, newEmail, str(params.locale));
    updateProfile(db, user.id, {
      firstName: body.first_name,
      lastName: body.last_name,
      language: body.selected_locale && isLanguage(body.selected_locale) ? body.selected_locale : undefined,
      commercialCommunication: body.commercial_communication,
      personalizedCommunication: body.personalized_communication,
      billAddressId: body.bill_address_id,
      shipAddressId: body.ship_address_id,
    });
    if (body.password) {
      setPasswordHash(db, user.id, await hashPassword(body.password));
      // A new password signs out every other session; the one that changed it stays signed in.
      revokeOtherTokens(ctx, user.id, session.tokenId);
      sendPasswordChangedNotice(ctx, reload(user), str(params.locale));
    }
    return json(accountDocument(ctx, reload(user), params, currencyOf(params)));
  }));

  app.post('/account/set_country', handler(ctx, ({ params, session }) => {
    const user = requireUser(session);
    const { iso } = validate(z.object({ iso: z.string({ error: blank }).transform((s) => s.toUpperCase()).refine((s) => !!findCountry(s), 'is invalid') }), obj(params.spree_country));
    setShippingCountry(db, user.id, iso);
    return json(accountDocument(ctx, reload(user), params, currencyOf(params)));
  }));

  app.post('/account/set_last_locale', handler(ctx, ({ params, session }) => {
    const user = requireUser(session);
    const { locale } = validate(z.object({ locale: z.string({ error: blank }).transform((s) => s.toLowerCase().split(/[-_]/)[0]).refine(isLanguage, 'is not supported') }), params);
    setLanguage(db, user.id, locale);
    return json(accountDocument(ctx, reload(user), params, currencyOf(params)));
  }));

  // ---- Addresses ----
  app.get('/account/addresses', handler(ctx, ({ c, params, session }) => {
    const user = requireUser(session);
    const rows = addressesOf(ctx, user.id);
    return json(document(rows.map(addressResource), params, new Included(), wholeList(c.req.url, rows.length)));
  }));
  app.get('/account/addresses/:id', handler(ctx, (req) => json(document(addressResource(ownAddress(ctx, requireUser(req.session), param(req, 'id'))), req.params))));
  app.post('/account/addresses', handler(ctx, ({ params, session }) => {
    const user = requireUser(session);
    const row = addAddress(ctx, user.id, validate(addressSchema, obj(params.address)));
    return json(document(addressResource(row), params));
  }));
  app.patch('/account/addresses/:id', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const existing = ownAddress(ctx, user, param(req, 'id'));
    const merged = validate(addressSchema, addressAttributesFor(existing, obj(req.params.address)));
    return json(document(addressResource(updateAddress(ctx, existing.id, merged)), req.params));
  }));
  app.delete('/account/addresses/:id', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const existing = ownAddress(ctx, user, param(req, 'id'));
    deleteAddress(ctx, user.id, existing.id);
    return noContent();
  }));

  // ---- Credit cards ----
  app.get('/account/credit_cards', handler(ctx, ({ c, params, session }) => {
    const user = requireUser(session);
    const data = creditCardsOf(ctx, user.id).map(creditCardResource);
    return json(document(data, params, new Included(), wholeList(c.req.url, data.length)));
  }));
  app.get('/account/credit_cards/default', handler(ctx, ({ params, session }) => {
    const card = creditCardsOf(ctx, requireUser(session).id)[0];
    if (!card) throw notFound();
    return json(document(creditCardResource(card), params));
  }));
  app.delete('/account/credit_cards/:id', handler(ctx, (req) => {
    const user = requireUser(req.session);
    if (!deleteCreditCard(ctx, user.id, Number(param(req, 'id')) || -1)) throw notFound();
    return noContent();
  }));

  // ---- Completed orders ----
  app.get('/account/orders', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const { page, perPage } = pageParams(req.params);
    const { orders, total } = completedOrdersOf(ctx, user.id, page, perPage);
    const data = orders.map((o) => {
      const lines = loadLines(ctx, o);
      const r = orderResource(ctx, o, lines, computeTotals(ctx, o, lines));
      return { ...r, type: 'order' };
    });
    return json(document(data, req.params, new Included(), { page: { page, perPage, totalCount: total }, url: req.c.req.url }));
  }));
  app.get('/account/orders/:number', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const order = completedOrderOf(ctx, user.id, param(req, 'number'));
    if (!order) throw notFound();
    return json(orderDocument(ctx, order, req.params, 'order'));
  }));

  return app;
}
