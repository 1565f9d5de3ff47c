import { sitemapEntries } from '@/lib/seo/sitemap-sources';
import { SITEMAP_KINDS, sitemapIndexXml, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';
import { XML_HEADERS } from '@/lib/seo/sitemap-response';

/**
 * /sitemap.xml, the index of the per-locale sitemaps (lib/seo/sitemap.ts). Built per request from
 * the cached catalogue and content reads, so it never calls a service at build time; the answer may
 * be cached by any CDN for an hour.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const kinds = await Promise.all(SITEMAP_KINDS.map(async (kind) => [kind, await sitemapEntries(kind)] as const));
  const byKind = Object.fromEntries(kinds) as Record<SitemapKind, SitemapEntry[]>;
  return new Response(sitemapIndexXml(byKind), { headers: XML_HEADERS });
}
