'use server';

import { addressToWire } from '../address/wire';
import { z } from 'zod';
import { serverAction } from '../forms/action';
import { failWith, fromCommerceError, refuseForm, succeed, type ActionFailureOf, type ActionOutcome, type FormRefusal } from '../forms/action-result';
import { revalidatePath } from 'next/cache';
import { reshapeAccount } from '../commerce/account';
import { reshapeOrderProgress } from '../commerce/checkout';
import { commerce } from '../commerce/client';
import { fieldError, toCommerceError, type CommerceError } from '../commerce/errors';
import type { JsonApiDocument } from '../commerce/jsonapi';
import { commerceRequest } from '../commerce/request';
import { fieldErrors, objectId } from '../forms/validation';
import { addressSchemaFor, orderNumberSchema } from '../auth/schemas';
import { countryStatesOrNull } from '../commerce/states';
import { DEFAULT_LOCALE, isLocale } from '../i18n/locales';
import { limitAction } from '../security/throttle';
import { notBefore, SIGN_IN_REFUSAL_FLOOR_MS } from '../security/timing';
import { bearerToken, currentAccount } from '../session';
import type { SessionAccount } from '../model/account';
import { emailChanged, passwordChangeSchema, profileUpdateSchema } from './profile';

/**
 * Account server actions. The bearer comes only from the httpOnly cookie; ids sent by the browser
 * (an address id, a card id) are passed to the commerce service, which answers 404 unless the object
 * belongs to the bearer's user, so one shopper can never change another's objects through here.
 */
export type AccountResult<T = undefined> = ActionOutcome<T, FormRefusal>;
type ActionFailure = ActionFailureOf<FormRefusal>;

const signedOut: ActionFailure = failWith({ kind: 'signedOut' });
const failed = (error: unknown): ActionFailure => fromCommerceError(toCommerceError(error));
/** The page's locale (the e-mail's link leads to the shop's page in it). */
const pageLocale = z.string().refine(isLocale, 'invalid');

function refresh() {
  revalidatePath('/[storefront]/account', 'layout');
}

/**
 * Re-authentication (issue 36): a change that carries the current password — a new e-mail or a new
 * password — is counted per client and per account first (lib/security/rate-limit.ts, `reauthenticate`;
 * the commerce service also counts wrong ones per account and answers 429), and every refusal comes
 * back no sooner than a refused sign-in (lib/security/timing.ts), so its time tells nothing.
 */
const passwordLimited: ActionFailure = refuseForm({ currentPassword: 'currentPasswordLimited' });

async function reauthAllowed(account: SessionAccount): Promise<boolean> {
  return (await limitAction('reauthenticate', `user-${account.id}`)).ok;
}

/** The refusal of a PATCH account that carried the current password, or null when it is about something else. */
function reauthRefusal(error: CommerceError): ActionFailure | null {
  if (error.status === 429) return passwordLimited;
  const password = fieldError(error, 'current_password');
  if (password) return refuseForm({ currentPassword: password === 'is invalid' ? 'currentPasswordWrong' : 'passwordInsert' });
  return null;
}

const formFailure = (error: CommerceError): ActionFailure => refuseForm({ form: error.kind === 'no-response' ? 'unavailable' : 'failed' });

/**
 * Name, e-mail and the two consents (PATCH account); a new e-mail goes with the current password and
 * is not the account's until the link the service sends to it is followed: `pendingEmail` names it.
 * `locale` is the page's: the link leads to the shop's confirmation page in that locale.
 */
