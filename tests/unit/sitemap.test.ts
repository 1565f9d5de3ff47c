import { describe, expect, it } from 'vitest';
import { entriesIn, latest, parseSitemapFile, sitemapIndexXml, sitemapPath, urlsetXml, type SitemapEntry } from '@/lib/seo/sitemap';
import { CRAWLED_LOCALES } from '@/lib/seo';
import { productPaths } from '@/lib/seo/paths';

const ORIGIN = 'https://www.casamaestri.example';
const sofa: SitemapEntry = { paths: productPaths({ en: 'lido-sofa', it: 'divano-lido', fr: 'canapé-lido' }), lastmod: '2026-04-06T18:38:21.000Z' };
const englishOnly: SitemapEntry = { paths: { en: '/landing/a&b' }, lastmod: null };

describe('sitemap addresses', () => {
  it('names one file per crawled locale and kind, and refuses the others', () => {
    expect(sitemapPath('it-it', 'products')).toBe('/sitemaps/it-it/products.xml');
    expect(parseSitemapFile('it-it', 'products.xml')).toEqual({ locale: 'it-it', kind: 'products' });
    expect(parseSitemapFile('en-de', 'products.xml')).toBeNull(); // not a crawled locale
    expect(parseSitemapFile('it-it', 'secrets.xml')).toBeNull();
    expect(parseSitemapFile('it-it', 'products')).toBeNull();
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

describe('the sitemap index', () => {
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
