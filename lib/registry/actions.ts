'use server';

import { revalidatePath } from 'next/cache';
import { commerceRequest } from '../commerce/request';
import type { CommerceError } from '../commerce/errors';
import { fieldErrors } from '../forms/validation';
import { parseLocale } from '../i18n/locales';
import { bearerToken } from '../session';
import type { ListActionResult } from '../wishlists/actions';
import { variantIdOf } from '../wishlists/lists';
import { registryFieldErrors } from './errors';
import { fetchOwnRegistry } from './registry';
import { registrySchema } from './schema';

/**
 * The owner's registry changes (spec §4 "owner: logged in, adds items"). The bearer comes from the
 * httpOnly cookie, never from the browser; the service scopes every call to the bearer's own
 * registry (an item id from someone else's registry answers 404).
 */
export type RegistryActionResult<T = undefined> = ListActionResult<T>;

const signedOut = { ok: false, reason: 'signedOut' } as const;
const EDIT_PAGE = '/[locale]/account/wedding_registry/edit';

function failure(error: CommerceError): RegistryActionResult<never> {
  const errors = registryFieldErrors(error);
  if (errors) return { ok: false, reason: 'failed', errors };
  return { ok: false, reason: error.status === 404 || error.status === 403 ? 'notFound' : 'failed' };
}

async function save(method: 'POST' | 'PATCH', input: unknown): Promise<RegistryActionResult> {
  const parsed = registrySchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'failed', errors: fieldErrors(parsed.error) };
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const { yourName, partnerName, weddingDate } = parsed.data;
  const result = await commerceRequest(method, 'account/wedding_registry', {
    bearer,
    body: { wedding_registry: { your_name: yourName, partner_name: partnerName, wedding_date: weddingDate } },
  });
  if (!result.success) return failure(result.error);
  // The account's pages; the header's registry link follows from the client's router.refresh().
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: undefined };
}

/** Creates the user's one registry (POST account/wedding_registry). */
export async function createRegistry(input: unknown): Promise<RegistryActionResult> {
  return save('POST', input);
}

/** Changes the couple's names or the date (PATCH account/wedding_registry). */
export async function updateRegistry(input: unknown): Promise<RegistryActionResult> {
  return save('PATCH', input);
}

/** Adds one unit of a piece; a piece already there gets one more (POST add_item). */
export async function addToRegistry(productId: string, variantId?: string): Promise<RegistryActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const variant = variantId ?? (await variantIdOf(productId));
  if (!variant) return { ok: false, reason: 'notFound' };
  const result = await commerceRequest('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: variant, quantity: 1 } });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return { ok: true, data: undefined };
}

/** Sets how many of a piece the couple asks for (1 to 999). */
export async function setRegistryItemQuantity(itemId: string, quantity: number): Promise<RegistryActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  if (!/^[\w-]{1,64}$/.test(itemId) || !Number.isInteger(quantity) || quantity < 1 || quantity > 999) return { ok: false, reason: 'failed' };
  const result = await commerceRequest('PATCH', `account/wedding_registry/set_item_quantity/${itemId}`, { bearer, body: { quantity } });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return { ok: true, data: undefined };
}

export async function removeRegistryItem(itemId: string): Promise<RegistryActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  if (!/^[\w-]{1,64}$/.test(itemId)) return { ok: false, reason: 'failed' };
  const result = await commerceRequest('DELETE', `account/wedding_registry/remove_item/${itemId}`, { bearer });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return { ok: true, data: undefined };
}

export interface PanelRegistry {
  couple: string;
  /** Units of this product the couple already asks for (0 when it is not in the registry). */
  quantityOfProduct: number;
}

/** The list panel's registry row: null data when the user has no registry (the row is not shown). */
export async function registryForPanel(productId: string, locale: string): Promise<RegistryActionResult<PanelRegistry | null>> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const registry = await fetchOwnRegistry(bearer, parseLocale(locale));
  if (!registry.success) return registry.error.status === 404 ? { ok: true, data: null } : { ok: false, reason: 'failed' };
  const { yourName, partnerName, items } = registry.data;
  return {
    ok: true,
    data: {
      couple: [yourName, partnerName].filter(Boolean).join(' & '),
      quantityOfProduct: items.filter((i) => i.productId === productId).reduce((sum, i) => sum + i.quantity, 0),
    },
  };
}
