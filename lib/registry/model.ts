/**
 * The wedding registry of spec §3 ("your name, partner's name, wedding date; items carry a quantity
 * and are split into to-buy and purchased"), as lib/commerce/registry.ts maps it from the commerce
 * service's answer (docs/adr/0009-wedding-registry.md). Components see only these types.
 */

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

/** Spec §3: the items still to buy and those already purchased (nothing left to give). */
export function splitItems(items: RegistryItem[]): { toBuy: RegistryItem[]; purchased: RegistryItem[] } {
  return { toBuy: items.filter((i) => i.remaining > 0), purchased: items.filter((i) => i.remaining === 0) };
}

/**
 * The owner's view (issue 39): every piece a guest has bought at least one unit of is a gift bought,
 * so "Purchased" never says nothing was bought while "To buy" shows "1 of 2 purchased". A piece
 * partly given is in both groups: to buy for what is left, purchased for what was given.
 */
export function ownerGroups(items: RegistryItem[]): { toBuy: RegistryItem[]; purchased: RegistryItem[] } {
  return { toBuy: items.filter((i) => i.remaining > 0), purchased: items.filter((i) => i.purchased > 0) };
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
