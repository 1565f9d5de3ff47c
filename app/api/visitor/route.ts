import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { readVisitor } from '@/lib/visitor/read';

/**
 * GET /api/visitor?locale=it-it — what the cached page shows differently for this visitor (the
 * account button, bag count, registry link, notice), read after load. Private and never cached.
 */
export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const visitor = await readVisitor(locale);
  return NextResponse.json(visitor, { headers: { 'Cache-Control': 'private, no-store' } });
}
