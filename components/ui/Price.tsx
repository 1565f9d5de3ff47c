'use client';

import type { Currency } from '@/lib/money/currency';
import { formatMoney, type PriceOptions } from '@/lib/money';
import { useShopLocale } from '@/lib/i18n/shop-messages';

/**
 * Formats prices in the page's locale: `price(amount, currency)`, for text inside a message or an
 * attribute; `<Price>` where the price stands alone. A client module: the locale comes from the
 * layout's shop context (lib/i18n/shop-messages.tsx), not next-intl's, so a price drawn at first paint
 * brings no next-intl runtime; server components render `<Price>` as they render any client part.
 * Async server code uses `formatPrice(await getFormatter(), …)` (lib/money.ts): the same named formats.
 */
export function usePrice(): (amount: string | number, currency: Currency, options?: PriceOptions) => string {
  const locale = useShopLocale();
  return (amount, currency, options) => formatMoney(amount, currency, locale, options);
}

/** A price as the shop shows it everywhere: $1,250 and $38.99; catalogue figures in whole units with `whole`. */
export function Price({ amount, currency, whole }: { amount: string | number; currency: Currency } & PriceOptions) {
  return usePrice()(amount, currency, { whole });
}
