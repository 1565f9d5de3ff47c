'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { commerceRequest } from '../commerce/request';
import type { CommerceError } from '../commerce/errors';
import { serverAction } from '../forms/action';
import { failWith, fromCommerceError, refuse, succeed } from '../forms/action-result';
import { objectId } from '../forms/validation';
import { isLocale, parseLocale } from '../i18n/locales';
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

const signedOut = failWith({ kind: 'signedOut' });
const EDIT_PAGE = '/[storefront]/account/wedding_registry/edit';

function failure(error: CommerceError): RegistryActionResult<never> {
  const fields = registryFieldErrors(error);
  return fields ? refuse({ fields }) : fromCommerceError(error);
}

async function save(method: 'POST' | 'PATCH', details: z.output<typeof registrySchema>): Promise<RegistryActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const { yourName, partnerName, weddingDate } = details;
  const result = await commerceRequest(method, 'account/wedding_registry', {
    bearer,
    body: { wedding_registry: { your_name: yourName, partner_name: partnerName, wedding_date: weddingDate } },
  });
  if (!result.success) return failure(result.error);
  // The account's pages; the header's registry link follows from the client's router.refresh().
  revalidatePath('/[storefront]/account', 'layout');
  return succeed();
}

/** Creates the user's one registry (POST account/wedding_registry). */
export const createRegistry = serverAction(z.tuple([registrySchema]), (details) => save('POST', details));

/** Changes the couple's names or the date (PATCH account/wedding_registry). */
export const updateRegistry = serverAction(z.tuple([registrySchema]), (details) => save('PATCH', details));

/** Adds one unit of a piece; a piece already there gets one more (POST add_item). */
export const addToRegistry = serverAction(z.tuple([objectId, objectId.optional()]), async (productId, variantId): Promise<RegistryActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const variant = variantId ?? (await variantIdOf(productId));
  if (!variant) return failWith({ kind: 'notFound' });
  const result = await commerceRequest('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: variant, quantity: 1 } });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return succeed();
});

/** Sets how many of a piece the couple asks for (1 to 999). */
export const setRegistryItemQuantity = serverAction(z.tuple([objectId, z.number().int().min(1).max(999)]), async (itemId, quantity): Promise<RegistryActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerceRequest('PATCH', `account/wedding_registry/set_item_quantity/${itemId}`, { bearer, body: { quantity } });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return succeed();
});

export const removeRegistryItem = serverAction(z.tuple([objectId]), async (itemId): Promise<RegistryActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerceRequest('DELETE', `account/wedding_registry/remove_item/${itemId}`, { bearer });
  if (!result.success) return failure(result.error);
  revalidatePath(EDIT_PAGE, 'page');
  return succeed();
});

export interface PanelRegistry {
  couple: string;
  /** Units of this product the couple already asks for (0 when it is not in the registry). */
  quantityOfProduct: number;
}

/** The list panel's registry row: null data when the user has no registry (the row is not shown). */
export const registryForPanel = serverAction(z.tuple([objectId, z.string().refine(isLocale)]), async (productId, locale): Promise<RegistryActionResult<PanelRegistry | null>> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const registry = await fetchOwnRegistry(bearer, parseLocale(locale));
  if (!registry.success) return registry.error.status === 404 ? succeed(null) : fromCommerceError(registry.error);
  const { yourName, partnerName, items } = registry.data;
  return succeed({
    couple: [yourName, partnerName].filter(Boolean).join(' & '),
    quantityOfProduct: items.filter((i) => i.productId === productId).reduce((sum, i) => sum + i.quantity, 0),
  });
});
