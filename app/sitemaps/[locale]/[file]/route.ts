import { sitemapEntries } from '@/lib/seo/sitemap-sources';
import { parseSitemapFile, urlsetXml, entriesIn } from '@/lib/seo/sitemap';
import { XML_HEADERS } from '@/lib/seo/sitemap-response';

/** /sitemaps/{locale}/{kind}.xml: one crawled locale's pages of one kind, with their hreflang clusters. */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: string; file: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, file } = await params;
  const sitemap = parseSitemapFile(locale, file);
  if (!sitemap) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const entries = entriesIn(sitemap.locale, await sitemapEntries(sitemap.kind));
  // The index lists no empty sitemap; one asked for anyway is not a sitemap (the schema wants a URL).
  if (entries.length === 0) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(urlsetXml(sitemap.locale, entries), { headers: XML_HEADERS });
}
