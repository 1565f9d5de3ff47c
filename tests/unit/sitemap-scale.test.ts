/**
 * Issue 34 item 4: a catalogue of 50,000 pieces through the pure sitemap functions. Every file a
 * search engine reads stays within 50,000 URLs and 10 MB, every page the catalogue has is listed
 * exactly once per locale, and each page keeps its whole reciprocal hreflang cluster.
 */
import { describe, expect, it } from 'vitest';
import { CRAWLED_LOCALES, hreflangOf } from '@/lib/seo/urls';
import { parseSitemapFile, SITEMAP_LIMITS, sitemapIndexXml, sitemapParts, urlBytesBound, urlsetXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { productPaths } from '@/lib/seo/paths';
import { parseLocale } from '@/lib/i18n/locales';

const ORIGIN = 'https://www.casamaestri-arredamenti-fatti-a-mano.example';
const PRODUCTS = 50_000;
const bytes = (xml: string) => Buffer.byteLength(xml, 'utf8');

const NOUNS = { en: ['sofa', 'armchair', 'coffee-table', 'chandelier', 'sideboard'], it: ['divano', 'poltrona', 'tavolino', 'lampadario', 'credenza'], de: ['sofa', 'sessel', 'couchtisch', 'kronleuchter', 'sideboard'], fr: ['canapé', 'fauteuil', 'table-basse', 'lustre', 'buffet'], es: ['sofá', 'sillón', 'mesa-de-centro', 'araña', 'aparador'] };
const NAMES = ['lido', 'arco', 'murano', 'bellagio', 'portofino', 'cortina-d-ampezzo', 'san-gimignano-riserva'];

/** 50,000 products with slugs in the five languages (accented ones percent-encoded: the longest URLs), a few without a German page. */
function catalogue(): SitemapEntry[] {
  return Array.from({ length: PRODUCTS }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]}-${i}`;
    const slugs = Object.fromEntries(Object.entries(NOUNS).map(([language, nouns]) => [language, `${nouns[i % nouns.length]}-${name}`]));
    if (i % 97 === 0) delete slugs.de;
    return { paths: productPaths(slugs), lastmod: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString() };
  });
}

const entries = catalogue();
/** Each page's bound, measured once (it is the same in every locale). */
const bounds = new Map(entries.map((entry) => [entry, urlBytesBound(entry, ORIGIN)]));
const urlsOf = (xml: string) => xml.match(/<url>/g)?.length ?? 0;
const locsOf = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]);

describe('sitemaps of a 50,000-piece catalogue', () => {
  it('split every crawled locale’s products into parts that keep every page once, in order', { timeout: 300_000 }, () => {
    for (const locale of CRAWLED_LOCALES) {
      const parts = sitemapParts(locale, entries, { origin: ORIGIN });
      const inLanguage = entries.filter((e) => e.paths[parseLocale(locale).language]);
      const listed = parts.flat();
      expect(listed.length, locale).toBe(inLanguage.length);
      expect(listed.every((entry, i) => entry === inLanguage[i]), locale).toBe(true);
      expect(parts.length, locale).toBeGreaterThan(40); // ~8.6 KB a URL: about 1,150 a file
      expect(Math.max(...parts.map((p) => p.length)), locale).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    }
  });

  it('keeps every file of every locale within 10 MB and 50,000 URLs, nearly full', { timeout: 300_000 }, () => {
    // Each page's bound is what its <url> weighs in its heaviest locale (tests/unit/sitemap.test.ts
    // holds it to the rendering, byte for byte), so a part whose bounds fit renders within the limit
    // in every locale: checked for all of them, and a few parts rendered for real.
    for (const locale of CRAWLED_LOCALES) {
      const envelope = bytes(urlsetXml(locale, [], ORIGIN));
      const parts = sitemapParts(locale, entries, { origin: ORIGIN });
      const weights = parts.map((part) => part.reduce((sum, entry) => sum + bounds.get(entry)!, envelope));
      expect(Math.max(...weights), locale).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      // The split measures bytes, not a guess: every part but the last is over 99% of the budget.
      expect(Math.min(...weights.slice(0, -1)), locale).toBeGreaterThan(0.99 * SITEMAP_LIMITS.bytes);
    }
    for (const locale of ['en-us', 'de-ch'] as const) {
      const parts = sitemapParts(locale, entries, { origin: ORIGIN });
      for (const part of [parts[0], parts[parts.length >> 1], parts[parts.length - 1]]) {
        const xml = urlsetXml(locale, part, ORIGIN);
        expect(urlsOf(xml)).toBe(part.length);
        expect(bytes(xml), locale).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      }
    }
  });

  it('keeps each page’s whole cluster, the same in every locale’s sitemap and naming each member itself', { timeout: 300_000 }, () => {
    for (const entry of entries.filter((_, i) => i % 5_000 === 1 || i % 5_000 === 97)) {
      const clusters = CRAWLED_LOCALES.flatMap((locale) => {
        const xml = urlsetXml(locale, [entry], ORIGIN);
        if (!urlsOf(xml)) return [];
        const links = Object.fromEntries(Array.from(xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g), (m) => [m[1], m[2]]));
        expect(links[hreflangOf(locale)], locale).toBe(locsOf(xml)[0]);
        return [{ locale, loc: locsOf(xml)[0], links }];
      });
      // Reciprocal: every member's sitemap entry lists exactly the same set, and every crawled
      // locale's URL in the set is a loc of its sitemap.
      for (const { links } of clusters) expect(links).toEqual(clusters[0].links);
      const locs = new Set(clusters.map((c) => c.loc));
      for (const [hreflang, href] of Object.entries(clusters[0].links)) if (/-[A-Z]{2}$/.test(hreflang)) expect(locs.has(href), href).toBe(true);
      expect(clusters.length).toBe(entry.paths.de ? CRAWLED_LOCALES.length : CRAWLED_LOCALES.filter((l) => !l.startsWith('de-')).length);
    }
  });

  it('names every part in an index that itself stays within the limits', { timeout: 300_000 }, () => {
    const xml = sitemapIndexXml({ products: entries }, ORIGIN);
    const locs = locsOf(xml);
    expect(locs.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    expect(bytes(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    const partsOf = new Map(CRAWLED_LOCALES.map((locale) => [locale, sitemapParts(locale, entries, { origin: ORIGIN }).length]));
    expect(locs).toHaveLength([...partsOf.values()].reduce((sum, n) => sum + n, 0));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const [, locale, file] = /\/sitemaps\/([^/]+)\/([^/]+)$/.exec(loc)!;
      const parsed = parseSitemapFile(locale, file)!;
      expect(parsed.kind).toBe('products');
      expect(parsed.part).toBeLessThanOrEqual(partsOf.get(parsed.locale)!);
    }
  });
});
