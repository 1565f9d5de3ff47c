import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { currentAccount } from '@/lib/session';
import { CURRENCIES } from '@/lib/money/currency';
import { fetchTradePrices, TRADE_PRICE_IDS_LIMIT } from '@/lib/search/trade-prices';

const querySchema = z.object({
  ids: z
    .string()
    .transform((s) => [...new Set(s.split(',').filter((id) => /^[A-Za-z0-9_-]{1,40}$/.test(id)))])
    .pipe(z.array(z.string()).min(1).max(TRADE_PRICE_IDS_LIMIT)),
  currency: z.enum(CURRENCIES),
});

const privateHeaders = { 'cache-control': 'private, no-store', vary: 'cookie' };

/** Trade prices for the cards a trade user sees; 403 for everyone else. */
export async function GET(request: NextRequest) {
  const account = await currentAccount();
  if (!account?.isTrade) return NextResponse.json({ error: 'Trade prices are for trade accounts only' }, { status: 403, headers: privateHeaders });
  const parsed = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: 'ids and currency are required' }, { status: 422, headers: privateHeaders });
  try {
    const prices = await fetchTradePrices(parsed.data.ids, parsed.data.currency);
    return NextResponse.json({ prices }, { headers: privateHeaders });
  } catch (error) {
    console.error(`trade prices unavailable: ${(error as Error).message}`);
    return NextResponse.json({ error: 'Trade prices are unavailable' }, { status: 503, headers: privateHeaders });
  }
}
