import { expect, test, type APIRequestContext } from '@playwright/test';
import { englishOnly, internal, localeOf, ORIGIN, pageFindings, pageTypeOf, read, REDIRECT, type PageType } from './support/crawl';

/**
 * The shop's own crawl (issue 37): from `/` and `/it-it`, follow the internal links of the served
 * HTML breadth-first, as a search engine does (no script runs), over every page type in English and
 * Italian, and fail on:
 * - an internal link answering 4xx/5xx (a 5xx twice: one that passes when asked again is only
 *   reported), or a redirect chain (a link whose target redirects again);
 * - an HTML page without a <title>, or, when indexable, without a meta description or canonical;
 * - an indexable page without the JSON-LD types of its page type (the table below);
 * - a page whose `<html lang>`, title or description is in another language than its URL's.
 * The page reader is e2e/support/crawl.ts (unit-tested); the page types' JSON-LD table is below.
 * Pages in the two crawled languages are read whole, at most `PER_TYPE` of each page type and locale;
 * links to other locales (the switchers, /countries) are only asked for their status, up to
 * `OTHER_LOCALE_LINKS`. Requests only: the test runs once (@browserless).
 */

/**
 * The JSON-LD types an indexable page of each type must carry: each inner list is one requirement,
 * met by any of its types. Adjust here when a page type's structured data changes.
 */
const EXPECTED_JSON_LD: Record<PageType, string[][]> = {
  home: [['Organization'], ['WebSite']],
  product: [['Product']],
  category: [['BreadcrumbList']],
  artisan: [['BreadcrumbList']],
  post: [['BlogPosting', 'Article']],
  artisans: [['CollectionPage', 'ItemList']],
  magazine: [['CollectionPage', 'ItemList']],
  'magazine-type': [['CollectionPage', 'ItemList']],
  collection: [['CollectionPage', 'ItemList']],
  landing: [],
  'content-page': [],
  search: [],
  'sitemap-page': [],
  countries: [],
  other: [],
};

/** Page types the crawl must reach in each language, or it proves nothing about them. */
const REQUIRED_TYPES: PageType[] = ['home', 'product', 'category', 'artisan', 'artisans', 'magazine', 'magazine-type', 'post', 'collection', 'landing', 'content-page'];

/** The crawl's starting points, one per language. */
const STARTS = ['/', '/it-it'];
/** Pages read whole per page type and locale (BFS order: the first ones linked). */
const PER_TYPE = 2;
/** Links into the other locales whose status is checked (the switchers', /countries'). */
const OTHER_LOCALE_LINKS = 80;
const CONCURRENCY = 4;

interface Visit {
  url: string;
  status: number;
  type: PageType;
  locale: string;
  read: boolean;
}

async function get(request: APIRequestContext, url: string) {
  return request.get(url, { maxRedirects: 0, failOnStatusCode: false, timeout: 30_000 });
}

