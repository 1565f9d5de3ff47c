import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { isLanguage } from '@/lib/i18n/languages';
import { getMenu } from '@/lib/content/queries/menu';
import { previewMenuIdFor } from '@/lib/content/preview-menu';
import { menuDetailsOf } from '@/lib/content/menu';

/**
 * GET /api/menu?language=it&audience=trade — the submenus and the phone menu's lists, which the
 * cached page leaves out (its HTML holds only the first-level links) and the browser asks for on
 * the first sign of intent: a hover, a focus, the menu button. The same for every visitor of a
 * language and audience, so any cache may keep it; in preview it is the draft (or `menu-id`) menu,
 * never cached.
 */
export async function GET(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  const language = searchParams.get('language');
  if (!isLanguage(language)) return NextResponse.json({ error: 'Unknown language' }, { status: 400 });
  const trade = searchParams.get('audience') === 'trade';
  const preview = (await draftMode()).isEnabled;
  const menu = await getMenu({ language, trade, preview, previewMenuId: previewMenuIdFor(searchParams, preview) ?? undefined });
  if (!menu) return NextResponse.json({ error: 'Menu unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  return NextResponse.json(menuDetailsOf(menu), {
    headers: { 'Cache-Control': preview ? 'private, no-store' : 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400' },
  });
}
