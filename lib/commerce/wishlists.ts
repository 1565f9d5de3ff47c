/**
 * The commerce service's wishlist answers (JSON:API) mapped to the shop's lists (lib/wishlists):
 * each list with its wished items resolved to their variant and product ids. Nothing outside
 * lib/commerce reads the wire format.
 */
import type { WishItem, WishList } from '../model/wishlists';
import { related, resourcesOf, type JsonApiDocument, type ListAnswer, type Resource } from './jsonapi';

/** Includes of every list read: the items and their variants (whose product is the piece). */
export const WISHLIST_INCLUDE = 'wished_items,wished_items.variant';

function reshapeList(document: JsonApiDocument, resource: Resource): WishList {
  const a = resource.attributes;
  const items = related(document, resource, 'wished_items').map((item): WishItem => {
    const variant = related(document, item, 'variant')[0];
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

/** A wishlists answer, one list (GET wishlists/{token}, default) or many (GET wishlists), as lists. */
export function reshapeLists(answer: ListAnswer): WishList[] {
  const included = answer.included as Resource[] | undefined;
  return resourcesOf(answer).map((resource) => reshapeList({ data: resource, included }, resource));
}

/** A new list's token (POST wishlists), which every later call addresses it by. */
export function reshapeListToken(document: JsonApiDocument): string {
  return String(document.data.attributes.token ?? document.data.id);
}

/** The variant id of a product answer read with fields[product]=variant_id; null when it has none. */
export function reshapeVariantId(document: JsonApiDocument): string | null {
  const id = document.data.attributes.variant_id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
