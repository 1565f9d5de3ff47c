import type { Formats } from 'next-intl';
import { parseLocale } from './locales';

/** next-intl's named formats for a locale: `price` is money in the currency of the locale's country. */
export function formatsFor(locale: string): Formats {
  return { number: { price: { style: 'currency', currency: parseLocale(locale).country.currency } } };
}
