import { describe, expect, it } from 'vitest';
import { metaDescription, META_DESCRIPTION_MAX } from '@/lib/seo/description';
import { DEFAULT_SHARE_IMAGE, ogAlternateLocales, ogLocale, siteOrigin, withSeo } from '@/lib/seo';
import { productPaths } from '@/lib/seo/paths';
import { richTextPlain } from '@/lib/content/metadata';

const LONG =
  'Hand-turned in Murano by the Barovier workshop, this chandelier gathers forty-two blown glass leaves around a brass frame, each one shaped at the furnace and annealed overnight.';

describe('meta descriptions', () => {
  it('keeps a text that fits, whitespace tidied', () => {
    expect(metaDescription('  A sofa\n\nfrom  Lido. ')).toBe('A sofa from Lido.');
    expect(metaDescription(null)).toBeUndefined();
    expect(metaDescription('   ')).toBeUndefined();
    expect(metaDescription('x'.repeat(160))).toBe('x'.repeat(160));
  });

  it('cuts a longer one at the last whole word, with an ellipsis, within the limit', () => {
    const cut = metaDescription(LONG)!;
    expect(LONG.length).toBeGreaterThan(META_DESCRIPTION_MAX);
    expect(Array.from(cut).length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(LONG.startsWith(kept)).toBe(true);
    // The next character of the source is a space: no word was cut in two.
    expect(LONG[kept.length]).toBe(' ');
    expect(cut).toBe('Hand-turned in Murano by the Barovier workshop, this chandelier gathers forty-two blown glass leaves around a brass frame, each one shaped at the furnace and…');
  });

  it('keeps a word that ends right at the limit, and drops trailing punctuation before the ellipsis', () => {
    expect(metaDescription('abc def, ghi', 9)).toBe('abc def…');
    expect(metaDescription('abcd efgh ijkl', 10)).toBe('abcd efgh…');
    expect(metaDescription('abcdefghijklmnop', 10)).toBe('abcdefghi…');
  });

  it('counts characters, not UTF-16 units', () => {
    const text = `${'è'.repeat(5)} ${'😀'.repeat(5)} ${'à'.repeat(5)}`;
    expect(metaDescription(text, 12)).toBe(`${'è'.repeat(5)} ${'😀'.repeat(5)}…`);
  });
});

describe('share tags', () => {
  const product = productPaths({ en: 'lido-sofa', it: 'divano-lido', de: 'lido-sofa-de', fr: 'canape-lido', es: 'sofa-lido' });

  it('writes og:locale and one og:locale:alternate per other page of the hreflang list', () => {
    expect(ogLocale('it-it')).toBe('it_IT');
    expect(ogAlternateLocales('it-it', ['en', 'it', 'de', 'fr', 'es', 'x-default'])).toEqual(['en_US', 'de_DE', 'fr_FR', 'es_ES']);
    expect(ogAlternateLocales('de-ch', ['en', 'it', 'de', 'de-CH', 'x-default'])).toEqual(['en_US', 'it_IT', 'de_DE']);
    const og = withSeo({ locale: 'fr-fr', paths: product }, { title: 'Canapé' }).openGraph as Record<string, unknown>;
    expect(og.locale).toBe('fr_FR');
    expect(og.alternateLocale).toEqual(['en_US', 'es_ES', 'de_DE', 'it_IT']);
  });

  it('gives a page without share tags of its own Open Graph and Twitter ones, with the shop image', () => {
    const metadata = withSeo({ locale: 'it-it', paths: { it: '/categories/sedute' } }, { title: 'Sedute', description: LONG });
    const og = metadata.openGraph as Record<string, unknown>;
    expect(og).toMatchObject({ type: 'website', title: 'Sedute', siteName: 'Casa Maestri', url: `${siteOrigin()}/it-it/categories/sedute` });
    expect(og.images).toEqual([{ ...DEFAULT_SHARE_IMAGE, alt: 'Casa Maestri' }]);
    expect(metadata.description).toBe(metaDescription(LONG));
    expect(og.description).toBe(metaDescription(LONG));
    expect(metadata.twitter).toMatchObject({ card: 'summary', title: 'Sedute', description: metaDescription(LONG), images: [DEFAULT_SHARE_IMAGE.url] });
  });

  it('keeps a page\'s own image and type, and leaves og:type to a product page', () => {
    const article = withSeo({ locale: 'en-us', paths: { en: '/magazine/stories/x' } }, { title: { absolute: 'X' }, openGraph: { type: 'article', images: [{ url: 'https://cdn.example/x.jpg' }] } });
    expect(article.openGraph).toMatchObject({ type: 'article', title: 'X', images: [{ url: 'https://cdn.example/x.jpg' }] });
    expect(article.twitter).toMatchObject({ card: 'summary_large_image', images: ['https://cdn.example/x.jpg'] });
    const productPage = withSeo({ locale: 'en-us', paths: product, ogType: 'product' }, { title: 'Lido sofa', openGraph: { images: [{ url: 'https://cdn.example/lido.jpg' }] } });
    expect(productPage.openGraph).not.toHaveProperty('type');
  });
});

describe('legal page descriptions', () => {
  it('read the text of the body', () => {
    const body = [
      { _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 'a1', text: 'We keep ' }, { _type: 'span', _key: 'a2', text: 'your data.' }] },
      { _type: 'image', _key: 'b' },
      { _type: 'block', _key: 'c', children: [{ _type: 'span', _key: 'c1', text: 'Never sold.' }] },
    ];
    expect(richTextPlain(body as never)).toBe('We keep your data. Never sold.');
    expect(richTextPlain(null)).toBeNull();
  });
});

