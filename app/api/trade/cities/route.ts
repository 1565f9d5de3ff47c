import { NextResponse } from 'next/server';
import { findCountry } from '@/lib/i18n/countries';
import { citiesOf } from '@/lib/trade/cities';

/**
 * GET /api/trade/cities?country=IT — the trade form's city suggestions for one country (spec §3
 * "city (type-ahead)"). The same for everyone: cached by the browser and any CDN for a day.
 */
export function GET(request: Request) {
  const iso = new URL(request.url).searchParams.get('country') ?? '';
  const country = findCountry(iso);
  return NextResponse.json(
    { country: country?.isocode ?? null, cities: country ? citiesOf(country.isocode) : [] },
    { status: country ? 200 : 404, headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } },
  );
}
