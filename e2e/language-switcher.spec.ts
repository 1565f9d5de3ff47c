import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

/**
 * Issue 37 items 1, 2, 4 and 6: every link of the language switcher leads to the page's own
 * translation in one step (200, in its language, no redirect) on every page type; a slug of another
 * language moves for good (308) to the page's slug in the visitor's language on every page type; a
 * 404 is never an empty document; a path in capitals or with a trailing slash moves to the shop's
 * spelling in one 308.
 */
type Page = import('@playwright/test').Page;
type Request = import('@playwright/test').APIRequestContext;

const html = (request: Request, url: string) => request.get(url, { maxRedirects: 0 });

const messages = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'messages', `${language}.json`), 'utf8')) as { notFound: { title: string; cta: string } };

/** A page's hreflang alternates as served (hreflang → URL), wherever Next wrote its metadata. */
function alternatesOf(markup: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of markup.matchAll(/<link\b[^>]*>/gi)) {
    const attribute = (name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
    const hreflang = attribute('hreflang');
    if (attribute('rel') === 'alternate' && hreflang) found.set(hreflang, attribute('href')!.replace(/&amp;/g, '&'));
  }
  return found;
}

/** Each language's home locale, whose hreflang list names the page once per language (lib/seo/alternates.ts). */
const LANGUAGE_HOME_PREFIX: Record<string, string> = { en: '', it: '/it-it', de: '/de-de', fr: '/fr-fr', es: '/es-es' };
const prefixOf = (locale: string) => (locale === 'en-us' ? '' : `/${locale}`);

/**
 * Where the switcher should lead from `url` to `language` in `country`: the page's path in that
 * language, as the page's language home states it in its hreflang list, under that locale's prefix.
 * Null when the page names no translation in that language.
 */
async function expectedLink(request: Request, url: string, language: string, country: string): Promise<string | null> {
  const { pathname } = new URL(url, 'http://x');
  const ownLanguage = /^\/([a-z]{2})-[a-z]{2}(\/|$)/.exec(pathname)?.[1] ?? 'en';
  const path = pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  const alternates = alternatesOf(await (await html(request, `${LANGUAGE_HOME_PREFIX[ownLanguage]}${path}` || '/')).text());
  const href = alternates.get(language);
  if (!href) return null;
  const translated = new URL(href).pathname.slice(LANGUAGE_HOME_PREFIX[language]!.length).replace(/^\/$/, '');
  return `${prefixOf(`${language}-${country}`)}${translated}` || '/';
}

/** A link of the first kind on a page (a product card, an artisan, a post), as the page serves it. */
async function firstLink(page: Page, from: string, pattern: RegExp): Promise<string> {
  await page.goto(from);
  const hrefs = await page.locator('main a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  expect(found, `a link like ${pattern} on ${from}`).toBeTruthy();
  return found!;
}

/** Opens `url`, then asks for each of its switcher's links as a browser would, without following redirects. */
async function followSwitcher(page: Page, url: string): Promise<string[]> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  const links = await page
    .locator('[data-language-switcher]')
    .first()
    .locator('a[hreflang]')
    .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href') ?? '', language: a.getAttribute('hreflang') ?? '', current: a.hasAttribute('aria-current') })));
  expect(links.length, `${url}: the country's languages`).toBeGreaterThan(1);
  const country = (await page.locator('html').getAttribute('lang'))!.slice(3).toLowerCase();
  for (const link of links) {
    if (link.current) {
      expect(new URL(link.href, 'http://x').pathname, `${url}: its own language`).toBe(new URL(page.url()).pathname);
      continue;
    }
    const answer = await html(page.request, link.href);
    expect(answer.status(), `${url} → ${link.href}`).toBe(200);
    const markup = await answer.text();
    expect(markup, `${link.href}: <html lang>`).toMatch(new RegExp(`<html[^>]* lang="${link.language}-`));
    // The same page, not a near one: its path in that language, as the page's language home states it.
    const expected = await expectedLink(page.request, url, link.language, country);
    if (expected) expect(link.href, `${url}: the ${link.language} link`).toBe(expected);
  }
  return links.map((l) => l.href);
}

test.describe('the language switcher', () => {
  test('links every page type to its own translation: 200, in its language, no redirect', async ({ page }) => {
    test.slow();
    const product = '/it-ch/products/tavolino-lido-in-vetro-di-murano-ambra';
    const artisan = await firstLink(page, '/de-ch/artisans', /^\/de-ch\/artisans\/[^/?]+$/);
    const post = await firstLink(page, '/de-ch/magazine', /^\/de-ch\/magazine\/[^/]+\/[^/?]+$/);
    const pages = ['/', '/de-ch', '/categories/furniture', product, '/it-ch/collections/vetro-di-murano', '/it-it/landing/un-estate-italiana', post, '/de-ch/about', '/privacy-policy', artisan];
    for (const url of pages) await followSwitcher(page, url);
  });

  test('the issue’s links: a legal page and a landing go to their translated slugs', async ({ page, a11y }) => {
    test.slow();
    expect(await followSwitcher(page, '/privacy-policy')).toContain('/es-us/politica-de-privacidad');
    expect(await followSwitcher(page, '/it-it/landing/un-estate-italiana')).toContain('/en-it/landing/an-italian-summer');
    // In the browser too: one click, the page in English, no stop on the way.
    const answers: number[] = [];
    page.on('response', (r) => r.request().isNavigationRequest() && answers.push(r.status()));
    await page.locator('[data-language-switcher]').first().getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-it\/landing\/an-italian-summer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IT');
    expect(answers).toEqual([200]);
    await a11y.check(page);
  });

  test('follows a client-side navigation: after moving to another page, it links that page’s translations', async ({ page }) => {
    await page.goto('/categories/furniture');
    await page.locator('[data-hydrated]').first().waitFor();
    const documents: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && documents.push(r.url()));
    const spanish = page.locator('[data-language-switcher]').first().getByRole('link', { name: 'Español' });
    const listing = await spanish.getAttribute('href');
    expect(listing).toMatch(/^\/es-us\/categories\//);
    expect((await html(page.request, listing!)).status()).toBe(200);
    // The footer's link to the privacy policy, followed in the page (no new document).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(spanish).toHaveAttribute('href', '/es-us/politica-de-privacidad');
    expect(documents).toEqual([]);
  });
});