describe('titles of the fixed pages', () => {
  const LANGUAGES = ['en', 'de', 'es', 'fr', 'it'] as const;
  // The messages the fixed pages' generateMetadata use as their title; the layout adds " · Casa Maestri".
  const TITLE_KEYS = [
    'countries.title', 'checkout.login.title', 'checkout.title', 'cart.pageTitle', 'checkout.thankYou.title', 'account.title', 'account.lists.title',
    'account.lists.favorites', 'registry.title', 'auth.confirmTitle', 'auth.forgotTitle', 'auth.resetTitle', 'routes.login.title', 'routes.orderStatus.title',
    'routes.filters.title', 'editorial.magazine', 'editorial.sitemap', 'catalogue.searchTitle', 'catalogue.artisansTitle', 'notFound.title',
  ];

  it.each(LANGUAGES)('stay within 70 characters in %s, the home title included', async (language) => {
    const messages = (await import(`@/messages/${language}.json`)).default as Record<string, unknown>;
    const get = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const meta = messages.meta as { defaultTitle: string; siteName: string };
    const titles = [meta.defaultTitle, ...TITLE_KEYS.map((key) => `${get(key)} · ${meta.siteName}`), ...Object.values(get('editorial.postTypes') as Record<string, string>).map((t) => `${t} · ${meta.siteName}`)];
    for (const key of TITLE_KEYS) expect(typeof get(key), key).toBe('string');
    const long = titles.filter((title) => Array.from(title).length > 70);
    expect(long).toEqual([]);
  });
});

describe('paginated listings', () => {
  it('are canonical to their own page, and name the same page in the other languages', () => {
    const paths = { en: '/categories/furniture', it: '/categories/arredamento' };
    const second = withSeo({ locale: 'it-it', paths, page: 2 }, { title: 'Arredamento' });
    expect(second.alternates?.canonical).toBe(`${siteOrigin()}/it-it/categories/arredamento?ppage=2`);
    expect(second.openGraph?.url).toBe(second.alternates?.canonical);
    expect(second.alternates?.languages).toEqual({ en: `${siteOrigin()}/categories/furniture?ppage=2`, it: `${siteOrigin()}/it-it/categories/arredamento?ppage=2`, 'x-default': `${siteOrigin()}/categories/furniture?ppage=2` });
    const first = withSeo({ locale: 'it-it', paths, page: 1 }, { title: 'Arredamento' });
    expect(first.alternates?.canonical).toBe(`${siteOrigin()}/it-it/categories/arredamento`);
  });
});
