/**
 * The cart of spec §3, parsed with zod from the commerce service's JSON:API answer. Components see
 * only these types. Money stays a decimal string plus its `display_*` twin from the service, so the
 * browser never adds floats.
 */
import { z } from 'zod';
import type { JsonApiDocument, Resource } from '../commerce/jsonapi';
import { related } from '../commerce/jsonapi';
import { fromCents, toCents } from './money';

const money = z.union([z.string(), z.number()]).transform(String);
const optionalMoney = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v)));
const text = z.string().nullish().transform((v) => v ?? null);

/**
 * No `token`: the order token opens the order without the bearer, so it never leaves the server.
 * zod drops keys the schema does not name, so every Cart the browser receives is without it; the
 * server reads a new guest cart's token from the service's answer with `orderToken`.
 */
const cartAttributes = z.object({
  number: z.string(),
  state: z.string(),
  email: text,
  currency: z.enum(['USD', 'EUR', 'GBP']),
  item_count: z.number(),
  item_total: money,
  display_item_total: z.string(),
  ship_total: money,
  display_ship_total: z.string(),
  promo_total: money,
  display_promo_total: z.string(),
  gift_code_total: money.default('0.00'),
  display_gift_code_total: z.string().default(''),
  additional_tax_total: money,
  display_additional_tax_total: z.string(),
  included_tax_total: money,
  display_included_tax_total: z.string(),
  tax_label: z.string().default('Tax'),
  taxes_included: z.boolean().default(false),
  store_credit_total: money.default('0.00'),
  display_store_credit_total: z.string().default(''),
  order_total_after_store_credit: money.optional(),
  display_order_total_after_store_credit: z.string().optional(),
  total: money,
  display_total: z.string(),
  wedding_registry_id: z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v))),
});

const lineAttributes = z.object({
  name: z.string(),
  quantity: z.number(),
  total: money,
  display_total: z.string(),
  price: money,
  display_price: z.string(),
  currency: z.enum(['USD', 'EUR', 'GBP']),
  compare_at_price: optionalMoney,
  display_compare_at_price: text,
  slug: z.string(),
  localized_slugs: z.record(z.string(), z.string()).default({}),
  sku: z.string().default(''),
  artisan_name: z.string().default(''),
  purchasable: z.boolean().default(true),
  in_stock: z.boolean().default(true),
  backorderable: z.boolean().default(false),
  image: text,
  shipping_time: z.number().nullish().transform((v) => v ?? null),
  shipping_message: text,
  stock_location: z.string().default('default'),
});

const promotionAttributes = z.object({
  name: z.string(),
  code: text,
  amount: money,
  display_amount: z.string(),
});

export type Currency = 'USD' | 'EUR' | 'GBP';

/** Spec §3 cart line: id, quantity, total, display_total and its product. */
export interface CartLine {
  id: string;
  variantId: string | null;
  quantity: number;
  /**
   * Spree's line `total`: the amount plus the line's promotions and *additional* (US sales) tax.
   * Not what a line shows beside the subtotal: see `amount`.
   */
  total: string;
  display_total: string;
  /**
   * Price × quantity (Spree's `LineItem#amount`), the basis of the order's `item_total`: the
   * figure a line shows, so the lines add up to the subtotal, with promotions and taxes on rows of
   * their own. The Storefront API does not send it; it is derived here in whole cents.
   */
  amount: string;
  /** The warehouse the line ships from ('milan-warehouse' or the artisan's workshop). */
  stockLocation: string;
  product: {
    name: string;
    slug: string;
    localized_slugs: Record<string, string>;
    sku: string;
    artisan_name: string;
    purchasable: boolean;
    in_stock: boolean;
    backorderable: boolean;
    currency: Currency;
    price: string;
    display_price: string;
    compare_at_price: string | null;
    display_compare_at_price: string | null;
    image: string | null;
    /** Weeks: 0 ready to ship, 99 pre-order. */
    shipping_time: number | null;
    shipping_message: string | null;
  };
}

export interface Promotion {
  id: string;
  name: string;
  code: string | null;
  amount: string;
  display_amount: string;
}

/** Spec §3 shipping rate data: attributes.cost and shipment_data.line_item_ids. */
export interface ShippingRate {
  id: string;
  attributes: { cost: string; display_cost: string | null; name: string | null };
  shipment_data: { stock_location: string | null; line_item_ids: string[] };
}

/** Spec §3 cart: attributes (total, ship_total, currency, item_count, …), promotions and lines. */
export interface Cart {
  attributes: z.infer<typeof cartAttributes>;
  promotions: Promotion[];
  lines: CartLine[];
  /** Line item ids in the order the service lists them. */
  lineItems: string[];
  /** Sum of the estimate's costs for the chosen country (spec §7), when one was asked for. */
  shippingCost: string | null;
  shippingData: ShippingRate[] | null;
  /** The total to show: the cart's own, plus the estimate only when ship_total is 0.0 (spec §7). Summed on the server. */
  orderTotal: string;
}

/** Spree's `LineItem#amount`: price × quantity, in whole cents so no float sum is ever shown. */
export function lineAmount(price: string, quantity: number): string {
  return fromCents(toCents(price) * quantity);
}

function toLine(resource: Resource, document: JsonApiDocument): CartLine {
  const a = lineAttributes.parse(resource.attributes);
  const variant = related(document, resource, 'variant')[0];
  const variantRef = resource.relationships?.variant?.data;
  return {
    id: resource.id,
    variantId: variant?.id ?? (variantRef && !Array.isArray(variantRef) ? variantRef.id : null),
    quantity: a.quantity,
    total: a.total,
    display_total: a.display_total,
    amount: lineAmount(a.price, a.quantity),
    stockLocation: a.stock_location,
    product: {
      name: a.name,
      slug: a.slug,
      localized_slugs: a.localized_slugs,
      sku: a.sku,
      artisan_name: a.artisan_name,
      purchasable: a.purchasable,
      in_stock: a.in_stock,
      backorderable: a.backorderable,
      currency: a.currency,
      price: a.price,
      display_price: a.display_price,
      compare_at_price: a.compare_at_price,
      display_compare_at_price: a.display_compare_at_price,
      image: a.image,
      shipping_time: a.shipping_time,
      shipping_message: a.shipping_message,
    },
  };
}

/** Includes every cart call asks for, so one parser reads all their answers. */
export const CART_INCLUDE = 'line_items,variants,promotions';

export function toCart(document: JsonApiDocument): Cart {
  const attributes = cartAttributes.parse(document.data.attributes);
  const lines = related(document, document.data, 'line_items').map((line) => toLine(line, document));
  const promotions = related(document, document.data, 'promotions').map((p) => ({ id: p.id, ...promotionAttributes.parse(p.attributes) }));
  return { attributes, promotions, lines, lineItems: lines.map((l) => l.id), shippingCost: null, shippingData: null, orderTotal: attributes.total };
}

/** The order token of a cart answer, for the server only (a new guest cart's guest_cart_token). */
export function orderToken(document: JsonApiDocument): string | null {
  const token = document.data.attributes.token;
  return typeof token === 'string' && token !== '' ? token : null;
}
