import 'server-only';
import { commerce, catalogue } from '../commerce/client';
import { loose } from '../commerce/loose';
import { toCommerceError, type CommerceResult } from '../commerce/errors';
import { related, type Resource } from '../commerce/jsonapi';

/** Spec §3 list (the default one is the favorites), with its items' products as product ids. */
export interface WishList {
  token: string;
  name: string;
  description: string;
  isDefault: boolean;
  isPrivate: boolean;
  itemCount: number;
  items: WishItem[];
}

export interface WishItem {
  id: string;
  variantId: string;
  productId: string;
  quantity: number;
}

const INCLUDE = 'wished_items,wished_items.variant';

interface ListDocument {
  data: Resource | Resource[];
  included?: Resource[];
}

function toList(document: ListDocument, resource: Resource): WishList {
  const a = resource.attributes;
  const doc = { data: resource, included: document.included };
  const items = related(doc, resource, 'wished_items').map((item): WishItem => {
    const variant = related(doc, item, 'variant')[0];
    const productRef = variant?.relationships?.product?.data;
    return {
      id: item.id,
      variantId: variant?.id ?? '',
      productId: productRef && !Array.isArray(productRef) ? productRef.id : '',
      quantity: Number(item.attributes.quantity ?? 1),
    };
  });
  return {
    token: String(a.token ?? resource.id),
    name: String(a.name ?? ''),
    description: typeof a.description === 'string' ? a.description : '',
    isDefault: a.is_default === true,
    isPrivate: a.is_private !== false,
    itemCount: Number(a.item_count ?? items.length),
    items,
  };
}

function fromDocument(raw: unknown): WishList[] {
  const document = raw as ListDocument;
  const data = Array.isArray(document.data) ? document.data : [document.data];
  return data.map((resource) => toList(document, resource));
}

/** Every list of the shopper, the favorites first (GET wishlists). */
export async function fetchLists(bearer: string): Promise<CommerceResult<WishList[]>> {
  const result = await commerce.wishlists.list({ bearer_token: bearer, include: INCLUDE, per_page: 100 } as Parameters<typeof commerce.wishlists.list>[0]);
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: fromDocument(result.success()) };
}

/** The favorites (GET wishlists/default). */
export async function fetchFavorites(bearer: string): Promise<CommerceResult<WishList>> {
  const result = await commerce.wishlists.default({ bearer_token: bearer, include: INCLUDE } as Parameters<typeof commerce.wishlists.default>[0]);
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: fromDocument(result.success())[0] };
}

/**
 * One list by token (GET wishlists/{token}). With a bearer the owner sees a private list; without
 * one only public (shared) lists are found: the service answers 404 for anyone else's private list.
 */
export async function fetchList(bearer: string | null, token: string): Promise<CommerceResult<WishList>> {
  const result = await loose(commerce.wishlists, 'show')({
    wishlist_token: token,
    include: INCLUDE,
    ...(bearer ? { bearer_token: bearer } : {}),
  });
  if (result.isFail()) return { success: false, error: toCommerceError(result.fail()) };
  return { success: true, data: fromDocument(result.success())[0] };
}

/** A product's variant id, which wishlists store (products are sold by their master variant). */
export async function variantIdOf(productId: string): Promise<string | null> {
  const result = await loose(catalogue.products, 'show')({ id: productId, fields: { product: 'variant_id' } });
  if (result.isFail()) return null;
  const id = (result.success().data.attributes as Record<string, unknown>).variant_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
