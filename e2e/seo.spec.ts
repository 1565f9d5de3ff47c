import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { siteOrigin } from '../lib/seo/urls';

/**
 * What a crawler sees: answers fetched without running any script, from the production server.
 * Sitemaps (well-formed, the sitemaps.org elements a schema requires, absolute URLs with the
 * SITE_URL origin, lastmod, hreflang clusters), robots.txt, each page type's canonical and hreflang
 * in several locales, 404 bodies, and the permanent redirects to a page's one URL.
 */

const ORIGIN = siteOrigin();
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;
const HREFLANG = /^(x-default|[a-z]{2}(-[A-Z]{2})?)$/;
const LOCALES = ['en-us', 'it-it', 'de-ch'];
const HOMES = ['en-us', 'it-it', 'de-de', 'fr-fr', 'es-es'];

const messages = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${language}.json`), 'utf8')) as { notFound: { title: string; cta: string } };

/** The path of one of the shop's absolute URLs, to ask the server under test. */
function local(url: string): string {
  expect(url === ORIGIN || url.startsWith(`${ORIGIN}/`), `${url} is absolute with the site's origin`).toBe(true);
  return url.slice(ORIGIN.length) || '/';
}

const prefix = (locale: string) => (locale === 'en-us' ? '' : `/${locale}`);
const hreflangOf = (locale: string) => locale.replace(/-(\w\w)$/, (_, c: string) => `-${c.toUpperCase()}`);

interface XmlEntry {
  /** The element's child elements in order (`loc`, `lastmod`, `xhtml:link`…). */
  children: string[];
  loc: string;
  lastmod: string | null;
  links: { rel: string | null; hreflang: string; href: string }[];
}
interface ParsedXml {
  error: string | null;
  root: string;
  namespace: string | null;
  entries: XmlEntry[];
}

/** Parses a sitemap with the browser's XML parser (a well-formedness error is reported, not thrown). */
function parseXml(page: Page, xml: string): Promise<ParsedXml> {
  return page.evaluate(
    ({ xml, ns }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
      const root = doc.documentElement;
      const entries = Array.from(root.children).map((entry) => {
        const own = (name: string) => Array.from(entry.children).find((c) => c.namespaceURI === ns && c.localName === name)?.textContent?.trim() ?? null;
        return {
          children: Array.from(entry.children).map((c) => (c.namespaceURI === ns ? c.localName : `${c.prefix}:${c.localName}`)),
          loc: own('loc') ?? '',
          lastmod: own('lastmod'),
          links: Array.from(entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((l) => ({
            rel: l.getAttribute('rel'),
            hreflang: l.getAttribute('hreflang') ?? '',
            href: l.getAttribute('href') ?? '',
          })),
        };
      });
      return { error, root: root.localName, namespace: root.namespaceURI, entries };
    },
    { xml, ns: SITEMAP_NS },
  );
}

async function fetchXml(request: APIRequestContext, page: Page, url: string): Promise<ParsedXml> {
  const response = await request.get(local(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const parsed = await parseXml(page, await response.text());
  expect(parsed.error, `${url} is well-formed`).toBeNull();
  expect(parsed.namespace).toBe(SITEMAP_NS);
  return parsed;
}

/** A crawler's reading of an HTML page: the markup without scripts, its canonical and hreflang links. */
function crawl(html: string) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), v.replace(/&amp;/g, '&')]));
  const links = [...markup.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const canonicals = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
  const alternates = Object.fromEntries(links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang, l.href]));
  return { markup, canonicals, alternates, robots: /<meta name="robots" content="([^"]*)"/.exec(markup)?.[1] ?? null };
}

/** The sitemap index and, per locale, its sitemaps by kind. */
async function sitemaps(request: APIRequestContext, page: Page) {
  const index = await fetchXml(request, page, `${ORIGIN}/sitemap.xml`);
  return { index, urlOf: (locale: string, kind: string) => index.entries.find((e) => e.loc === `${ORIGIN}/sitemaps/${locale}/${kind}.xml`)?.loc };
}

test('robots.txt names the sitemap index, with the site’s origin', { tag: '@browserless' }, async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
});

