'use server';

import { addressToWire } from '../address/wire';
import type { ActionFailure, ActionResult } from '../forms/result';
import { revalidatePath } from 'next/cache';
import { reshapeOrderProgress } from '../commerce/checkout';
import { commerce } from '../commerce/client';
import { fieldError, toCommerceError } from '../commerce/errors';
import { commerceRequest } from '../commerce/request';
import { fieldErrors } from '../forms/validation';
import { addressSchemaFor, orderNumberSchema } from '../auth/schemas';
import { countryStatesOrNull } from '../commerce/states';
import { bearerToken, currentAccount } from '../session';
import { emailChanged, profileUpdateSchema } from './profile';

/**
 * Account server actions. The bearer comes only from the httpOnly cookie; ids sent by the browser
 * (an address id, a card id) are passed to the commerce service, which answers 404 unless the object
 * belongs to the bearer's user, so one shopper can never change another's objects through here.
 */
export type AccountResult<T = undefined> = ActionResult<T>;

const signedOut: ActionFailure = { ok: false, errors: { form: 'signedOut' } };
const failed = (error: unknown): ActionFailure => {
  const e = toCommerceError(error);
  return { ok: false, errors: { form: e.kind === 'no-response' ? 'unavailable' : e.status === 404 ? 'notFound' : 'failed' } };
};

function refresh() {
  revalidatePath('/[locale]/account', 'layout');
}

/** Name, e-mail and the two consents (PATCH account); a new e-mail goes with the current password. */
export async function updateProfile(input: unknown): Promise<AccountResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  // The e-mail it has now decides whether the current password is needed.
  const account = await currentAccount();
  if (!account) return signedOut;
  const parsed = profileUpdateSchema(account.email).safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const p = parsed.data;
  const changingEmail = emailChanged(account.email, p.email);
  // A plain request: the SDK would drop a consent set to false.
  const result = await commerceRequest('PATCH', 'account', {
    bearer,
    body: {
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
    if (fieldError(result.error, 'email')) return { ok: false, errors: { email: 'emailTaken' } };
    const password = fieldError(result.error, 'current_password');
    if (password) return { ok: false, errors: { currentPassword: password === 'is invalid' ? 'currentPasswordWrong' : 'passwordInsert' } };
    return { ok: false, errors: { form: result.error.kind === 'no-response' ? 'unavailable' : 'failed' } };
  }
  refresh();
  return { ok: true, data: undefined };
}

/** Adds an address, or edits one when `id` is given. */
export async function saveAddress(id: string | null, input: unknown): Promise<AccountResult> {
  const parsed = addressSchemaFor(await countryStatesOrNull()).safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const address = addressToWire(parsed.data);

  const result = id
    ? await commerce.account.updateAddress({ bearer_token: bearer, id, address })
    : await commerce.account.createAddress({ bearer_token: bearer, address });
  if (result.isFail()) {
    // The service's own check of the state (its list may have changed since the page): the field's error, not the form's.
    const state = fieldError(toCommerceError(result.fail()), 'state');
    if (state) return { ok: false, errors: { stateCode: state === "can't be blank" ? 'required' : 'stateInvalid' } };
    return failed(result.fail());
  }
  refresh();
  return { ok: true, data: undefined };
}

export async function deleteAddress(id: string): Promise<AccountResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.account.removeAddress({ bearer_token: bearer, id });
  if (result.isFail()) return failed(result.fail());
  refresh();
  return { ok: true, data: undefined };
}

export async function deleteCard(id: string): Promise<AccountResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.account.removeCreditCard({ bearer_token: bearer, id });
  if (result.isFail()) return failed(result.fail());
  refresh();
  return { ok: true, data: undefined };
}

export interface OrderStatus {
  number: string;
  state: string;
  shipmentState: string;
  paymentState: string;
  completedAt: string;
}

/** Order status by number (GET order_status/{number}) for the signed-in owner of the order. */
export async function lookupOrderStatus(input: unknown): Promise<AccountResult<OrderStatus>> {
  const parsed = orderNumberSchema.safeParse(input);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.order.status({ bearer_token: bearer, order_number: parsed.data.number.toUpperCase() });
  if (result.isFail()) {
    const e = toCommerceError(result.fail());
    return { ok: false, errors: { number: e.status === 404 || e.status === 403 ? 'orderNotFound' : 'failed' } };
  }
  return { ok: true, data: reshapeOrderProgress(result.success()) };
}
