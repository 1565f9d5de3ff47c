/**
 * The commerce service's wedding registry answer (JSON:API, docs/adr/0009-wedding-registry.md)
 * mapped to the shop's Registry (lib/registry/model.ts): each item resolved to its variant, product
 * and first image. Nothing outside lib/commerce reads the wire format.
 */
import type { Registry, RegistryItem } from '../model/registry';
import { related, type JsonApiDocument, type Resource, text } from './jsonapi';

/** Includes of every registry read: items with their variant, product and images. */
export const REGISTRY_INCLUDE = 'items,items.variant,items.variant.product,items.variant.images';

const count = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

function firstImage(document: JsonApiDocument, variant: Resource | undefined, product: Resource | undefined) {
  const images = [...(variant ? related(document, variant, 'images') : []), ...(product ? related(document, product, 'images') : [])];
  const image = images.sort((a, b) => Number(a.attributes.position ?? 0) - Number(b.attributes.position ?? 0))[0];
  const url = image ? text(image.attributes.original_url) || text(image.attributes.transformed_url) : '';
  return url ? { url, alt: text(image?.attributes.alt) } : null;
}

function reshapeItem(document: JsonApiDocument, item: Resource): RegistryItem {
  const variant = related(document, item, 'variant')[0];
  const product = variant ? related(document, variant, 'product')[0] : undefined;
  const productRef = variant?.relationships?.product?.data;
  const quantity = Math.max(1, count(item.attributes.quantity));
  // The API sums every completed gift; more than asked for still reads "purchased", not "5 of 4".
  const purchased = Math.min(quantity, count(item.attributes.purchased_quantity));
  const price = variant?.attributes.price ?? product?.attributes.price;
  return {
    id: item.id,
    variantId: variant?.id ?? '',
    productId: product?.id ?? (productRef && !Array.isArray(productRef) ? productRef.id : ''),
    name: text(product?.attributes.name ?? product?.attributes.title),
    slug: text(product?.attributes.slug),
    image: firstImage(document, variant, product),
    price: price === null || price === undefined || price === '' ? null : text(price),
    currency: text(variant?.attributes.currency ?? product?.attributes.currency),
    purchasable: (product?.attributes.purchasable ?? variant?.attributes.purchasable) !== false,
    quantity,
    purchased,
    remaining: quantity - purchased,
  };
}

/** A registry answer (include REGISTRY_INCLUDE) as the shop's Registry, its items in the service's order. */
export function reshapeRegistry(document: JsonApiDocument): Registry {
  const resource = document.data;
  const a = resource.attributes;
  const items = related(document, resource, 'items').map((item) => reshapeItem(document, item));
  return {
    id: String(resource.id),
    token: text(a.token),
    yourName: text(a.your_name),
    partnerName: text(a.partner_name),
    weddingDate: text(a.wedding_date).slice(0, 10),
    itemCount: a.item_count === undefined ? items.length : count(a.item_count),
    items,
  };
}
