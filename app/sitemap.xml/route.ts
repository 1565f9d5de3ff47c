import { sitemapEntries } from '@/lib/sitemaps/sources';
import { SITEMAP_KINDS, sitemapIndexXml, type SitemapEntry, type SitemapKind } from '@/lib/seo/sitemap';
import { sitemapAnswer, XML_HEADERS } from '@/lib/seo/sitemap-response';

/**
 * /sitemap.xml, the index of the per-locale sitemaps (lib/seo/sitemap.ts). Built per request from
 * the cached catalogue and content reads, so it never calls a service at build time; the answer may
 * be cached by any CDN for an hour.
 */
export const dynamic = 'force-dynamic';

/** Read before the whole catalogue: at 50,000 pieces its hundred pages kept the one content read waiting past its wait (the index answered 500). */
const CATALOGUE_KINDS = new Set<SitemapKind>(['products', 'categories']);

export function GET(): Promise<Response> {
  return sitemapAnswer(buildIndex);
}

async function buildIndex(): Promise<Response> {
  const read = (kinds: readonly SitemapKind[]) => Promise.all(kinds.map(async (kind) => [kind, await sitemapEntries(kind)] as const));
  const first = await read(SITEMAP_KINDS.filter((kind) => !CATALOGUE_KINDS.has(kind)));
  const then = await read(SITEMAP_KINDS.filter((kind) => CATALOGUE_KINDS.has(kind)));
  const byKind = Object.fromEntries([...first, ...then]) as Record<SitemapKind, SitemapEntry[]>;
  return new Response(sitemapIndexXml(byKind), { headers: XML_HEADERS });
}
