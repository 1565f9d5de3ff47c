/**
 * The named formats an amount is shown in, money's own: next-intl's formats (lib/i18n/formats.ts)
 * carry them for `format.number(v, 'price', { currency })`, and `formatMoney` (lib/money.ts) uses
 * them without next-intl. The currency is always named at the call.
 */
export const moneyFormats = {
  /** An amount with cents: always two decimals ($38.99, 1250,50 €). */
  price: { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** A whole amount, or a catalogue figure (whole units by rule): no decimals ($1,250, £980). */
  wholePrice: { style: 'currency', maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;
