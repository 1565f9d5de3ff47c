/**
 * Sitemaps as search engines read them (sitemaps.org 0.9, hreflang through `xhtml:link`): an index
 * at `/sitemap.xml` naming the sitemaps of each crawled locale and kind of page
 * (`/sitemaps/it-it/products.xml`, then `products-2.xml`… when one file would be too big), each URL
 * absolute with the `SITE_URL` origin, its `lastmod` where the source knows it, and the page's whole
 * hreflang cluster (ADR 0015). No file holds more than `SITEMAP_LIMITS` (50,000 URLs, 10 MB):
 * `sitemapParts` splits a locale's pages by their measured bytes. Pure: the routes
 * (app/sitemap.xml, app/sitemaps) feed it the entries (sitemap-sources.ts).
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { clusterAlternates } from './alternates';
import { DEFAULT_LOCALE, isLocale, localePrefix, parseLocale } from '../i18n/locales';
import { LANGUAGES } from '../i18n/languages';
import { absoluteUrl, CRAWLED_LOCALES, hreflangOf, isCrawledLocale, LANGUAGE_LOCALES, pathIn, siteOrigin, type LocalizedPaths } from './urls';

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

/**
 * What one sitemap file may hold. Search engines take 50,000 URLs and 50 MB (uncompressed) a file;
 * the shop's budget is 10 MB (issue 34), counted as 10,000,000 bytes so either reading of "MB" holds.
 * A product URL with its ~65 alternates is ~8.6 KB: about 1,150 products a file.
 */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 10_000_000 };

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

/** The address of a locale's sitemap of one kind: part 1 is `products.xml` (its address before splitting), part n `products-n.xml`. */
export function sitemapPath(locale: Locale, kind: SitemapKind, part = 1): string {
  return `/sitemaps/${locale}/${kind}${part > 1 ? `-${part}` : ''}.xml`;
}

/**
 * `/sitemaps/it-it/products-2.xml` → its locale, kind and part, or null when no sitemap can have that
 * address. One spelling per file: `products-1.xml` and `products-02.xml` are not addresses (part 1 is
 * `products.xml`). Whether the part exists depends on the catalogue: the route answers 404 past the last.
 */
