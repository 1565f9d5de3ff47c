import 'server-only';
import { commerce, catalogue } from '../commerce/client';
import { loose } from '../commerce/loose';
import type { CommerceResult } from '../commerce/errors';
import { settle } from '../commerce/result';
import { reshapeLists, reshapeVariantId, WISHLIST_INCLUDE } from '../commerce/wishlists';
import type { WishList } from '../model/wishlists';

/** Every list of the shopper, the favorites first (GET wishlists). */
export async function fetchLists(bearer: string): Promise<CommerceResult<WishList[]>> {
  return settle(await commerce.wishlists.list({ bearer_token: bearer, include: WISHLIST_INCLUDE, per_page: 100 } as Parameters<typeof commerce.wishlists.list>[0]), reshapeLists);
}

/** The favorites (GET wishlists/default). */
export async function fetchFavorites(bearer: string): Promise<CommerceResult<WishList>> {
  return settle(await commerce.wishlists.default({ bearer_token: bearer, include: WISHLIST_INCLUDE } as Parameters<typeof commerce.wishlists.default>[0]), (answer) => reshapeLists(answer)[0]);
}

/**
 * One list by token (GET wishlists/{token}). With a bearer the owner sees a private list; without
 * one only public (shared) lists are found: the service answers 404 for anyone else's private list.
 */
export async function fetchList(bearer: string | null, token: string): Promise<CommerceResult<WishList>> {
  const result = await loose(commerce.wishlists, 'show')({
    wishlist_token: token,
    include: WISHLIST_INCLUDE,
    ...(bearer ? { bearer_token: bearer } : {}),
  });
  return settle(result, (answer) => reshapeLists(answer)[0]);
}

/** A product's variant id, which wishlists store (products are sold by their master variant). */
export async function variantIdOf(productId: string): Promise<string | null> {
  const result = await loose(catalogue.products, 'show')({ id: productId, fields: { product: 'variant_id' } });
  const settled = settle(result, reshapeVariantId);
  return settled.success ? settled.data : null;
}
