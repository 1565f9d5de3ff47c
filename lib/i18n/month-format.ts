/**
 * A month's name on its own ("June"), for "available from {month} {year}": next-intl's named format
 * `month` (./formats.ts), and what a product card drawn at first paint reads without the other formats
 * (lib/i18n/shop-messages.tsx).
 */
export const MONTH_NAME = { month: 'long', timeZone: 'UTC' } as const satisfies Intl.DateTimeFormatOptions;
