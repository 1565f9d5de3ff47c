import { useFormatter } from 'next-intl';
import type { Currency } from '@/lib/money/currency';
import { formatPrice, type PriceOptions } from '@/lib/money';

/**
 * Formats prices in the page's locale: `price(amount, currency)`, for text inside a message or an
 * attribute; `<Price>` where the price stands alone. Works in client and (non-async) server
 * components; async server code uses `formatPrice(await getFormatter(), …)` (lib/money.ts).
 */
export function usePrice(): (amount: string | number, currency: Currency, options?: PriceOptions) => string {
  const format = useFormatter();
  return (amount, currency, options) => formatPrice(format, amount, currency, options);
}

/** A price as the shop shows it everywhere: $1,250 and $38.99; catalogue figures in whole units with `whole`. */
export function Price({ amount, currency, whole }: { amount: string | number; currency: Currency } & PriceOptions) {
  return usePrice()(amount, currency, { whole });
}