export const updateProfile = serverAction(z.tuple([z.record(z.string(), z.unknown()), pageLocale.optional()]), async (input, locale = DEFAULT_LOCALE): Promise<AccountResult<{ pendingEmail: string | null }>> => {
  const startedAt = Date.now();
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  // The e-mail it has now decides whether the current password is needed.
  const account = await currentAccount();
  if (!account) return signedOut;
  // Its schema depends on the e-mail the account has now: parsed here, its codes on the form's fields.
  const parsed = profileUpdateSchema(account.email).safeParse(input);
  if (!parsed.success) return refuseForm(fieldErrors(parsed.error));
  const p = parsed.data;
  const changingEmail = emailChanged(account.email, p.email);
  const refuse = (failure: ActionFailure) => (changingEmail ? notBefore(startedAt, SIGN_IN_REFUSAL_FLOOR_MS, failure) : failure);
  if (changingEmail && !(await reauthAllowed(account))) return refuse(passwordLimited);
  // A plain request: the SDK would drop a consent set to false.
  const result = await commerceRequest('PATCH', 'account', {
    bearer,
    body: {
      locale,
      user: {
        first_name: p.firstName,
        last_name: p.lastName,
        email: p.email,
        ...(changingEmail ? { current_password: p.currentPassword } : {}),
        commercial_communication: p.commercialCommunication,
        personalized_communication: p.personalizedCommunication,
      },
    },
  });
  if (!result.success) {
    if (fieldError(result.error, 'email')) return refuse(refuseForm({ email: 'emailTaken' }));
    return refuse(reauthRefusal(result.error) ?? formFailure(result.error));
  }
  refresh();
  // A service without reconfirmation changes the e-mail at once: nothing is pending then.
  const pending = reshapeAccount(result.data as JsonApiDocument).unconfirmedEmail;
  return succeed({ pendingEmail: changingEmail && pending && !emailChanged(pending, p.email) ? pending : null });
});

/**
 * A new password behind the current one (PATCH account): the service signs out every other session
 * and e-mails the account a notice; this session stays signed in.
 */
export const changePassword = serverAction(z.tuple([passwordChangeSchema]), async (passwords): Promise<AccountResult> => {
  const startedAt = Date.now();
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const account = await currentAccount();
  if (!account) return signedOut;
  const refuse = (failure: ActionFailure) => notBefore(startedAt, SIGN_IN_REFUSAL_FLOOR_MS, failure);
  if (!(await reauthAllowed(account))) return refuse(passwordLimited);
  const { currentPassword, password, passwordConfirmation } = passwords;
  const result = await commerceRequest('PATCH', 'account', {
    bearer,
    body: { user: { current_password: currentPassword, password, password_confirmation: passwordConfirmation } },
  });
  if (!result.success) return refuse(reauthRefusal(result.error) ?? formFailure(result.error));
  refresh();
  return succeed();
});

/** Adds an address, or edits one when `id` is given. */
export const saveAddress = serverAction(
  async () => z.tuple([addressSchemaFor(await countryStatesOrNull()), objectId.nullable().optional()]),
  async (input, id): Promise<AccountResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const address = addressToWire(input);

  const result = id
    ? await commerce.account.updateAddress({ bearer_token: bearer, id, address })
    : await commerce.account.createAddress({ bearer_token: bearer, address });
  if (result.isFail()) {
    // The service's own check of the state (its list may have changed since the page): the field's error, not the form's.
    const state = fieldError(toCommerceError(result.fail()), 'state');
    if (state) return refuseForm({ stateCode: state === "can't be blank" ? 'required' : 'stateInvalid' });
    return failed(result.fail());
  }
  refresh();
  return succeed();
  },
);

export const deleteAddress = serverAction(z.tuple([objectId]), async (id): Promise<AccountResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.account.removeAddress({ bearer_token: bearer, id });
  if (result.isFail()) return failed(result.fail());
  refresh();
  return succeed();
});

export const deleteCard = serverAction(z.tuple([objectId]), async (id): Promise<AccountResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.account.removeCreditCard({ bearer_token: bearer, id });
  if (result.isFail()) return failed(result.fail());
  refresh();
  return succeed();
});

export interface OrderStatus {
  number: string;
  state: string;
  shipmentState: string;
  paymentState: string;
  completedAt: string;
}

/** Order status by number (GET order_status/{number}) for the signed-in owner of the order. */
export const lookupOrderStatus = serverAction(z.tuple([orderNumberSchema]), async ({ number }): Promise<AccountResult<OrderStatus>> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.order.status({ bearer_token: bearer, order_number: number.toUpperCase() });
  if (result.isFail()) {
    const e = toCommerceError(result.fail());
    return refuseForm({ number: e.status === 404 || e.status === 403 ? 'orderNotFound' : 'failed' });
  }
  return succeed(reshapeOrderProgress(result.success()));
});
