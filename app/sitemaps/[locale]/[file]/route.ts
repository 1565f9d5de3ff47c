import type { Locale } from '@/lib/i18n/locale-list';
import { sitemapEntries } from '@/lib/sitemaps/sources';
import { parseSitemapFile, sitemapParts, urlsetXml } from '@/lib/seo/sitemap';
import { sitemapAnswer, XML_HEADERS } from '@/lib/seo/sitemap-response';

/**
 * /sitemaps/{locale}/{kind}.xml (and {kind}-2.xml…): one crawled locale's pages of one kind, with
 * their hreflang clusters, split into parts of at most 50,000 URLs and 10 MB (lib/seo/sitemap.ts).
 */
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ locale: Locale; file: string }> };

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export function GET(_request: Request, context: Context): Promise<Response> {
  return sitemapAnswer(() => buildSitemap(context));
}

async function buildSitemap({ params }: Context): Promise<Response> {
  const { locale, file } = await params;
  const sitemap = parseSitemapFile(locale, file);
  if (!sitemap) return notFound();
  const part = sitemapParts(sitemap.locale, await sitemapEntries(sitemap.kind))[sitemap.part - 1];
  // The index lists no empty sitemap and no part past the last; one asked for anyway is not a sitemap (the schema wants a URL).
  if (!part) return notFound();
  return new Response(urlsetXml(sitemap.locale, part), { headers: XML_HEADERS });
}