export function parseSitemapFile(locale: string, file: string): { locale: Locale; kind: SitemapKind; part: number } | null {
  const match = /^([a-z]+)(?:-([1-9][0-9]{0,5}))?\.xml$/.exec(file);
  if (!match || !isLocale(locale) || !isCrawledLocale(locale) || !isSitemapKind(match[1])) return null;
  const part = match[2] ? Number(match[2]) : 1;
  if (match[2] && part < 2) return null;
  return { locale, kind: match[1], part };
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
export function entriesIn(locale: Locale, entries: SitemapEntry[]): SitemapEntry[] {
  const { language } = parseLocale(locale); // once, not per page: a products sitemap reads 50,000 of them
  return entries.filter((entry) => entry.paths[language]);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const URLSET_CLOSE = '</urlset>';
/** The bytes of a urlset around its URLs: the header, the opening and closing tags, and their line ends. */
const URLSET_ENVELOPE_BYTES = XML_HEADER.length + URLSET_OPEN.length + URLSET_CLOSE.length + 3;
/** A `<url>` without its loc, lastmod and links, and its line end. */
const URL_TAGS_BYTES = '<url><loc></loc></url>'.length + 1;
const LASTMOD_TAGS_BYTES = '<lastmod></lastmod>'.length;

/** A link without its hreflang and href values. */
const LINK_TAGS_BYTES = '<xhtml:link rel="alternate" hreflang="" href=""/>'.length;
const linkXml = (hreflang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
/** UTF-8 bytes of a string: its length when ASCII (URLs are percent-encoded; only an origin or a title could hold more). */
const utf8Bytes = (value: string) => (/^[\x00-\x7f]*$/.test(value) ? value.length : Buffer.byteLength(value, 'utf8'));

/** One page's `<url>` in one locale's sitemap, with its hreflang cluster. */
function urlXml(locale: Locale, { paths, lastmod }: SitemapEntry, origin: string): string {
  const loc = absoluteUrl(locale, pathIn(paths, locale)!, origin);
  const modified = latest([lastmod]);
  const links = Object.entries(clusterAlternates(paths, origin)).map(([hreflang, href]) => linkXml(hreflang, href));
  return `<url><loc>${escapeXml(loc)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links.join('')}</url>`;
}

/** What a cluster's links weigh apart from the pages' paths, per language, for one origin (see `urlBytesBound`). */
interface ClusterCosts {
  /** Per language: the links of its crawled locales and of its language value, without the path. */
  links: Map<string, number>;
  /** Per language: the longest prefix of its crawled locales (`/de-ch`: 6; en-us has none). */
  longestPrefix: Map<string, number>;
  /** The x-default link without the path. */
  xDefault: number;
}

let costsOf: { origin: string; costs: ClusterCosts } | null = null;

function clusterCosts(origin: string): ClusterCosts {
  if (costsOf?.origin === origin) return costsOf.costs;
  const home = utf8Bytes(escapeXml(origin));
  const link = (hreflang: string, locale: Locale) => LINK_TAGS_BYTES + utf8Bytes(escapeXml(hreflang)) + home + localePrefix(locale).length;
  const links = new Map<string, number>();
  const longestPrefix = new Map<string, number>();
  for (const locale of CRAWLED_LOCALES) {
    const { language } = parseLocale(locale);
    links.set(language, (links.get(language) ?? 0) + link(hreflangOf(locale), locale));
    longestPrefix.set(language, Math.max(longestPrefix.get(language) ?? 0, localePrefix(locale).length));
  }
  for (const language of LANGUAGES) links.set(language, (links.get(language) ?? 0) + link(language, LANGUAGE_LOCALES[language]));
  const costs = { links, longestPrefix, xDefault: link('x-default', DEFAULT_LOCALE) };
  costsOf = { origin, costs };
  return costs;
}

/**
 * The most bytes a page's `<url>` (and its line end) can weigh in the sitemap of any locale: the
 * links of its cluster (`clusterAlternates`: each crawled locale of a language it has a path in, each
 * such language, x-default), its lastmod, and for the loc the longest URL of its cluster (a page's
 * loc is its locale's member). The same for every locale, so a language's locales split alike.
 * Counted from each language's path and constants per origin, not by building the 60-odd links:
 * the index measures every page of every kind (tests/unit/sitemap.test.ts holds it to the rendering).
 */
export function urlBytesBound({ paths, lastmod }: SitemapEntry, origin: string = siteOrigin()): number {
  const costs = clusterCosts(origin);
  const home = utf8Bytes(escapeXml(origin));
  // A locale's URL is the origin, its prefix, then the path; a home path ('/') adds nothing (`/it-it`, or the bare origin).
  const pathBytes = (path: string) => (path === '/' || path === '' ? 0 : utf8Bytes(escapeXml(path)));
  let bytes = URL_TAGS_BYTES;
  let longestLoc = 0;
  for (const language of LANGUAGES) {
    const path = paths[language];
    if (!path) continue;
    const own = pathBytes(path);
    const crawled = CRAWLED_COUNT.get(language) ?? 0;
    bytes += costs.links.get(language)! + own * (crawled + 1);
    if (crawled) longestLoc = Math.max(longestLoc, home + costs.longestPrefix.get(language)! + own);
    if (language === 'en') bytes += costs.xDefault + own;
  }
  const modified = latest([lastmod]);
  return bytes + longestLoc + (modified ? LASTMOD_TAGS_BYTES + modified.length : 0);
}

/** How many crawled locales each language has. */
const CRAWLED_COUNT = CRAWLED_LOCALES.reduce((counts, locale) => {
  const { language } = parseLocale(locale);
  return counts.set(language, (counts.get(language) ?? 0) + 1);
}, new Map<string, number>());

/**
 * Splits items, in order, into files of at most `limits.urls` items and `limits.bytes` bytes
 * (`envelope` bytes of every file plus each item's `sizes[i]`). An item too big for any file gets a
 * file of its own (it cannot be split; the caller's test keeps that from happening). Pure.
 */
export function splitBySize<T>(items: readonly T[], sizes: readonly number[], limits: SitemapLimits, envelope = 0): T[][] {
  const files: T[][] = [];
  let current: T[] = [];
  let bytes = envelope;
  items.forEach((item, i) => {
    if (current.length > 0 && (current.length >= limits.urls || bytes + sizes[i] > limits.bytes)) {
      files.push(current);
      current = [];
      bytes = envelope;
    }
    current.push(item);
    bytes += sizes[i];
  });
  if (current.length) files.push(current);
  return files;
}

/** Bound of each entry, kept while the entry lives (the index and each file measure the same catalogue). */
const boundCache = new WeakMap<SitemapEntry, { origin: string; bytes: number }>();

function cachedBound(entry: SitemapEntry, origin: string): number {
  const known = boundCache.get(entry);
  if (known && known.origin === origin) return known.bytes;
  const bytes = urlBytesBound(entry, origin);
  boundCache.set(entry, { origin, bytes });
  return bytes;
}

/**
 * One locale's pages of one kind, split into sitemap files (part 1 first), each within `limits` once
 * rendered by `urlsetXml`. The split depends only on the entries' order and sizes, so the index and
 * every file compute the same parts from the same catalogue.
 */
export function sitemapParts(locale: Locale, entries: SitemapEntry[], { origin = siteOrigin(), limits = SITEMAP_LIMITS }: { origin?: string; limits?: SitemapLimits } = {}): SitemapEntry[][] {
  const mine = entriesIn(locale, entries);
  return splitBySize(mine, mine.map((entry) => cachedBound(entry, origin)), limits, URLSET_ENVELOPE_BYTES);
}

/** One locale's sitemap (or part of one): each page in that locale, with its hreflang cluster. */
export function urlsetXml(locale: Locale, entries: SitemapEntry[], origin: string = siteOrigin()): string {
  const urls = entriesIn(locale, entries).map((entry) => urlXml(locale, entry, origin));
  return [XML_HEADER, URLSET_OPEN, ...urls, URLSET_CLOSE, ''].join('\n');
}

/**
 * The index: for every crawled locale, each part of the sitemap of each kind that has pages in its
 * language, with the latest `lastmod` of its pages. An empty sitemap is not listed (the schema wants
 * a URL). One index suffices up to 50,000 files (about 50 million products at 55 locales); search
 * engines do not follow an index named in another index, so past that robots.txt would name several.
 */
export function sitemapIndexXml(
  entriesByKind: Partial<Record<SitemapKind, SitemapEntry[]>>,
  origin: string = siteOrigin(),
  limits: SitemapLimits = SITEMAP_LIMITS,
): string {
  const items: string[] = [];
  // A locale's pages depend only on its language, and so do their parts: split each language's once.
  const parts = new Map<string, SitemapEntry[][]>();
  for (const locale of CRAWLED_LOCALES) {
    for (const kind of SITEMAP_KINDS) {
      const key = `${kind}:${parseLocale(locale).language}`;
      if (!parts.has(key)) parts.set(key, sitemapParts(locale, entriesByKind[kind] ?? [], { origin, limits }));
      parts.get(key)!.forEach((part, i) => {
        const modified = latest(part.map((e) => e.lastmod));
        items.push(`<sitemap><loc>${escapeXml(`${origin}${sitemapPath(locale, kind, i + 1)}`)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</sitemap>`);
      });
    }
  }
  return [XML_HEADER, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n');
}
