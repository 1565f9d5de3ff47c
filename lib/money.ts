import type { Currency } from './i18n/countries';

/**
 * Money arrives from the services as a decimal string plus a currency and is only formatted here,
 * never added up in the browser (architecture: "never floats added in the browser").
 */
export function formatMoney(amount: string | number, currency: Currency, locale: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  const fractionDigits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: 2,
  }).format(value);
}

/** The narrow symbol of a currency in a locale: $, €, £. */
export function currencySymbol(currency: Currency, locale: string): string {
  const part = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** Spec §5: free shipping is recognised when the shipping cost text is a zero amount with €, $ or £. */
export function isFreeShippingText(text: string | null | undefined): boolean {
  if (!text) return false;
  const trimmed = text.replace(/\s/g, '');
  if (!/[€$£]/.test(trimmed)) return false;
  const digits = trimmed.replace(/[€$£]/g, '').replace(/^(US|USD|EUR|GBP)/i, '');
  return /^0+([.,]0+)?$/.test(digits);
}