test('the sitemap index names each locale’s sitemaps; each is valid, absolute, dated and carries hreflang clusters', async ({ request, page }) => {
  test.setTimeout(180_000);
  const { index, urlOf } = await sitemaps(request, page);
  expect(index.root).toBe('sitemapindex');
  for (const entry of index.entries) {
    expect(entry.children[0], 'loc comes first').toBe('loc');
    expect(entry.children.every((c) => c === 'loc' || c === 'lastmod')).toBe(true);
    expect(entry.loc).toMatch(new RegExp(`^${ORIGIN.replace(/[.]/g, '\\.')}/sitemaps/[a-z]{2}-[a-z]{2}/[a-z]+\\.xml$`));
    if (entry.lastmod) expect(entry.lastmod).toMatch(W3C_DATETIME);
  }
  // Every kind of page is there for the default locale, and the crawled country variants have theirs.
  for (const kind of ['pages', 'categories', 'products', 'artisans', 'collections', 'landings', 'magazine']) expect(urlOf('en-us', kind), kind).toBeTruthy();
  for (const locale of ['it-it', 'de-ch', 'fr-ch', 'en-gb', 'es-us']) expect(urlOf(locale, 'products'), locale).toBeTruthy();
  expect(urlOf('en-de', 'products'), 'a locale search engines do not index').toBeUndefined();

  // Every kind in one country variant, and the default locale's pages (a products sitemap is a few MB).
  const samples = [...['pages', 'categories', 'products', 'artisans', 'collections', 'landings', 'magazine'].map((kind) => ['de-ch', kind]), ['en-us', 'pages']];
  for (const [locale, kind] of samples) {
    {
      const url = urlOf(locale, kind);
      if (!url) continue;
      const sitemap = await fetchXml(request, page, url);
      expect(sitemap.root).toBe('urlset');
      expect(sitemap.entries.length, url).toBeGreaterThan(0);
      // Checked in plain code and asserted once: a products sitemap holds tens of thousands of links.
      const absolute = (href: string) => href === ORIGIN || href.startsWith(`${ORIGIN}/`);
      const problems = sitemap.entries.flatMap((entry) => {
        const cluster = Object.fromEntries(entry.links.map((l) => [l.hreflang, l.href]));
        const path = absolute(entry.loc) ? entry.loc.slice(ORIGIN.length) || '/' : null;
        return [
          entry.children[0] !== 'loc' && `${entry.loc}: loc is not first`,
          !path && `${entry.loc}: not absolute with ${ORIGIN}`,
          path && prefix(locale) && !path.startsWith(`${prefix(locale)}`) && `${entry.loc}: not in ${locale}`,
          kind === 'products' && !entry.lastmod && `${entry.loc}: no lastmod`,
          entry.lastmod && !W3C_DATETIME.test(entry.lastmod) && `${entry.loc}: lastmod ${entry.lastmod}`,
          ...entry.links.map((l) => (l.rel !== 'alternate' || !HREFLANG.test(l.hreflang) || !absolute(l.href)) && `${entry.loc}: link ${l.hreflang} ${l.href}`),
          cluster[hreflangOf(locale)] !== entry.loc && `${entry.loc}: does not name itself`,
          Object.keys(cluster).length <= 6 && `${entry.loc}: a cluster of ${Object.keys(cluster).length}`,
        ].filter(Boolean);
      });
      expect(problems, url).toEqual([]);
    }
  }
});

