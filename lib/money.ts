import type { useFormatter } from 'next-intl';
import type { Currency } from './money/currency';
import { moneyFormats } from './money/formats';

/** What `useFormatter()` and `await getFormatter()` give. */
export type Formatter = ReturnType<typeof useFormatter>;

export interface PriceOptions {
  /**
   * Whole units even when the amount has cents: the catalogue's figures (cards, listing filters,
   * trade prices, registry items) are shown so. Otherwise a whole amount shows no decimals and any
   * other shows two.
   */
  whole?: boolean;
}

/**
 * Money arrives from the services as a decimal string (or a number from the search index) plus a
 * currency, and is only formatted, never added up in the browser. This picks the named format
 * (lib/money/formats.ts) an amount is shown in.
 */
function priceFormat(amount: string | number, { whole = false }: PriceOptions = {}) {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return { value, name: whole || Number.isInteger(value) ? ('wholePrice' as const) : ('price' as const) };
}

/**
 * A price as text with next-intl's formatter, where no `<Price>` can go (async server components,
 * metadata, a message argument): `formatPrice(await getFormatter(), amount, currency)`.
 */
export function formatPrice(format: Formatter, amount: string | number, currency: Currency, options?: PriceOptions): string {
  const { value, name } = priceFormat(amount, options);
  return format.number(value, name, { currency });
}

/**
 * The same text without next-intl: the shop's `usePrice`/`<Price>` (components/ui/Price.tsx), and
 * code outside React and the request (a rule that reads a price as text, e.g. free shipping). The
 * same named formats, so it reads exactly as next-intl's formatter writes it.
 */
export function formatMoney(amount: string | number, currency: Currency, locale: string, options?: PriceOptions): string {
  const { value, name } = priceFormat(amount, options);
  return numberFormat(locale, { ...moneyFormats[name], currency }).format(value);
}

/**
 * Building an Intl.NumberFormat costs far more than formatting with one (a listing formats every
 * hit's shipping cost), and the shop needs a handful: each is built once per process.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let built = numberFormats.get(key);
  if (!built) numberFormats.set(key, (built = new Intl.NumberFormat(locale, options)));
  return built;
}

export { isCurrency } from './money/currency';

/** The narrow symbol of a currency in a locale: $, €, £. */
export function currencySymbol(currency: Currency, locale: string): string {
  const part = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/**
 * A currency's code and narrow symbol, as the shipping context shows them: "EUR €", or "EUR (€)"
 * with `parenthesised`. Where the locale writes the currency by its code (EUR in de-CH, as CLDR
 * has it), the code stands alone rather than twice ("EUR EUR").
 */
export function currencyLabel(currency: Currency, locale: string, { parenthesised = false } = {}): string {
  const symbol = currencySymbol(currency, locale);
  if (symbol === currency) return currency;
  return parenthesised ? `${currency} (${symbol})` : `${currency} ${symbol}`;
}

/** Spec §5: free shipping is recognised when the shipping cost text is a zero amount with €, $ or £. */
export function isFreeShippingText(text: string | null | undefined): boolean {
  if (!text) return false;
  const trimmed = text.replace(/\s/g, '');
  if (!/[€$£]/.test(trimmed)) return false;
  const digits = trimmed.replace(/[€$£]/g, '').replace(/^(US|USD|EUR|GBP)/i, '');
  return /^0+([.,]0+)?$/.test(digits);
}
