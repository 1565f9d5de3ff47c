import { NextResponse } from 'next/server';
import { lookupProducts } from '@/lib/search/lookup';
import { localeOr, parseLocale } from '@/lib/i18n/locales';
import { LIST_INITIAL_ITEMS } from '@/lib/catalogue/indexes';

/**
 * GET /api/products/lookup?ids=1,2&locale=it-it — lite products by ids through the search service
 * (spec §7), for the product page's recently viewed tab and a carousel's later cards. The search-only key never returns trade
 * prices, so the answer is the same for everyone and may be cached briefly.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const ids = (url.searchParams.get('ids') ?? '').split(',').map((id) => id.trim()).filter(Boolean).slice(0, LIST_INITIAL_ITEMS);
  const locale = parseLocale(localeOr(url.searchParams.get('locale')));
  try {
    const products = await lookupProducts(locale, ids);
    return NextResponse.json({ products }, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60' } });
  } catch {
    return NextResponse.json({ products: [] }, { status: 502 });
  }
}
