/**
 * Spec §7 shipping estimate and §3 warehouse grouping. Money is summed in integer cents on the
 * server, never as floats in the browser.
 */
import type { Cart, CartLine, ShippingRate } from '../model/cart';
import { fromCents, isZero, toCents } from '../model/cart-money';

/** Spec §7: cart shipping is the sum of cost over shipments. */
export function sumShippingCost(rates: ShippingRate[]): string {
  return fromCents(rates.reduce((sum, r) => sum + toCents(r.cost), 0));
}

/** The cart with an estimate attached: shippingData and its summed shippingCost. */
export function withShippingEstimate(cart: Cart, rates: ShippingRate[]): Cart {
  const estimated = { ...cart, shippingData: rates, shippingCost: sumShippingCost(rates) };
  return { ...estimated, orderTotal: orderTotal(estimated) };
}

/** Order states in which a shipping method has been chosen: the order's own ship total is the shipping, even 0.0 (free). */
const SHIPPING_CHOSEN = new Set(['payment', 'confirm', 'complete']);

/** Whether the order's shipping is settled (a method was chosen at checkout), so its ship total is final. */
export function shippingChosen(cart: Pick<Cart, 'state'>): boolean {
  return SHIPPING_CHOSEN.has(cart.state);
}

/**
 * Spec §7: the order total adds the estimated shipping only when the cart's own ship total is 0.0
 * (once the checkout has shipments, the service already counts them, free shipping included).
 */
export function orderTotal(cart: Cart): string {
  const { total, shipTotal } = cart;
  if (cart.shippingCost === null || !isZero(shipTotal) || shippingChosen(cart)) return total;
  return fromCents(toCents(total) + toCents(cart.shippingCost));
}

/**
 * The shipping shown in the summary: the cart's own once it has shipments (a chosen method that
 * ships free is 0.00, shown as free), else the estimate, else null ("Calculated at checkout").
 */
export function shippingShown(cart: Cart): string | null {
  if (!isZero(cart.shipTotal) || shippingChosen(cart)) return cart.shipTotal;
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
      group = { stockLocation: key, kind, artisanName: kind === 'workshop' ? line.product.artisanName || null : null, lines: [] };
      groups.set(key, group);
    }
    group.lines.push(line);
  }
  return [...groups.values()].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'warehouse' ? -1 : 1));
}
