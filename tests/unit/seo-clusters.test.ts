/**
 * Issue 37 item 10: every locale is either indexed (in the sitemaps and one hreflang cluster) or
 * `noindex` with a canonical to the page search engines index; the in-page hreflang lists are
 * reciprocal (every page a list names lists the same set back).
 */
import { describe, expect, it } from 'vitest';
import { absoluteUrl, clusterAlternates, type LocalizedPaths, CRAWLED_LOCALES, indexedLocaleOf, isIndexedLocale, LANGUAGE_LOCALES, pageAlternates, unindexedLocales, withSeo } from '@/lib/seo';
import { parseSitemapFile } from '@/lib/seo/sitemap';
import { artisanPath, categoryPaths, productPaths } from '@/lib/seo/paths';
import { LOCALES, parseLocale } from '@/lib/i18n/locales';

const ORIGIN = 'https://www.casamaestri.example';
const PAGES: Record<string, LocalizedPaths> = {
  product: productPaths({ en: 'lido-sofa', it: 'divano-lido', de: 'lido-sofa-de', fr: 'canape-lido', es: 'sofa-lido' }),
  category: categoryPaths({ en: 'furniture', it: 'arredamento', de: 'moebel', fr: 'mobilier', es: 'muebles' }),
  artisan: { en: artisanPath('bottega-rossi'), it: artisanPath('bottega-rossi'), de: artisanPath('bottega-rossi'), fr: artisanPath('bottega-rossi'), es: artisanPath('bottega-rossi') },
  landing: { it: '/landing/regali', de: '/landing/geschenke' },
};

describe('indexed and unindexed locales', () => {
  it('decides every locale: indexed exactly when crawled, otherwise an indexed locale of the same language and currency', () => {
    for (const locale of LOCALES) {
      const target = indexedLocaleOf(locale);
      expect(isIndexedLocale(target), `${locale} → ${target}`).toBe(true);
      expect(isIndexedLocale(locale)).toBe(CRAWLED_LOCALES.includes(locale));
      expect(parseLocale(target).language, locale).toBe(parseLocale(locale).language);
      expect(parseLocale(target).country.currency, locale).toBe(parseLocale(locale).country.currency);
    }
  });

  it('names the 18 locales outside the sitemaps of issue 37 and where each points', () => {
    const unindexed = unindexedLocales();
    expect(unindexed.size).toBe(LOCALES.length - CRAWLED_LOCALES.length);
    expect(unindexed.size).toBe(18);
    expect(Object.fromEntries(unindexed)).toMatchObject({
      'en-at': 'en-it', 'en-de': 'en-it', 'en-fr': 'en-it', 'en-es': 'en-it', 'en-mx': 'en-us',
      'it-mc': 'it-it', 'es-br': 'es-us', 'es-pt': 'es-es', 'de-lu': 'de-de',
    });
    for (const locale of unindexed.keys()) expect(parseSitemapFile(locale, 'products.xml'), locale).toBeNull();
  });

  it('makes every unindexed page noindex, followed, canonical to a page of its cluster, with no hreflang', () => {
    for (const [locale, target] of unindexedLocales()) {
      for (const paths of Object.values(PAGES)) {
        const own = paths[parseLocale(locale).language];
        if (!own) continue;
        const metadata = withSeo({ locale, paths }, { title: 'x' });
        expect(metadata.robots, locale).toEqual({ index: false, follow: true });
        expect(metadata.alternates?.languages, locale).toEqual({});
        const { canonical } = pageAlternates(locale, paths, { origin: ORIGIN });
        expect(canonical, locale).toBe(absoluteUrl(target, own, ORIGIN));
        expect(Object.values(clusterAlternates(paths, ORIGIN)), locale).toContain(canonical);
      }
    }
  });
});

describe('hreflang clusters', () => {
  it('puts every indexable page in exactly one cluster, and no unindexed one in any', () => {
    const clusters = Object.entries(PAGES).map(([name, paths]) => ({ name, urls: new Set(Object.values(clusterAlternates(paths, ORIGIN))) }));
    for (const [name, paths] of Object.entries(PAGES)) {
      for (const locale of LOCALES) {
        const { canonical } = pageAlternates(locale, paths, { origin: ORIGIN });
        const own = paths[parseLocale(locale).language];
        if (!own) continue;
        const holding = clusters.filter((c) => c.urls.has(canonical)).map((c) => c.name);
        // An indexed page is its own canonical and sits in its page's cluster only; an unindexed
        // page's canonical is its indexed twin, in the same cluster.
        expect(holding, `${name} in ${locale}`).toEqual([name]);
        const self = `${ORIGIN}/${locale}${own}`;
        if (!isIndexedLocale(locale)) expect(clusters.some((c) => c.urls.has(self)), `${self} in no cluster`).toBe(false);
      }
    }
  });

  it('keeps every in-page list reciprocal: each page it names names the same set back', () => {
    for (const [name, paths] of Object.entries(PAGES)) {
      const byUrl = new Map<string, Record<string, string>>();
      for (const locale of CRAWLED_LOCALES) {
        const own = paths[parseLocale(locale).language];
        if (!own) continue;
        const { canonical, languages } = pageAlternates(locale, paths, { origin: ORIGIN });
        byUrl.set(canonical, languages);
      }
      for (const [url, languages] of byUrl) {
        if (Object.keys(languages).length === 0) continue;
        expect(Object.values(languages), `${name}: ${url} names itself`).toContain(url);
        for (const named of new Set(Object.values(languages))) {
          expect(byUrl.get(named), `${name}: ${named} named by ${url} lists the same set`).toEqual(languages);
        }
      }
    }
  });

  it('gives the language homes one page per language and x-default, and a country of several crawled languages its variants', () => {
    expect(Object.keys(pageAlternates(LANGUAGE_LOCALES.de, PAGES.product, { origin: ORIGIN }).languages).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'x-default']);
    expect(Object.keys(pageAlternates('fr-ca', PAGES.product, { origin: ORIGIN }).languages).sort()).toEqual(['en-CA', 'fr-CA']);
    expect(Object.keys(pageAlternates('es-us', PAGES.product, { origin: ORIGIN }).languages)).toEqual(['es-US']);
  });
});
