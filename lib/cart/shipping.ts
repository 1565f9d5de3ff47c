/**
 * Spec §7 shipping estimate and §3 warehouse grouping. Money is summed in integer cents on the
 * server, never as floats in the browser.
 */
import '../security/zod-jitless'; // before any z.object in browser code (CSP: no eval)
import { z } from 'zod';
import type { Cart, CartLine, ShippingRate } from './cart';
import { fromCents, isZero, toCents } from './money';

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

/** The estimate answer: a list of items with attributes.cost and shipment_data.line_item_ids. */
export function toShippingRates(body: unknown): ShippingRate[] {
  const list = z.object({ data: z.array(z.unknown()) }).parse(body).data;
  return list.map((item) => {
    const r = rate.parse(item);
    const data = r.shipment_data ?? r.attributes.shipment_data ?? { stock_location: null, line_item_ids: [] };
    return {
      id: r.id,
      attributes: { cost: r.attributes.cost, display_cost: r.attributes.display_cost ?? null, name: r.attributes.name ?? null },
      shipment_data: { stock_location: data.stock_location ?? null, line_item_ids: data.line_item_ids },
    };
  });
}

/** Spec §7: cart shipping is the sum of cost over shipments. */
export function sumShippingCost(rates: ShippingRate[]): string {
  return fromCents(rates.reduce((sum, r) => sum + toCents(r.attributes.cost), 0));
}

/** The cart with an estimate attached: shippingData and its summed shippingCost. */
export function withShippingEstimate(cart: Cart, rates: ShippingRate[]): Cart {
  const estimated = { ...cart, shippingData: rates, shippingCost: sumShippingCost(rates) };
  return { ...estimated, orderTotal: orderTotal(estimated) };
}

/**
 * Spec §7: the order total adds the estimated shipping only when the cart's own ship_total is 0.0
 * (once the checkout has shipments, the service already counts them).
 */
export function orderTotal(cart: Cart): string {
  const { total, ship_total } = cart.attributes;
  if (cart.shippingCost === null || !isZero(ship_total)) return total;
  return fromCents(toCents(total) + toCents(cart.shippingCost));
}

/** The shipping shown in the summary: the cart's own once it has shipments, else the estimate. */
export function shippingShown(cart: Cart): string | null {
  if (!isZero(cart.attributes.ship_total)) return cart.attributes.ship_total;
  return cart.shippingCost;
}

export const MILAN_WAREHOUSE = 'milan-warehouse';

export interface WarehouseGroup {
  stockLocation: string;
  /** Ready-to-ship pieces leave the Milan warehouse; the rest the artisan's own workshop. */
  kind: 'warehouse' | 'workshop';
  /** The artisan for a workshop group, from its lines. */
  artisanName: string | null;
  lines: CartLine[];
}

/** Spec §3: items grouped by warehouse, including the product's own (the artisan's workshop). Milan first. */
export function groupByWarehouse(lines: CartLine[]): WarehouseGroup[] {
  const groups = new Map<string, WarehouseGroup>();
  for (const line of lines) {
    const key = line.stockLocation;
    let group = groups.get(key);
    if (!group) {
      const kind = key === MILAN_WAREHOUSE ? 'warehouse' : 'workshop';
      group = { stockLocation: key, kind, artisanName: kind === 'workshop' ? line.product.artisan_name || null : null, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'warehouse' ? -1 : 1));
}
