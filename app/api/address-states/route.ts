import { NextResponse } from 'next/server';
import { countryStatesOrNull } from '@/lib/commerce/states';

/**
 * GET /api/address-states — the states, provinces and regions of the shop's countries that have
 * them, as the commerce service lists them (cached per country, lib/commerce/states.ts), for a form
 * that opens on a cached page (the white-glove request). The same for everyone, so any cache may keep it.
 */
export async function GET() {
  const states = await countryStatesOrNull();
  if (!states) return NextResponse.json({ error: 'States unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } });
  return NextResponse.json(states, { headers: { 'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=86400' } });
}
