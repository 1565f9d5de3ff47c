'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { commerce } from '../commerce/client';
import { loose } from '../commerce/loose';
import { commerceRequest } from '../commerce/request';
import { reshapeListToken } from '../commerce/wishlists';
import { toCommerceError } from '../commerce/errors';
import { serverAction } from '../forms/action';
import { failWith, fromCommerceError, succeed, type ActionOutcome, type FormRefusal } from '../forms/action-result';
import { objectId } from '../forms/validation';
import { listSchema } from '../auth/schemas';
import { bearerToken } from '../session';
import { fetchFavorites, fetchLists, variantIdOf } from './lists';

/**
 * Server actions for favorites and lists. The bearer comes from the httpOnly cookie, never from the
 * browser; every argument is parsed first (lib/forms/action.ts) and every list is addressed by its token and the commerce service checks that the token's
 * list belongs to the bearer (another shopper's list answers 403 or 404), so an action cannot reach
 * someone else's list even with a guessed token.
 */
export type ListActionResult<T = undefined> = ActionOutcome<T, FormRefusal>;

const signedOut = failWith({ kind: 'signedOut' });
const notFound = failWith({ kind: 'notFound' });
const failure = (error: unknown) => fromCommerceError(toCommerceError(error));
const quantity = z.number().int().min(1).max(999);

/** Product ids in the favorites, for the hearts' saved state; empty for guests. */
export const favoriteProductIds = serverAction(z.tuple([]), async (): Promise<ListActionResult<string[]>> => {
  const bearer = await bearerToken();
  if (!bearer) return succeed([]);
  const result = await fetchFavorites(bearer);
  return result.success ? succeed(result.data.items.map((item) => item.productId)) : fromCommerceError(result.error);
});

/** Saves or removes a product in the favorites; answers whether it is saved now. */
export const toggleFavorite = serverAction(z.tuple([objectId, z.boolean().optional()]), async (productId, save): Promise<ListActionResult<{ saved: boolean }>> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const favorites = await fetchFavorites(bearer);
  if (!favorites.success) return fromCommerceError(favorites.error);
  const existing = favorites.data.items.find((item) => item.productId === productId);
  const wantSaved = save ?? !existing;
  if (wantSaved && !existing) {
    const variantId = await variantIdOf(productId);
    if (!variantId) return notFound;
    const added = await commerce.wishlists.addWishedItem({ bearer_token: bearer, wishlist_token: favorites.data.token, variant_id: variantId, quantity: 1 });
    if (added.isFail()) return failure(added.fail());
  } else if (!wantSaved && existing) {
    const removed = await commerce.wishlists.removeWishedItem({ bearer_token: bearer, wishlist_token: favorites.data.token, id: existing.id });
    if (removed.isFail()) return failure(removed.fail());
  }
  revalidatePath('/[storefront]/account/wishlist/favorites', 'page');
  return succeed({ saved: wantSaved });
});

export interface PanelList {
  token: string;
  name: string;
  itemCount: number;
  containsProduct: boolean;
}

/** The custom lists for the list panel (the favorites have their own heart), with whether each holds the product. */
export const listsForPanel = serverAction(z.tuple([objectId]), async (productId): Promise<ListActionResult<PanelList[]>> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const lists = await fetchLists(bearer);
  if (!lists.success) return fromCommerceError(lists.error);
  return succeed(
    lists.data
      .filter((list) => !list.isDefault)
      .map((list) => ({ token: list.token, name: list.name, itemCount: list.itemCount, containsProduct: list.items.some((i) => i.productId === productId) })),
  );
});

async function addProduct(bearer: string, listToken: string, productId: string, variantId?: string): Promise<ListActionResult> {
  const variant = variantId ?? (await variantIdOf(productId));
  if (!variant) return notFound;
  const added = await commerce.wishlists.addWishedItem({ bearer_token: bearer, wishlist_token: listToken, variant_id: variant, quantity: 1 });
  if (added.isFail()) return failure(added.fail());
  revalidatePath('/[storefront]/account', 'layout');
  return succeed();
}

/** Adds a product to one of the shopper's lists (POST wishlists/{token}/add_item). */
export const addToList = serverAction(z.tuple([objectId, objectId, objectId.optional()]), async (listToken, productId, variantId): Promise<ListActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  return addProduct(bearer, listToken, productId, variantId);
});

/** Creates a list (name required, spec §5 "Lists: Required") and optionally puts a product in it. */
export const createList = serverAction(z.tuple([listSchema, objectId.optional(), objectId.optional()]), async (list, productId, variantId): Promise<ListActionResult<{ token: string }>> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const created = await loose(commerce.wishlists, 'create')({
    bearer_token: bearer,
    name: list.name,
    is_private: true,
    description: list.description,
  });
  if (created.isFail()) return failure(created.fail());
  const token = reshapeListToken(created.success());
  if (productId) {
    const added = await addProduct(bearer, token, productId, variantId);
    if (!added.ok) return added;
  }
  revalidatePath('/[storefront]/account', 'layout');
  return succeed({ token });
});

/** Sets a wished item's quantity (1 to 999). */
export const setListItemQuantity = serverAction(z.tuple([objectId, objectId, quantity]), async (listToken, itemId, quantity): Promise<ListActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.wishlists.updateWishedItem({ bearer_token: bearer, wishlist_token: listToken, id: itemId, quantity });
  if (result.isFail()) return failure(result.fail());
  revalidatePath('/[storefront]/account', 'layout');
  return succeed();
});

export const removeListItem = serverAction(z.tuple([objectId, objectId]), async (listToken, itemId): Promise<ListActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.wishlists.removeWishedItem({ bearer_token: bearer, wishlist_token: listToken, id: itemId });
  if (result.isFail()) return failure(result.fail());
  revalidatePath('/[storefront]/account', 'layout');
  return succeed();
});

/** Makes a list public so its link can be shared (private lists are visible to their owner only). */
export const shareList = serverAction(z.tuple([objectId]), async (listToken): Promise<ListActionResult> => {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  // A plain request: the SDK drops `false` from its options.
  const result = await commerceRequest('PATCH', `wishlists/${encodeURIComponent(listToken)}`, { bearer, body: { is_private: false } });
  if (!result.success) return fromCommerceError(result.error);
  revalidatePath('/[storefront]/account', 'layout');
  return succeed();
});
