/**
 * The shipping line of a product page (spec §4 states, §5 free shipping, §9 zones). The lead-time
 * rules are the listings' own (lib/catalogue/shipping.ts); this adds the cost for the visitor's
 * country. The commerce service's `shipping_time` is in weeks like the index's `lead_time`
 * (backend/commerce/README.md: 0 ready, 99 pre-order), so cards and the page say the same thing.
 */
import type { Product } from '../commerce/product';
import { shippingState, type ShippingState } from '../catalogue/shipping';
import { EU_LIST } from '../i18n/countries';
import type { Currency } from '../money/currency';
import { formatMoney, isFreeShippingText } from '../money';

export type ShippingZone = 'us' | 'gbp' | 'eu' | 'world';

/** US → the US cost, GB → the GBP cost, the EU list → the EU cost, everyone else → the world cost. */
export function shippingZone(countryIso: string): ShippingZone {
  const iso = countryIso.toUpperCase();
  if (iso === 'US') return 'us';
  if (iso === 'GB') return 'gbp';
  if ((EU_LIST as readonly string[]).includes(iso)) return 'eu';
  return 'world';
}

const ZONE_CURRENCY: Record<ShippingZone, Currency> = { us: 'USD', gbp: 'GBP', eu: 'EUR', world: 'USD' };

type ShippingInput = Pick<
  Product,
  'shippingTime' | 'shippingMessage' | 'shippingCost' | 'shippingCostEu' | 'shippingCostUs' | 'shippingCostGbp' | 'shippingCostWorld' | 'currency'
>;

/**
 * The cost to the visitor's country: the service's own `shipping_cost` (asked with the country and
 * priced in the locale's currency) when present, else the zone's cost in the zone's currency.
 */
export function shippingCost(product: ShippingInput, countryIso: string): { amount: string; currency: Currency } | null {
  if (product.shippingCost !== null) return { amount: product.shippingCost, currency: product.currency };
  const zone = shippingZone(countryIso);
  const amount = { us: product.shippingCostUs, gbp: product.shippingCostGbp, eu: product.shippingCostEu, world: product.shippingCostWorld }[zone];
  return amount === null ? null : { amount, currency: ZONE_CURRENCY[zone] };
}

export interface ShippingSummary {
  state: ShippingState;
  cost: { amount: string; currency: Currency } | null;
  /** §5: the cost text is a zero amount with a €, $ or £ sign. */
  free: boolean;
}

export function shippingSummary(product: ShippingInput, countryIso: string): ShippingSummary {
  const cost = shippingCost(product, countryIso);
  // The §5 rule reads text, so the amount is written as text first (in English: "$0", "€0").
  const free = cost !== null && isFreeShippingText(formatMoney(cost.amount, cost.currency, 'en'));
  return { state: shippingState(product.shippingTime, product.shippingMessage), cost, free };
}
