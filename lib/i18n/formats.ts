import type { Formats } from 'next-intl';
import { moneyFormats } from '../money/formats';
import { MONTH_NAME } from './month-format';

/**
 * next-intl's named formats, the one place where money and dates get their shape (the request config
 * and every NextIntlClientProvider carry them). Money always names its currency at the call
 * (`format.number(v, 'price', { currency })`): an order, a registry item or a bag may be in another
 * currency than the page's. Prices go through `<Price>`/`usePrice` (components/ui/Price.tsx) or `formatPrice` (lib/money.ts).
 */
export const formats = {
  number: moneyFormats,
  dateTime: {
    /** "12 June 2027": an order's placing, a post's publication, a page's last update. */
    long: { dateStyle: 'long' },
    /** "12 Jun 2027": dates in tables (the account's orders). */
    medium: { dateStyle: 'medium' },
    /** A calendar day that is no instant (a wedding day, stored as midnight UTC): the same day everywhere. */
    calendarDay: { dateStyle: 'long', timeZone: 'UTC' },
    /** A month's name on its own ("June"), for "available from {month} {year}". */
    month: MONTH_NAME,
  },
} as const satisfies Formats;
