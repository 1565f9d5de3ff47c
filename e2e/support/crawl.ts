/**
 * What the shop's own crawl (e2e/crawl.spec.ts) reads of a page, as pure functions a unit test
 * checks (tests/unit/crawl-reader.test.ts): the page type of a path, whether a link is the shop's,
 * the head and links of an HTML document, and the findings of one page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locale-list';
import { siteOrigin } from '../../lib/seo/urls';

export type PageType =
  | 'home' | 'product' | 'category' | 'artisan' | 'artisans' | 'magazine' | 'magazine-type' | 'post'
  | 'collection' | 'landing' | 'content-page' | 'search' | 'sitemap-page' | 'countries' | 'other';

export const ORIGIN = siteOrigin();
const LOCALE_SET: ReadonlySet<string> = new Set(LOCALES);
export const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** The locale of a local path (en-us has no prefix) and the path without it. */
export function localeOf(pathname: string): { locale: string; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if (LOCALE_SET.has(first)) return { locale: first, rest: pathname.slice(first.length + 1) || '/' };
  return { locale: DEFAULT_LOCALE, rest: pathname || '/' };
}

export function pageTypeOf(rest: string): PageType {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return 'home';
  const [first, second, third] = parts;
  if (first === 'products' && second) return 'product';
  if (first === 'categories' && second) return 'category';
  if (first === 'artisans') return second ? 'artisan' : 'artisans';
  if (first === 'magazine') return third ? 'post' : second ? 'magazine-type' : 'magazine';
  if (first === 'collections' && second) return 'collection';
  if (first === 'landing' && second) return 'landing';
  if (first === 'search') return 'search';
  if (first === 'sitemap') return 'sitemap-page';
  if (first === 'countries') return 'countries';
  if (['api', 'account', 'checkout', 'login', 'passwords', 'order-status', 'wedding_registry', 'trade', 'filtered', 'account_confirmations'].includes(first) || first.startsWith('test-')) return 'other';
  return parts.length === 1 ? 'content-page' : 'other';
}

/** An href of the page, as a local path with its query (no fragment), or null when not the shop's. */
export function internal(href: string, base: string, origin: string = ORIGIN): string | null {
  const value = href.replace(/&amp;/g, '&').trim();
  if (!value || /^(mailto|tel|javascript|data|sms|whatsapp):/i.test(value) || value.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  const local = new URL(base);
  if (url.origin !== local.origin && url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

/** What a crawler reads of an HTML page (scripts other than JSON-LD dropped). */
export function read(html: string) {
  const jsonLd = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]);
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(markup)?.[1] ?? markup;
  const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), decode(v)]));
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const metas = [...head.matchAll(/<meta\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const types = new Set<string>();
  const problems: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const type of [record['@type']].flat()) if (typeof type === 'string') types.add(type);
    if (record['@graph']) collect(record['@graph']);
  };
  for (const text of jsonLd) {
    try {
      collect(JSON.parse(text));
    } catch {
      problems.push('JSON-LD that does not parse');
    }
  }
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1] ?? null,
    // The document's own title, not an SVG's: the first <title> of the head.
    title: decode(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1]?.trim() ?? ''),
    description: metas.find((m) => m.name === 'description')?.content?.trim() ?? '',
    robots: metas.find((m) => m.name === 'robots')?.content ?? '',
    canonicals: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    alternates: links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => l.href),
    hrefs: [...markup.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map((m) => m[1]),
    types,
    problems,
  };
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
const messages = (language: string) => new Map(flatten(JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'messages', `${language}.json`), 'utf8')) as Tree));

/**
 * English messages that a page in `language` must not show as its title or description: those
 * whose translation differs and that the language does not use elsewhere ("Design" may be both).
 */
export function englishOnly(language: string): Set<string> {
  const english = messages('en');
  const own = messages(language);
  const ownValues = new Set(own.values());
  return new Set([...english].filter(([key, value]) => value.length > 3 && !value.includes('{') && own.get(key) !== value && !ownValues.has(value)).map(([, value]) => value));
}

/**
 * The findings of one page read whole: its title, description and canonical, its JSON-LD types
 * (each requirement met by any of its types), and its language (`<html lang>`, and no English title or description in a
 * page of another language: `foreign` is `englishOnly(language)`).
 */
export function pageFindings(where: string, locale: string, html: string, { jsonLd, foreign }: { jsonLd: string[][]; foreign: Set<string> }): string[] {
  const page = read(html);
  const failures = page.problems.map((problem) => `${where}: ${problem}`);
  const indexable = !/noindex/i.test(page.robots);
  const language = locale.slice(0, 2);
  if (!page.title) failures.push(`${where}: no <title>`);
  if (page.lang?.split('-')[0].toLowerCase() !== language) failures.push(`${where}: <html lang="${page.lang}"> in a ${language} URL`);
  for (const segment of page.title.split(/\s+[·|–—-]\s+/)) if (foreign.has(segment)) failures.push(`${where}: the title's "${segment}" is English in a ${language} page`);
  if (foreign.has(page.description)) failures.push(`${where}: the description "${page.description}" is English in a ${language} page`);
  if (indexable) {
    if (!page.description) failures.push(`${where}: no meta description`);
    if (page.canonicals.length !== 1) failures.push(`${where}: ${page.canonicals.length} canonical links`);
    for (const requirement of jsonLd) {
      if (!requirement.some((t) => page.types.has(t))) failures.push(`${where}: no JSON-LD ${requirement.join(' or ')} (has ${[...page.types].join(', ') || 'none'})`);
    }
  }
  return failures;
}
