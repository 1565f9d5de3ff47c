import { describe, expect, it } from 'vitest';
import { entriesIn, latest, parseSitemapFile, sitemapIndexXml, sitemapParts, sitemapPath, splitBySize, urlBytesBound, urlsetXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { CRAWLED_LOCALES } from '@/lib/seo';
import { productPaths } from '@/lib/seo/paths';
import { samePathEverywhere } from '@/lib/seo/urls';

const ORIGIN = 'https://www.casamaestri.example';
const sofa: SitemapEntry = { paths: productPaths({ en: 'lido-sofa', it: 'divano-lido', fr: 'canapé-lido' }), lastmod: '2026-04-06T18:38:21.000Z' };
const englishOnly: SitemapEntry = { paths: { en: '/landing/a&b' }, lastmod: null };

describe('sitemap addresses', () => {
  it('names one file per crawled locale and kind, and refuses the others', () => {
    expect(sitemapPath('it-it', 'products')).toBe('/sitemaps/it-it/products.xml');
    expect(parseSitemapFile('it-it', 'products.xml')).toEqual({ locale: 'it-it', kind: 'products', part: 1 });
    expect(parseSitemapFile('en-de', 'products.xml')).toBeNull(); // not a crawled locale
    expect(parseSitemapFile('it-it', 'secrets.xml')).toBeNull();
    expect(parseSitemapFile('it-it', 'products')).toBeNull();
  });

  it('names the parts of a split sitemap products.xml, products-2.xml…, one spelling each', () => {
    expect(sitemapPath('it-it', 'products', 1)).toBe('/sitemaps/it-it/products.xml');
    expect(sitemapPath('it-it', 'products', 12)).toBe('/sitemaps/it-it/products-12.xml');
    expect(parseSitemapFile('it-it', 'products.xml')).toEqual({ locale: 'it-it', kind: 'products', part: 1 });
    expect(parseSitemapFile('it-it', 'products-12.xml')).toEqual({ locale: 'it-it', kind: 'products', part: 12 });
    for (const file of ['products-1.xml', 'products-0.xml', 'products-02.xml', 'products-.xml', 'products-2', 'products-2.xml.gz', 'products--2.xml', 'products-1234567.xml', 'secrets-2.xml']) {
      expect(parseSitemapFile('it-it', file), file).toBeNull();
    }
    expect(parseSitemapFile('en-de', 'products-2.xml')).toBeNull();
  });

  it('takes the latest valid date', () => {
    expect(latest(['2025-01-01T00:00:00Z', null, 'not a date', '2026-02-03T04:05:06Z'])).toBe('2026-02-03T04:05:06.000Z');
    expect(latest([null, undefined])).toBeUndefined();
  });
});

describe('a locale sitemap', () => {
  it('lists each page in the locale with an absolute loc, lastmod and its hreflang cluster, escaped', () => {
    const xml = urlsetXml('fr-ch', [sofa, englishOnly], ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    expect(xml).toContain(`<loc>${ORIGIN}/fr-ch/products/canap%C3%A9-lido</loc><lastmod>2026-04-06T18:38:21.000Z</lastmod>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="it-IT" href="${ORIGIN}/it-it/products/divano-lido"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/products/lido-sofa"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr-CH" href="${ORIGIN}/fr-ch/products/canap%C3%A9-lido"/>`);
    expect(xml).not.toContain('landing'); // no French page
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });

  it('escapes what XML reserves', () => {
    const xml = urlsetXml('en-us', [englishOnly], ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}/landing/a&amp;b</loc>`);
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('splitting a sitemap', () => {
  it('cuts before the item that would pass the byte or URL limit, keeping order and every item', () => {
    const limits = { urls: 3, bytes: 100 };
    expect(splitBySize(['a', 'b', 'c', 'd', 'e'], [30, 30, 30, 30, 30], limits, 10)).toEqual([['a', 'b', 'c'], ['d', 'e']]);
    expect(splitBySize(['a', 'b', 'c', 'd'], [40, 40, 40, 40], limits, 10)).toEqual([['a', 'b'], ['c', 'd']]);
    expect(splitBySize(['a', 'b', 'c'], [45, 45, 10], limits, 10)).toEqual([['a', 'b'], ['c']]); // exactly 100 fits
    expect(splitBySize(['a', 'b', 'c', 'd'], [1, 1, 1, 1], limits, 0)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(splitBySize([], [], limits, 10)).toEqual([]);
    // An item too big for any file still gets one of its own rather than being lost.
    expect(splitBySize(['a', 'huge', 'b'], [10, 500, 10], limits, 10)).toEqual([['a'], ['huge'], ['b']]);
  });

  it('bounds a page’s <url> by what it weighs in the heaviest locale, to the byte', () => {
    const pages: SitemapEntry[] = [
      sofa,
      englishOnly,
      { paths: samePathEverywhere('/'), lastmod: null },
      { paths: { de: '/landing/über' }, lastmod: 'not a date' },
      { paths: productPaths({ en: 'x', es: 'sofá-ñ', it: 'd' }), lastmod: '2026-01-01T00:00:00Z' },
    ];
    for (const origin of [ORIGIN, 'http://localhost:3000', 'https://www.maestri-&-figli.example']) {
      for (const entry of pages) {
        const weights = CRAWLED_LOCALES.flatMap((locale) => {
          const xml = urlsetXml(locale, [entry], origin);
          return xml.includes('<url>') ? [Buffer.byteLength(xml) - Buffer.byteLength(urlsetXml(locale, [], origin))] : [];
        });
        expect(urlBytesBound(entry, origin), JSON.stringify(entry.paths)).toBe(Math.max(...weights));
      }
    }
  });

  it('splits a locale’s pages into files that each render within the limits', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ paths: productPaths({ en: `sofa-${i}`, fr: `canapé-${'x'.repeat(i)}` }), lastmod: null }));
    const limits = { urls: 7, bytes: 30_000 };
    for (const locale of ['en-us', 'fr-ch'] as const) {
      const parts = sitemapParts(locale, many, { origin: ORIGIN, limits });
      expect(parts.flat()).toEqual(many);
      expect(parts.length).toBeGreaterThan(40 / 7);
      for (const part of parts) {
        expect(part.length).toBeLessThanOrEqual(7);
        expect(Buffer.byteLength(urlsetXml(locale, part, ORIGIN))).toBeLessThanOrEqual(30_000);
      }
    }
  });
});

describe('the sitemap index', () => {
  it('names every part of a split sitemap with the latest lastmod of its own pages', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ paths: productPaths({ it: `divano-${i}` }), lastmod: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }));
    const limits = { urls: 10, bytes: 10_000_000 };
    const xml = sitemapIndexXml({ products: many }, ORIGIN, limits);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/it-it/products.xml</loc><lastmod>2026-01-10T00:00:00.000Z</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/it-it/products-2.xml</loc><lastmod>2026-01-20T00:00:00.000Z</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/it-it/products-3.xml</loc><lastmod>2026-01-30T00:00:00.000Z</lastmod></sitemap>`);
    expect(xml).not.toContain('products-4.xml');
    expect(xml).not.toContain('/sitemaps/en-us/products');
    const italian = CRAWLED_LOCALES.filter((l) => l.startsWith('it-'));
    expect(xml.match(/<sitemap>/g)).toHaveLength(3 * italian.length);
  });

  it('names each crawled locale’s non-empty sitemaps with their latest lastmod', () => {
    const xml = sitemapIndexXml({ products: [sofa], landings: [englishOnly] }, ORIGIN);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/it-it/products.xml</loc><lastmod>2026-04-06T18:38:21.000Z</lastmod></sitemap>`);
    expect(xml).toContain(`<sitemap><loc>${ORIGIN}/sitemaps/en-us/landings.xml</loc></sitemap>`);
    expect(xml).not.toContain('/sitemaps/it-it/landings.xml');
    expect(xml).not.toContain('/sitemaps/de-de/products.xml'); // the sofa has no German slug here
    const withProducts = CRAWLED_LOCALES.filter((l) => entriesIn(l, [sofa]).length > 0);
    expect(xml.match(/products\.xml/g)).toHaveLength(withProducts.length);
  });
});
