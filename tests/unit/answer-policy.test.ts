import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRIVATE_NO_STORE, answerPolicy, homepageChoiceRedirect, isPerVisitorPath } from '@/lib/routing/answer-policy';
import { DEFAULT_VARIANT, type PageVariant } from '@/lib/i18n/page-context';

const consumer = DEFAULT_VARIANT;
const trade: PageVariant = { audience: 'trade', shell: true };

/** Every page file under app/[storefront], with a public path that reaches it and whether it renders per request. */
function localePages(): { file: string; path: string; forceDynamic: boolean }[] {
  const root = path.resolve(__dirname, '../../app/[storefront]');
  const found: { file: string; path: string; forceDynamic: boolean }[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Parallel-route slots and route groups add nothing to the URL.
        const urlPart = entry.name.startsWith('@') || entry.name.startsWith('(') ? [] : [entry.name.replace(/^\[\.\.\..+\]$/, 'a/b').replace(/^\[.+\]$/, 'x')];
        walk(full, [...segments, ...urlPart]);
      } else if (/^page(\.e2e)?\.tsx$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        found.push({ file: path.relative(root, full), path: `/${segments.join('/')}`, forceDynamic: /export const dynamic = 'force-dynamic'/.test(source) });
      }
    }
  };
  walk(root, []);
  return found;
}

describe('who may store each answer (ADR 0017)', () => {
  it('names exactly the pages rendered per visitor: every force-dynamic page but the listing twins, and no cached page', () => {
    const pages = localePages().filter((page) => !page.path.startsWith('/filtered'));
    expect(pages.length).toBeGreaterThan(25);
    const disagreeing = pages.filter((page) => isPerVisitorPath(page.path) !== page.forceDynamic).map((page) => page.file);
    expect(disagreeing).toEqual([]);
  });

  it('keeps per-visitor pages private and lets the proxy refresh a token only there', () => {
    for (const page of ['/account', '/account/orders/R123', '/account/lists/AbC', '/account/wedding_registry/edit', '/checkout', '/checkout/cart', '/checkout/thank-you', '/passwords/t0k', '/wedding_registry/t0k', '/account_confirmations/t0k']) {
      expect(answerPolicy(page, consumer), page).toEqual({ store: 'private', cacheControl: PRIVATE_NO_STORE, refreshSession: true });
      expect(answerPolicy(page, trade).refreshSession, page).toBe(true);
    }
  });

  it('leaves the consumer variant of cached pages shared, with no token refresh (no Set-Cookie on s-maxage)', () => {
    for (const page of ['/', '/products/lido', '/categories/a/b', '/magazine/stories/x', '/search', '/artisans', '/passwords', '/login', '/trade', '/accounts', '/checkouts', '/filtered/search']) {
      expect(answerPolicy(page, consumer), page).toEqual({ store: 'shared', cacheControl: null, refreshSession: false });
      expect(answerPolicy(page, { audience: 'consumer', shell: false }).store, page).toBe('shared');
    }
  });

  it('keeps every trade-variant answer private: no shared cache may hand it to a guest', () => {
    for (const page of ['/', '/products/lido', '/categories/a', '/trade']) {
      expect(answerPolicy(page, trade), page).toEqual({ store: 'private', cacheControl: PRIVATE_NO_STORE, refreshSession: false });
      expect(answerPolicy(page, { audience: 'trade', shell: false }).store, page).toBe('private');
    }
  });

  it('moves ?hp=consumer to a redirect to the same address without it, other parameters kept', () => {
    expect(homepageChoiceRedirect('/', new URLSearchParams('hp=consumer'))).toBe('/');
    expect(homepageChoiceRedirect('/it-it', new URLSearchParams('utm_source=news&hp=consumer&nolayout'))).toBe('/it-it?utm_source=news&nolayout=');
    expect(homepageChoiceRedirect('/', new URLSearchParams('hp=trade'))).toBeNull();
    expect(homepageChoiceRedirect('/', new URLSearchParams(''))).toBeNull();
  });
});
