/**
 * The currencies the shop sells in (spec §3: "currency: USD, EUR or GBP"), the one list the
 * storefront derives the `Currency` type, its checks and its per-currency index fields from
 * (tests/unit/currency.test.ts keeps it equal to the spec's). The embedded backend keeps its own
 * mirror (backend/shared/countries.ts, backend/commerce/money.ts): it never imports the storefront.
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

/** Whether a currency code from a service or a URL is one the shop sells in. */
export function isCurrency(code: string | null | undefined): code is Currency {
  return CURRENCIES.some((currency) => currency === code);
}
