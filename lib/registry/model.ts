/**
 * The wedding registry of spec §3 ("your name, partner's name, wedding date; items carry a quantity
 * and are split into to-buy and purchased"), mapped from the commerce service's JSON:API document
 * (docs/adr/0009-wedding-registry.md). Components see only these types, never JSON:API.
 */
import { related, type JsonApiDocument, type Resource } from '../commerce/jsonapi';

export interface Registry {
  id: string;
  /** The unguessable token of the public page, /wedding_registry/{token}. */
  token: string;
  yourName: string;
  partnerName: string;
  /** ISO yyyy-mm-dd (a calendar date, no time zone). */
  weddingDate: string;
  itemCount: number;
  items: RegistryItem[];
}

export interface RegistryItem {
  id: string;
  variantId: string;
  productId: string;
  name: string;
  slug: string;
  image: { url: string; alt: string } | null;
  /** Decimal string in `currency`, null when the service sent none. */
  price: string | null;
  currency: string;
  /** False for a piece that can no longer be bought (no longer supplied, on request...). */
  purchasable: boolean;
  quantity: number;
  /** Units bought by guests, never shown above the quantity asked for. */
  purchased: number;
  remaining: number;
}

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

function firstImage(document: JsonApiDocument, variant: Resource | undefined, product: Resource | undefined) {
  const images = [...(variant ? related(document, variant, 'images') : []), ...(product ? related(document, product, 'images') : [])];
  const image = images.sort((a, b) => Number(a.attributes.position ?? 0) - Number(b.attributes.position ?? 0))[0];
  const url = image ? str(image.attributes.original_url) || str(image.attributes.transformed_url) : '';
  return url ? { url, alt: str(image?.attributes.alt) } : null;
}

function toItem(document: JsonApiDocument, item: Resource): RegistryItem {
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
    name: str(product?.attributes.name ?? product?.attributes.title),
    slug: str(product?.attributes.slug),
    image: firstImage(document, variant, product),
    price: price === null || price === undefined || price === '' ? null : str(price),
    currency: str(variant?.attributes.currency ?? product?.attributes.currency),
    purchasable: (product?.attributes.purchasable ?? variant?.attributes.purchasable) !== false,
    quantity,
    purchased,
    remaining: quantity - purchased,
  };
}

export function toRegistry(raw: unknown): Registry {
  const document = raw as JsonApiDocument;
  const resource = document.data;
  const a = resource.attributes;
  const items = related(document, resource, 'items').map((item) => toItem(document, item));
  return {
    id: String(resource.id),
    token: str(a.token),
    yourName: str(a.your_name),
    partnerName: str(a.partner_name),
    weddingDate: str(a.wedding_date).slice(0, 10),
    itemCount: a.item_count === undefined ? items.length : count(a.item_count),
    items,
  };
}

/** Spec §3: the items still to buy and those already purchased (nothing left to give). */
export function splitItems(items: RegistryItem[]): { toBuy: RegistryItem[]; purchased: RegistryItem[] } {
  return { toBuy: items.filter((i) => i.remaining > 0), purchased: items.filter((i) => i.remaining === 0) };
}

/** "Sofia & James" from "Sofia Rinaldi" and "James Carter": how the couple is named in short. */
export function coupleFirstNames(registry: Pick<Registry, 'yourName' | 'partnerName'>): string {
  const first = (name: string) => name.trim().split(/\s+/)[0] ?? '';
  return [first(registry.yourName), first(registry.partnerName)].filter(Boolean).join(' & ');
}

/** The wedding date as a Date at UTC midnight, for formatting with timeZone 'UTC' (no day shift). */
export function weddingDay(isoDate: string): Date | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}