test.describe('a slug of another language', () => {
  /** The page's path in `language`'s home locale, from its hreflang list. */
  async function alternate(request: Request, url: string, language: string): Promise<string> {
    const href = alternatesOf(await (await html(request, url)).text()).get(language);
    expect(href, `${url}: hreflang ${language}`).toBeTruthy();
    return new URL(href!).pathname;
  }

  test('moves for good (308) to the page’s slug in the visitor’s language, on every page type', { tag: '@browserless' }, async ({ request }) => {
    const expectMove = async (from: string, to: string) => {
      const response = await html(request, from);
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname, from).toBe(to);
      expect((await html(request, to)).status(), to).toBe(200);
    };
    // The issue's example, then each page type by its English slug under /it-it.
    await expectMove('/it-it/collections/murano-glass', '/it-it/collections/vetro-di-murano');
    await expectMove('/landing/un-estate-italiana', '/landing/an-italian-summer');
    await expectMove('/es-us/privacy-policy', '/es-us/politica-de-privacidad');
    await expectMove('/de-ch/informativa-privacy', '/de-ch/datenschutz');
    const magazine = await (await html(request, '/magazine')).text();
    const post = magazine.match(/href="(\/magazine\/[^/"]+\/[^/"]+)"/)?.[1];
    expect(post, 'a post on /magazine').toBeTruthy();
    const italian = await alternate(request, post!, 'it');
    expect(italian).not.toBe(`/it-it${post}`);
    await expectMove(`/it-it${post}`, italian);
  });

  test('a slug no document has in any language stays a 404', { tag: '@browserless' }, async ({ request }) => {
    for (const url of ['/it-it/collections/no-such-collection', '/landing/no-such-landing', '/es-us/no-such-page', '/magazine/news/no-such-post']) {
      expect((await html(request, url)).status(), url).toBe(404);
    }
  });
});

test.describe('404 pages', () => {
  test('an unknown registry, list or order token, a path with ..%2F and a deep unknown path: the localised 404 with its way home, as served', { tag: '@browserless' }, async ({ request }) => {
    const cases: [string, 'en' | 'it'][] = [
      ['/wedding_registry/no-such-token', 'en'],
      ['/it-it/wedding_registry/no-such-token', 'it'],
      ['/account/lists/no-such-list', 'en'],
      ['/it-it/account/lists/no-such-list', 'it'],
      ['/products/..%2F..%2Fetc%2Fpasswd', 'en'],
      ['/it-it/..%2Fadmin', 'it'],
      ['/it-it/no/such/page/here', 'it'],
    ];
    for (const [url, language] of cases) {
      const response = await html(request, url);
      expect(response.status(), url).toBe(404);
      const markup = await response.text();
      expect(markup, `${url}: not the empty error document`).not.toContain('__next_error__');
      expect(markup, `${url}: <html lang>`).toMatch(new RegExp(`<html[^>]* lang="${language}-`));
      const { notFound } = messages(language);
      expect(markup, `${url}: the message`).toContain(notFound.title);
      expect(markup, `${url}: the way home`).toMatch(new RegExp(`<a [^>]*href="${language === 'it' ? '/it-it' : '/'}"[^>]*>${notFound.cta}</a>`));
    }
  });
});

test.describe('the shop’s one spelling of a path', () => {
  test('capitals and a trailing slash move to it in one 308; tokens and query strings keep their case', { tag: '@browserless' }, async ({ request }) => {
    const expectMove = async (from: string, to: string) => {
      const response = await html(request, from);
      expect(response.status(), from).toBe(308);
      expect(response.headers().location, from).toBe(to);
    };
    await expectMove('/en-us/', '/');
    await expectMove('/EN-US/About', '/about');
    await expectMove('/IT-IT/Collections/Vetro-Di-Murano', '/it-it/collections/vetro-di-murano');
    await expectMove('/Privacy-Policy/', '/privacy-policy');
    await expectMove('/Search?q=Murano', '/search?q=Murano');
    await expectMove('/Wedding_Registry/AbCdEf', '/wedding_registry/AbCdEf');
    // Already the shop's spelling: served as it is.
    expect((await html(request, '/it-it/collections/vetro-di-murano')).status()).toBe(200);
    expect((await html(request, '/')).status()).toBe(200);
  });
});
