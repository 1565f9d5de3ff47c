/**
 * The commerce service's cart answers (JSON:API: attributes, relationships, included) mapped to the
 * shop's camelCase cart (lib/model/cart.ts), checked with zod on the way. Nothing outside
 * lib/commerce reads the wire format.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money/currency';
import { fromCents, toCents } from '../model/cart-money';
import type { Cart, CartLine, ShippingRate } from '../model/cart';
import { related, type JsonApiDocument, type Resource } from './jsonapi';

/** Spree's `LineItem#amount`: price × quantity, in whole cents so no float sum is ever shown. */
export function lineAmount(price: string, quantity: number): string {
  return fromCents(toCents(price) * quantity);
}

/** Includes every cart call asks for, so one mapper reads all their answers. */
export const CART_INCLUDE = 'line_items,variants,promotions';

const money = z.union([z.string(), z.number()]).transform(String);
const optionalMoney = z.union([z.string(), z.number()]).nullish().transform((v) => (v === null || v === undefined ? null : String(v)));
const text = z.string().nullish().transform((v) => v ?? null);
const currency = z.enum(CURRENCIES);

const cartAttributes = z.object({
  number: z.string(),
  state: z.string(),
  email: text,
  currency,
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
  order_total_after_store_credit: optionalMoney,
  display_order_total_after_store_credit: text,
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
  currency,
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

function reshapeLine(resource: Resource, document: JsonApiDocument): CartLine {
  const a = lineAttributes.parse(resource.attributes);
  const variant = related(document, resource, 'variant')[0];
  const variantRef = resource.relationships?.variant?.data;
  return {
    id: resource.id,
    variantId: variant?.id ?? (variantRef && !Array.isArray(variantRef) ? variantRef.id : null),
    quantity: a.quantity,
    total: a.total,
    displayTotal: a.display_total,
    amount: lineAmount(a.price, a.quantity),
    stockLocation: a.stock_location,
    product: {
      name: a.name,
      slug: a.slug,
      localizedSlugs: a.localized_slugs,
      sku: a.sku,
      artisanName: a.artisan_name,
      purchasable: a.purchasable,
      inStock: a.in_stock,
      backorderable: a.backorderable,
      currency: a.currency,
      price: a.price,
      displayPrice: a.display_price,
      compareAtPrice: a.compare_at_price,
      displayCompareAtPrice: a.display_compare_at_price,
      image: a.image,
      shippingTime: a.shipping_time,
      shippingMessage: a.shipping_message,
    },
  };
}

/** A cart (or order) answer as the shop's Cart. Throws when the answer is not a cart. */
export function reshapeCart(document: JsonApiDocument): Cart {
  const a = cartAttributes.parse(document.data.attributes);
  const lines = related(document, document.data, 'line_items').map((line) => reshapeLine(line, document));
  const promotions = related(document, document.data, 'promotions').map((p) => {
    const promotion = promotionAttributes.parse(p.attributes);
    return { id: p.id, name: promotion.name, code: promotion.code, amount: promotion.amount, displayAmount: promotion.display_amount };
  });
  return {
    number: a.number,
    state: a.state,
    email: a.email,
    currency: a.currency,
    itemCount: a.item_count,
    itemTotal: a.item_total,
    displayItemTotal: a.display_item_total,
    shipTotal: a.ship_total,
    displayShipTotal: a.display_ship_total,
    promoTotal: a.promo_total,
    displayPromoTotal: a.display_promo_total,
    giftCodeTotal: a.gift_code_total,
    displayGiftCodeTotal: a.display_gift_code_total,
    additionalTaxTotal: a.additional_tax_total,
    displayAdditionalTaxTotal: a.display_additional_tax_total,
    includedTaxTotal: a.included_tax_total,
    displayIncludedTaxTotal: a.display_included_tax_total,
    taxLabel: a.tax_label,
    taxesIncluded: a.taxes_included,
    storeCreditTotal: a.store_credit_total,
    displayStoreCreditTotal: a.display_store_credit_total,
    orderTotalAfterStoreCredit: a.order_total_after_store_credit,
    displayOrderTotalAfterStoreCredit: a.display_order_total_after_store_credit,
    total: a.total,
    displayTotal: a.display_total,
    weddingRegistryId: a.wedding_registry_id,
    promotions,
    lines,
    lineItems: lines.map((l) => l.id),
    shippingCost: null,
    shippingData: null,
    orderTotal: a.total,
  };
}

/** The order token of a cart answer, for the server only (a new guest cart's guest_cart_token). */
export function orderTokenOf(document: JsonApiDocument): string | null {
  const token = document.data.attributes.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

const shipmentData = z.object({
  stock_location: z.string().nullish(),
  line_item_ids: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
});

const rate = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  attributes: z
    .object({
      cost: z.union([z.string(), z.number()]).transform(String),
      display_cost: z.string().nullish(),
      name: z.string().nullish(),
      shipment_data: shipmentData.optional(),
    })
    .loose(),
  shipment_data: shipmentData.optional(),
});

/** The estimate answer (spec §7): a list of items with attributes.cost and shipment_data.line_item_ids, wherever the service puts shipment_data. */
export function reshapeShippingRates(body: unknown): ShippingRate[] {
  const list = z.object({ data: z.array(z.unknown()) }).parse(body).data;
  return list.map((item) => {
    const r = rate.parse(item);
    const data = r.shipment_data ?? r.attributes.shipment_data ?? { stock_location: null, line_item_ids: [] };
    return {
      id: r.id,
      cost: r.attributes.cost,
      displayCost: r.attributes.display_cost ?? null,
      name: r.attributes.name ?? null,
      stockLocation: data.stock_location ?? null,
      lineItemIds: data.line_item_ids,
    };
  });
}
