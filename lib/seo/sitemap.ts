/**
 * Sitemaps as search engines read them (sitemaps.org 0.9, hreflang through `xhtml:link`): an index
 * at `/sitemap.xml` naming one sitemap per crawled locale and kind of page
 * (`/sitemaps/it-it/products.xml`), each URL absolute with the `SITE_URL` origin, its `lastmod`
 * where the source knows it, and the page's whole hreflang cluster (ADR 0015). Pure: the routes
 * (app/sitemap.xml, app/sitemaps) feed it the entries (sitemap-sources.ts).
 */
import { clusterAlternates } from './alternates';
import { absoluteUrl, CRAWLED_LOCALES, isCrawledLocale, pathIn, siteOrigin, type LocalizedPaths } from './urls';

/** The kinds of pages, one sitemap each per locale. */
export const SITEMAP_KINDS = ['pages', 'categories', 'products', 'artisans', 'collections', 'landings', 'magazine'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

function isSitemapKind(value: string): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value);
}

/** A page: its locale-less path in each language it exists in, and when it last changed (ISO 8601). */
export interface SitemapEntry {
  paths: LocalizedPaths;
  lastmod?: string | null;
}

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function sitemapPath(locale: string, kind: SitemapKind): string {
  return `/sitemaps/${locale}/${kind}.xml`;
}

/** `/sitemaps/it-it/products.xml` → its locale and kind, or null when no sitemap has that address. */
export function parseSitemapFile(locale: string, file: string): { locale: string; kind: SitemapKind } | null {
  const kind = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : '';
  return isCrawledLocale(locale) && isSitemapKind(kind) ? { locale, kind } : null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** The latest of some dates (ISO 8601), or undefined. */
export function latest(dates: (string | null | undefined)[]): string | undefined {
  let best: number | undefined;
  for (const date of dates) {
    const time = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(time) && (best === undefined || time > best)) best = time;
  }
  return best === undefined ? undefined : new Date(best).toISOString();
}

/** The entries that exist in the locale's language (a document without a slug there has no page). */
export function entriesIn(locale: string, entries: SitemapEntry[]): SitemapEntry[] {
  return entries.filter((entry) => pathIn(entry.paths, locale));
}

/** One locale's sitemap of one kind: each page in that locale, with its hreflang cluster. */
export function urlsetXml(locale: string, entries: SitemapEntry[], origin: string = siteOrigin()): string {
  const urls = entriesIn(locale, entries).map(({ paths, lastmod }) => {
    const loc = absoluteUrl(locale, pathIn(paths, locale)!, origin);
    const modified = latest([lastmod]);
    const links = Object.entries(clusterAlternates(paths, origin)).map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
    );
    return `<url><loc>${escapeXml(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The index: for every crawled locale, the sitemap of each kind that has pages in its language,
 * with the latest `lastmod` of its pages. An empty sitemap is not listed (the schema wants a URL).
 */
export function sitemapIndexXml(entriesByKind: Partial<Record<SitemapKind, SitemapEntry[]>>, origin: string = siteOrigin()): string {
  const items: string[] = [];
  for (const locale of CRAWLED_LOCALES) {
    for (const kind of SITEMAP_KINDS) {
      const entries = entriesIn(locale, entriesByKind[kind] ?? []);
      if (entries.length === 0) continue;
      const modified = latest(entries.map((e) => e.lastmod));
      items.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPath(locale, kind)}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</sitemap>`);
    }
  }
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n');
}
