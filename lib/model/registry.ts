/**
 * The wedding registry of spec §3 ("your name, partner's name, wedding date; items carry a quantity
 * and are split into to-buy and purchased"), as lib/commerce/registry.ts maps it from the commerce
 * service's answer (docs/adr/0009-wedding-registry.md). Types only: lib/registry/model.ts holds the
 * rules over them.
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
