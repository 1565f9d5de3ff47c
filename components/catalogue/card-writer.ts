import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locale-list';
import type { Currency } from '@/lib/money/currency';
import { formatMoney } from '@/lib/money';
import type { CardWriter } from './card-product';
import { shippingStateText } from './shipping-state-text';

/**
 * The server's CardWriter for the cards it draws (a listing, an editorial row, similar pieces, a
 * list): the same texts as the browser's (useCardWriter), with next-intl's translator and the shop's
 * named month format, so the page's hydration formats nothing.
 */
export async function cardWriter(locale: Locale, currency: Currency): Promise<CardWriter> {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'catalogue.shipping' }), getFormatter({ locale })]);
  return {
    price: (amount) => formatMoney(amount, currency, locale, { whole: true }),
    shipping: (state) => shippingStateText(state, t, (date) => format.dateTime(date, 'month')),
  };
}
