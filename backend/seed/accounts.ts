/** Demo users, their wedding registry and demo coupons (credentials are listed in backend/commerce/README.md). */
import type { Currency } from '../shared/countries';

export type TradeStatus = 'none' | 'pending' | 'approved';

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  tradeStatus: TradeStatus;
  shippingCountry: string;
  language: string;
  /** Store credit in minor units per currency. */
  storeCredits: Partial<Record<Currency, number>>;
  /** The registry's token is its shared link; fixed so demos and journeys can link to it. */
  registry: { token: string; yourName: string; partnerName: string; weddingDate: string; itemQuantities: number[] } | null;
}

export const DEMO_PASSWORD = 'Maestri-2026';

export const DEMO_USERS: SeedUser[] = [
  { email: 'consumer@casamaestri.test', password: DEMO_PASSWORD, firstName: 'Olivia', lastName: 'Bennett', tradeStatus: 'none', shippingCountry: 'US', language: 'en', storeCredits: { USD: 25_000 }, registry: null },
  { email: 'trade@casamaestri.test', password: DEMO_PASSWORD, firstName: 'Marco', lastName: 'Valli', tradeStatus: 'approved', shippingCountry: 'IT', language: 'it', storeCredits: {}, registry: null },
  { email: 'pending-trade@casamaestri.test', password: DEMO_PASSWORD, firstName: 'Claire', lastName: 'Dubois', tradeStatus: 'pending', shippingCountry: 'FR', language: 'fr', storeCredits: {}, registry: null },
  { email: 'registry@casamaestri.test', password: DEMO_PASSWORD, firstName: 'Sofia', lastName: 'Rinaldi', tradeStatus: 'none', shippingCountry: 'GB', language: 'en', storeCredits: { GBP: 10_000 }, registry: { token: 'sofia-and-james-2027-rinaldi-carter', yourName: 'Sofia Rinaldi', partnerName: 'James Carter', weddingDate: '2027-06-12', itemQuantities: [2, 1, 4, 3] } },
  // Spends its store credit in the store-credit journey (e2e/money.spec.ts), so the consumer's $250 stays for the others.
  { email: 'credit@casamaestri.test', password: DEMO_PASSWORD, firstName: 'Henry', lastName: 'Walsh', tradeStatus: 'none', shippingCountry: 'US', language: 'en', storeCredits: { USD: 25_000 }, registry: null },
];

/**
 * A guest's complete order from the demo registry (no account, so no demo user's order counts change):
 * it buys `quantity` of the registry's item at `itemIndex`, so that item shows as partly purchased.
 */
export const DEMO_REGISTRY_GIFT = {
  registryOwner: 'registry@casamaestri.test',
  itemIndex: 0,
  quantity: 1,
  number: 'R270612001',
  email: 'eleanor.hughes@example.com',
  address: { firstname: 'Eleanor', lastname: 'Hughes', address1: '14 Chepstow Villas', city: 'London', zipcode: 'W11 2RB', phone: '+44 20 7946 0321', country_iso: 'GB' },
};

export type CouponKind = 'percent' | 'fixed' | 'free_shipping' | 'gift_card';

export interface SeedCoupon {
  code: string;
  name: string;
  kind: CouponKind;
  /** Percent for 'percent'; minor units per currency for 'fixed' and 'gift_card'. */
  percent: number | null;
  amounts: Partial<Record<Currency, number>>;
  /** Minimum item total in minor units per currency, if any. */
  minimum: Partial<Record<Currency, number>>;
  usageLimit: number | null;
  expiresAt: string | null;
}

export const DEMO_COUPONS: SeedCoupon[] = [
  { code: 'WELCOME10', name: '10% off your first order', kind: 'percent', percent: 10, amounts: {}, minimum: {}, usageLimit: null, expiresAt: null },
  { code: 'ATELIER250', name: '250 off orders over 2,500', kind: 'fixed', percent: null, amounts: { USD: 25_000, EUR: 25_000, GBP: 20_000 }, minimum: { USD: 250_000, EUR: 250_000, GBP: 200_000 }, usageLimit: null, expiresAt: null },
  { code: 'FREESHIP', name: 'Free shipping', kind: 'free_shipping', percent: null, amounts: {}, minimum: {}, usageLimit: null, expiresAt: null },
  { code: 'GIFT-500-MAESTRI', name: 'Gift code 500', kind: 'gift_card', percent: null, amounts: { USD: 50_000, EUR: 50_000, GBP: 50_000 }, minimum: {}, usageLimit: 1, expiresAt: null },
  { code: 'EXPIRED15', name: 'Summer sale (ended)', kind: 'percent', percent: 15, amounts: {}, minimum: {}, usageLimit: null, expiresAt: '2025-09-30T23:59:59.000Z' },
];