for (const locale of LOCALES) {
  test(`every page type in ${locale} declares its own absolute canonical and the hreflang of its sitemap cluster`, async ({ request, page }) => {
    test.setTimeout(240_000);
    const { urlOf } = await sitemaps(request, page);
    const language = locale.slice(0, 2);
    const checked: string[] = [];
    for (const kind of ['pages', 'categories', 'products', 'artisans', 'collections', 'landings', 'magazine']) {
      const url = urlOf(locale, kind);
      if (!url) continue;
      const { entries } = await fetchXml(request, page, url);
      // The first pages of a kind (the home, /artisans, /magazine, a post type) and its last (a legal page, a post).
      const sample = kind === 'pages' || kind === 'magazine' ? [...entries.slice(0, 3), entries[entries.length - 1]] : [entries[0], entries[entries.length - 1]];
      for (const entry of new Set(sample)) {
        const response = await request.get(local(entry.loc));
        expect(response.status(), entry.loc).toBe(200);
        const { canonicals, alternates, markup } = crawl(await response.text());
        expect(markup, `${entry.loc}: no not-found message in a page that exists`).not.toContain(messages(language).notFound.title);
        expect(canonicals, `${entry.loc}: one canonical, itself`).toEqual([entry.loc]);
        const cluster = Object.fromEntries(entry.links.map((l) => [l.hreflang, l.href]));
        expect(Object.keys(alternates).length, `${entry.loc}: a compact hreflang list`).toBeLessThanOrEqual(7);
        // A language home names one page per language and x-default; a country variant its country's variants, itself among them.
        if (HOMES.includes(locale)) expect(alternates['x-default'], entry.loc).toBeTruthy();
        for (const [hreflang, href] of Object.entries(alternates)) expect(href, `${entry.loc} ${hreflang}`).toBe(cluster[hreflang]);
        if (locale !== 'en-us') expect(Object.values(alternates), `${entry.loc} is among its alternates`).toContain(entry.loc);
        checked.push(local(entry.loc));
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(12);
  });
}

test('a listing in another locale names itself, not the English page (issue 20)', { tag: '@browserless' }, async ({ request }) => {
  const category = crawl(await (await request.get('/it-it/categories/arredamento')).text());
  expect(category.canonicals).toEqual([`${ORIGIN}/it-it/categories/arredamento`]);
  expect(category.alternates).toMatchObject({ en: `${ORIGIN}/categories/furniture`, it: `${ORIGIN}/it-it/categories/arredamento`, 'x-default': `${ORIGIN}/categories/furniture` });
  const search = crawl(await (await request.get('/it-it/search')).text());
  expect(search.canonicals).toEqual([`${ORIGIN}/it-it/search`]);
  expect(search.robots).toContain('noindex');
  // A filtered state names its bare listing.
  const filtered = crawl(await (await request.get('/it-it/categories/arredamento?sort=price_asc')).text());
  expect(filtered.canonicals).toEqual([`${ORIGIN}/it-it/categories/arredamento`]);
});

const UNKNOWN = [
  '/products/no-such-piece',
  '/categories/no-such-category',
  '/artisans/no-such-workshop',
  '/collections/no-such-collection',
  '/landing/no-such-landing',
  '/magazine/studio-visit/no-such-post',
  '/magazine/no-such-kind',
  '/no-such-page',
  '/it-it/products/nessun-pezzo',
  '/it-it/categories/nessuna',
];

test('an unknown document answers 404 with the shell, the message and the way home in the HTML as served', { tag: '@browserless' }, async ({ request }) => {
  test.setTimeout(120_000);
  for (const url of UNKNOWN) {
    const language = url.startsWith('/it-it') ? 'it' : 'en';
    const { notFound } = messages(language);
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    const { markup } = crawl(await response.text());
    expect(markup, `${url}: not the empty error document`).not.toContain('__next_error__');
    expect(markup, `${url}: <html lang>`).toMatch(new RegExp(`<html[^>]* lang="${language}-`));
    expect(markup, `${url}: the shell's header`).toMatch(/<header\b/);
    expect(markup, `${url}: the message`).toContain(notFound.title);
    const home = language === 'it' ? '/it-it' : '/';
    expect(markup, `${url}: the way home`).toMatch(new RegExp(`<a [^>]*href="${home}"[^>]*>${notFound.cta}</a>`));
  }
});

test('the default locale’s prefix and a slug of another language move permanently (308) to the page’s one URL', async ({ request, page }) => {
  const expectMove = async (from: string, to: string) => {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    // Exactly one Location, on the first (uncached) render too: Next sends two there unless
    // mended (lib/routing/single-valued-headers.ts), and browsers join them into a 404.
    const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location').map((h) => new URL(h.value, 'http://x'));
    expect(locations.length, from).toBe(1);
    expect(locations[0].pathname + locations[0].search, from).toBe(to);
  };
  await expectMove('/en-us', '/');
  await expectMove('/en-us/about', '/about');
  await expectMove('/it-it/categories/furniture', '/it-it/categories/arredamento');
  await expectMove('/it-it/categories/furniture?sort=price_asc', '/it-it/categories/arredamento?sort=price_asc');

  // A product's English slug under /it-it goes to its Italian one.
  const { urlOf } = await sitemaps(request, page);
  const { entries } = await fetchXml(request, page, urlOf('it-it', 'products')!);
  const cluster = Object.fromEntries(entries[0].links.map((l) => [l.hreflang, l.href]));
  const english = local(cluster.en);
  expect(english).not.toBe(local(cluster.it).replace('/it-it', ''));
  await expectMove(`/it-it${english}`, local(cluster.it));

  // A shopper's first visit to that English slug in a locale no journey renders (Luxembourg in
  // German), in the browser: it lands on the German page, not on a 404.
  const german = local(cluster.de).replace(/^\/de-de/, '/de-lu');
  await page.goto(`/de-lu${english}`);
  await expect(page).toHaveURL((url) => url.pathname === german);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('h1')).not.toHaveText(messages('de').notFound.title);
});
