import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  clusterAlternates,
  CRAWLED_LOCALES,
  hreflangOf,
  isCrawledLocale,
  LANGUAGE_LOCALES,
  localizedPath,
  pageAlternates,
  samePathEverywhere,
  siteOrigin,
  withSeo,
} from '@/lib/seo';
import { artisanPath, categoryPaths, productPaths } from '@/lib/seo/paths';
import { isLocale } from '@/lib/i18n/locales';

const ORIGIN = 'https://www.casamaestri.example';
const product = productPaths({ en: 'lido-sofa', it: 'divano-lido', de: 'lido-sofa-de', fr: 'canape-lido', es: 'sofa-lido' });

describe('public URLs', () => {
  it('takes the origin from SITE_URL, without a trailing slash', () => {
    expect(siteOrigin({ SITE_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(siteOrigin({ NEXT_PUBLIC_SITE_URL: 'https://public.example' })).toBe('https://public.example');
    expect(siteOrigin({})).toBe('http://localhost:3000');
  });

  it('prefixes every locale but the default one, whose home is /', () => {
    expect(localizedPath('en-us', '/')).toBe('/');
    expect(localizedPath('it-it', '/')).toBe('/it-it');
    expect(localizedPath('de-ch', '/landing/x')).toBe('/de-ch/landing/x');
    expect(absoluteUrl('en-us', '/', ORIGIN)).toBe(ORIGIN); // as Next writes the root in metadata
    expect(absoluteUrl('fr-be', '/about', ORIGIN)).toBe(`${ORIGIN}/fr-be/about`);
  });

  it('builds catalogue paths from per-language slugs, percent-encoded, ignoring unknown languages', () => {
    expect(productPaths({ en: 'lido', it: 'poltrona-più', xx: 'nope', fr: null })).toEqual({ en: '/products/lido', it: '/products/poltrona-pi%C3%B9' });
    expect(categoryPaths({ en: 'furniture/seating', it: 'arredamento/sedute' })).toEqual({ en: '/categories/furniture/seating', it: '/categories/arredamento/sedute' });
    expect(artisanPath('bottega-rossi')).toBe('/artisans/bottega-rossi');
    expect(samePathEverywhere('/magazine')).toEqual({ en: '/magazine', es: '/magazine', de: '/magazine', fr: '/magazine', it: '/magazine' });
  });

  it('crawls each country in its crawling languages, the default locale first, every language home among them', () => {
    expect(CRAWLED_LOCALES[0]).toBe('en-us');
    expect(new Set(CRAWLED_LOCALES).size).toBe(CRAWLED_LOCALES.length);
    expect(CRAWLED_LOCALES.every(isLocale)).toBe(true);
    expect(Object.values(LANGUAGE_LOCALES).every(isCrawledLocale)).toBe(true);
    expect(isCrawledLocale('fr-ch')).toBe(true); // Switzerland: every language
    expect(isCrawledLocale('en-de')).toBe(false); // Germany: German only
    expect(hreflangOf('de-ch')).toBe('de-CH');
  });
});

describe('page alternates', () => {
  it('gives a language home page an absolute canonical at its own slug, one alternate per language and x-default', () => {
    const { canonical, languages } = pageAlternates('it-it', product, { origin: ORIGIN });
    expect(canonical).toBe(`${ORIGIN}/it-it/products/divano-lido`);
    expect(languages).toEqual({
      en: `${ORIGIN}/products/lido-sofa`,
      es: `${ORIGIN}/es-es/products/sofa-lido`,
      de: `${ORIGIN}/de-de/products/lido-sofa-de`,
      fr: `${ORIGIN}/fr-fr/products/canape-lido`,
      it: `${ORIGIN}/it-it/products/divano-lido`,
      'x-default': `${ORIGIN}/products/lido-sofa`,
    });
  });

  it('names a crawled country variant with its country\'s other crawled variants, each of which names the same set', () => {
    const { canonical, languages } = pageAlternates('de-ch', product, { origin: ORIGIN });
    expect(canonical).toBe(`${ORIGIN}/de-ch/products/lido-sofa-de`);
    expect(languages).toEqual({
      'de-CH': canonical,
      'fr-CH': `${ORIGIN}/fr-ch/products/canape-lido`,
      'it-CH': `${ORIGIN}/it-ch/products/divano-lido`,
      'en-CH': `${ORIGIN}/en-ch/products/lido-sofa`,
    });
    expect(pageAlternates('en-gb', product, { origin: ORIGIN }).languages).toEqual({ 'en-GB': `${ORIGIN}/en-gb/products/lido-sofa` });
  });

  it('makes a locale search engines do not index name the same page in its language\'s indexed locale, with no hreflang', () => {
    const { canonical, languages } = pageAlternates('en-de', product, { origin: ORIGIN });
    expect(canonical).toBe(`${ORIGIN}/en-it/products/lido-sofa`); // English at euro prices
    expect(languages).toEqual({});
    expect(withSeo({ locale: 'en-de', paths: product }, { title: 'Sofa' }).robots).toEqual({ index: false, follow: true });
    expect(withSeo({ locale: 'de-de', paths: product }, { title: 'Sofa' }).robots).toBeUndefined();
    expect(withSeo({ locale: 'it-mc', paths: product }, { title: 'Divano', robots: { index: false, follow: false } }).robots).toEqual({ index: false, follow: false });
  });

  it('lists only the languages a document exists in, and no x-default without English', () => {
    const { languages } = pageAlternates('it-it', { it: '/landing/regali', de: '/landing/geschenke' }, { origin: ORIGIN });
    expect(languages).toEqual({ it: `${ORIGIN}/it-it/landing/regali`, de: `${ORIGIN}/de-de/landing/geschenke` });
  });

  it('sets metadataBase and the Open Graph URL with the canonical one', () => {
    const metadata = withSeo({ locale: 'es-us', paths: product }, { title: 'Sofá', openGraph: { title: 'Sofá' } });
    expect(String(metadata.metadataBase)).toBe(`${siteOrigin()}/`);
    expect(metadata.alternates?.canonical).toBe(`${siteOrigin()}/es-us/products/sofa-lido`);
    expect(metadata.openGraph?.url).toBe(metadata.alternates?.canonical);
    expect(metadata.title).toBe('Sofá');
    expect(Object.keys(metadata.alternates?.languages ?? {})).toContain('es-US');
  });
});

describe('sitemap clusters', () => {
  it('hold every crawled locale of the page with the same per-language values and x-default as the pages', () => {
    const cluster = clusterAlternates(product, ORIGIN);
    expect(cluster['en-US']).toBe(`${ORIGIN}/products/lido-sofa`);
    expect(cluster['en-GB']).toBe(`${ORIGIN}/en-gb/products/lido-sofa`);
    expect(cluster['fr-CH']).toBe(`${ORIGIN}/fr-ch/products/canape-lido`);
    expect(cluster['it-IT']).toBe(`${ORIGIN}/it-it/products/divano-lido`);
    expect(cluster['en-DE']).toBeUndefined();
    for (const locale of ['fr-ch', 'it-it', 'en-ca', 'es-mx'] as const) {
      const page = pageAlternates(locale, product, { origin: ORIGIN }).languages;
      for (const [hreflang, url] of Object.entries(page)) expect(cluster[hreflang]).toBe(url);
    }
    expect(Object.keys(cluster)).toHaveLength(CRAWLED_LOCALES.length + 6);
  });
});
