'use server';

import { revalidatePath } from 'next/cache';
import { commerce } from '../commerce/client';
import { loose } from '../commerce/loose';
import { commerceRequest } from '../commerce/request';
import { reshapeListToken } from '../commerce/wishlists';
import { toCommerceError } from '../commerce/errors';
import { fieldErrors } from '../forms/validation';
import { listSchema } from '../auth/schemas';
import { bearerToken } from '../session';
import { fetchFavorites, fetchLists, variantIdOf } from './lists';

/**
 * Server actions for favorites and lists. The bearer comes from the httpOnly cookie, never from the
 * browser; every list is addressed by its token and the commerce service checks that the token's
 * list belongs to the bearer (another shopper's list answers 403 or 404), so an action cannot reach
 * someone else's list even with a guessed token.
 */
export type ListActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; reason: 'signedOut' | 'notFound' | 'failed'; errors?: Record<string, string> };

const signedOut = { ok: false, reason: 'signedOut' } as const;

function failure(error: unknown): ListActionResult<never> {
  const e = toCommerceError(error);
  return { ok: false, reason: e.status === 404 || e.status === 403 ? 'notFound' : 'failed' };
}

/** Product ids in the favorites, for the hearts' saved state; empty for guests. */
export async function favoriteProductIds(): Promise<string[]> {
  const bearer = await bearerToken();
  if (!bearer) return [];
  const result = await fetchFavorites(bearer);
  return result.success ? result.data.items.map((item) => item.productId) : [];
}

/** Saves or removes a product in the favorites; answers whether it is saved now. */
export async function toggleFavorite(productId: string, save?: boolean): Promise<ListActionResult<{ saved: boolean }>> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const favorites = await fetchFavorites(bearer);
  if (!favorites.success) return { ok: false, reason: 'failed' };
  const existing = favorites.data.items.find((item) => item.productId === productId);
  const wantSaved = save ?? !existing;
  if (wantSaved && !existing) {
    const variantId = await variantIdOf(productId);
    if (!variantId) return { ok: false, reason: 'notFound' };
    const added = await commerce.wishlists.addWishedItem({ bearer_token: bearer, wishlist_token: favorites.data.token, variant_id: variantId, quantity: 1 });
    if (added.isFail()) return failure(added.fail());
  } else if (!wantSaved && existing) {
    const removed = await commerce.wishlists.removeWishedItem({ bearer_token: bearer, wishlist_token: favorites.data.token, id: existing.id });
    if (removed.isFail()) return failure(removed.fail());
  }
  revalidatePath('/[locale]/account/wishlist/favorites', 'page');
  return { ok: true, data: { saved: wantSaved } };
}

export interface PanelList {
  token: string;
  name: string;
  itemCount: number;
  containsProduct: boolean;
}

/** The custom lists for the list panel (the favorites have their own heart), with whether each holds the product. */
export async function listsForPanel(productId: string): Promise<ListActionResult<PanelList[]>> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const lists = await fetchLists(bearer);
  if (!lists.success) return { ok: false, reason: 'failed' };
  return {
    ok: true,
    data: lists.data
      .filter((list) => !list.isDefault)
      .map((list) => ({ token: list.token, name: list.name, itemCount: list.itemCount, containsProduct: list.items.some((i) => i.productId === productId) })),
  };
}

/** Adds a product to one of the shopper's lists (POST wishlists/{token}/add_item). */
export async function addToList(listToken: string, productId: string, variantId?: string): Promise<ListActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const variant = variantId ?? (await variantIdOf(productId));
  if (!variant) return { ok: false, reason: 'notFound' };
  const added = await commerce.wishlists.addWishedItem({ bearer_token: bearer, wishlist_token: listToken, variant_id: variant, quantity: 1 });
  if (added.isFail()) return failure(added.fail());
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: undefined };
}

/** Creates a list (name required, spec §5 "Lists: Required") and optionally puts a product in it. */
export async function createList(input: unknown, productId?: string, variantId?: string): Promise<ListActionResult<{ token: string }>> {
  const parsed = listSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'failed', errors: fieldErrors(parsed.error) };
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const created = await loose(commerce.wishlists, 'create')({
    bearer_token: bearer,
    name: parsed.data.name,
    is_private: true,
    description: parsed.data.description,
  });
  if (created.isFail()) return failure(created.fail());
  const token = reshapeListToken(created.success());
  if (productId) {
    const added = await addToList(token, productId, variantId);
    if (!added.ok) return added;
  }
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: { token } };
}

/** Sets a wished item's quantity (1 to 999). */
export async function setListItemQuantity(listToken: string, itemId: string, quantity: number): Promise<ListActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999) return { ok: false, reason: 'failed' };
  const result = await commerce.wishlists.updateWishedItem({ bearer_token: bearer, wishlist_token: listToken, id: itemId, quantity });
  if (result.isFail()) return failure(result.fail());
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: undefined };
}

export async function removeListItem(listToken: string, itemId: string): Promise<ListActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  const result = await commerce.wishlists.removeWishedItem({ bearer_token: bearer, wishlist_token: listToken, id: itemId });
  if (result.isFail()) return failure(result.fail());
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: undefined };
}

/** Makes a list public so its link can be shared (private lists are visible to their owner only). */
export async function shareList(listToken: string): Promise<ListActionResult> {
  const bearer = await bearerToken();
  if (!bearer) return signedOut;
  // A plain request: the SDK drops `false` from its options.
  const result = await commerceRequest('PATCH', `wishlists/${encodeURIComponent(listToken)}`, { bearer, body: { is_private: false } });
  if (!result.success) return { ok: false, reason: result.error.status === 404 || result.error.status === 403 ? 'notFound' : 'failed' };
  revalidatePath('/[locale]/account', 'layout');
  return { ok: true, data: undefined };
}
