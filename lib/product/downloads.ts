/**
 * Issue 7 downloads: the CAD drawing and the tearsheet, with or without price, all streamed through
 * the shop's /api/digitals route. "With price" carries the currency the product page shows; the
 * commerce service adds the trade price only when the request's token is a trade user's.
 */
import { isCurrency, type Currency } from '../money/currency';

/** The shop's download link for an asset token; with a currency, the tearsheet with price in it. */
export function downloadHref(token: string, withPriceIn?: Currency): string {
  const path = `/api/digitals/${token}`;
  return withPriceIn ? `${path}?price=true&currency=${withPriceIn}` : path;
}

/** The currency of a with-price request, or null for a plain download (or a currency the shop does not sell in). */
export function pricedCurrency(searchParams: URLSearchParams): Currency | null {
  if (searchParams.get('price') !== 'true') return null;
  const currency = searchParams.get('currency')?.toUpperCase();
  return isCurrency(currency) ? currency : null;
}