test('the shop’s own crawl: every internal link answers, no redirect chain, each page type complete and in its URL’s language', { tag: '@browserless' }, async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL ?? 'http://localhost:3400';
  const crawled = new Set(STARTS.map((start) => localeOf(start).locale));
  const english = new Map([...crawled].map((locale) => [locale, locale.startsWith('en-') ? new Set<string>() : englishOnly(locale.slice(0, 2))]));
  const failures: string[] = [];
  const transient: string[] = [];
  const visits: Visit[] = [];
  const seen = new Set<string>();
  const readPerType = new Map<string, number>();
  let otherLocaleLinks = 0;
  let skipped = 0;
  const queue: { url: string; from: string }[] = STARTS.map((url) => ({ url, from: '(start)' }));

  const enqueue = (url: string, from: string) => {
    if (seen.has(url)) return;
    const { locale, rest } = localeOf(url.split('?')[0]);
    if (!crawled.has(locale)) {
      if (otherLocaleLinks >= OTHER_LOCALE_LINKS) return void skipped++;
      otherLocaleLinks++;
    } else if (!rest.startsWith('/api/')) {
      const key = `${locale} ${pageTypeOf(rest)}`;
      const count = readPerType.get(key) ?? 0;
      if (count >= PER_TYPE) return void skipped++;
      readPerType.set(key, count + 1);
    }
    seen.add(url);
    queue.push({ url, from });
  };
  for (const { url } of queue) seen.add(url);
  for (const start of STARTS) readPerType.set(`${localeOf(start).locale} home`, 1);

  const visit = async ({ url, from }: { url: string; from: string }) => {
    const { locale, rest } = localeOf(url.split('?')[0]);
    const type = pageTypeOf(rest);
    let response = await get(request, url);
    let status = response.status();
    if (status >= 500) {
      // Asked once more a moment later: a page that answers then is reported, not failed (a cold
      // start on a busy machine can time out a service call); one that fails twice is a finding.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const again = await get(request, url);
      if (again.status() < 500) transient.push(`${url} (linked from ${from}): ${status}, then ${again.status()}`);
      response = again;
      status = again.status();
    }
    if (REDIRECT.has(status)) {
      const location = response.headers()['location'] ?? '';
      const target = internal(location, new URL(url, base).href);
      if (!target) {
        // A redirect out of the shop (a payment page…) is not ours to follow.
        visits.push({ url, status, type, locale, read: false });
        return;
      }
      response = await get(request, target);
      status = response.status();
      if (REDIRECT.has(status)) failures.push(`${url} (linked from ${from}): a redirect chain ${url} → ${target} → ${response.headers()['location']}`);
    }
    visits.push({ url, status, type, locale, read: crawled.has(locale) });
    if (status >= 400) failures.push(`${url} (linked from ${from}): ${status}`);
    if (status !== 200 || !crawled.has(locale) || !(response.headers()['content-type'] ?? '').includes('text/html')) return;

    const html = await response.text();
    failures.push(...pageFindings(`${url} [${type}]`, locale, html, { jsonLd: EXPECTED_JSON_LD[type], foreign: english.get(locale)! }));
    const page = read(html);
    // Links of the body, and the head's canonical and hreflang targets (asked like any link).
    for (const href of [...page.hrefs, ...page.canonicals, ...page.alternates]) {
      const target = internal(href, new URL(url, base).href);
      if (target) enqueue(target, url);
    }
  };

  // Breadth-first, a few requests at a time.
  let next = 0;
  let active = 0;
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (;;) {
      if (next >= queue.length) {
        // Another worker may still add links: wait for it before leaving.
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (next >= queue.length && active === 0) return;
        continue;
      }
      const item = queue[next++];
      active++;
      try {
        await visit(item);
      } catch (error) {
        failures.push(`${item.url} (linked from ${item.from}): ${(error as Error).message.split('\n')[0]}`);
      } finally {
        active--;
      }
    }
  });
  await Promise.all(workers);

  for (const locale of crawled) {
    const reached = new Set(visits.filter((v) => v.locale === locale && v.status === 200).map((v) => v.type));
    for (const type of REQUIRED_TYPES) if (!reached.has(type)) failures.push(`${locale}: no ${type} page reached by following links`);
  }
  const summary = {
    pages: visits.length,
    readWhole: visits.filter((v) => v.read).length,
    otherLocaleLinks,
    linksNotFollowed: skipped,
    transient5xx: transient.length,
    byType: Object.fromEntries([...readPerType].sort()),
  };
  for (const note of transient) test.info().annotations.push({ type: 'transient 5xx', description: note });
  await test.info().attach('crawl.json', { body: JSON.stringify({ summary, failures, transient, visits }, null, 2), contentType: 'application/json' });
  console.log(`crawl: ${JSON.stringify(summary)}`);
  expect(failures, `${failures.length} findings`).toEqual([]);
});

test('a locale search engines do not index is noindex with a canonical to its language’s indexed page; country variants list each other back', { tag: '@browserless' }, async ({ request }) => {
  // en-de: English at euro prices, indexed as en-it (lib/seo/alternates.ts).
  const home = read(await (await get(request, '/en-de')).text());
  expect(home.robots).toMatch(/noindex/);
  expect(home.canonicals).toEqual([`${ORIGIN}/en-it`]);
  expect(home.alternates).toEqual([]);
  const indexed = read(await (await get(request, '/en-it')).text());
  expect(indexed.robots).not.toMatch(/noindex/);
  expect(indexed.canonicals).toEqual([`${ORIGIN}/en-it`]);

  // /de-ch names its country's crawled variants, and each of them names the same set back.
  const variants = ['de-ch', 'fr-ch', 'it-ch', 'en-ch'].map((locale) => `${ORIGIN}/${locale}`);
  for (const url of variants) {
    const response = await get(request, url.slice(ORIGIN.length));
    expect(response.status(), url).toBe(200);
    const page = read(await response.text());
    expect(page.canonicals, url).toEqual([url]);
    expect([...page.alternates].sort(), url).toEqual([...variants].sort());
  }
});
