import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { CLIENT_NAMESPACES, FIRST_PAINT_KEYS, LAZY_NAMESPACES, PAGE_MESSAGES, pickClientMessages, pickPageMessages } from '@/lib/i18n/client-messages';
import { mergeMessages } from '@/lib/i18n/merge-messages';
import { generateStaticParams } from '@/app/api/messages/[language]/[namespace]/route';

describe('the messages a page’s first paint sends to the browser', () => {
  const picked = pickClientMessages(en);

  it('sends first-paint namespaces whole and only named keys of the others, nested paths kept in their nesting', () => {
    // The shell's client keys; the footer's and the strip's words are read on the server only.
    expect(picked.shell).toMatchObject({ close: en.shell.close, bagWithCount: en.shell.bagWithCount, accountNotice: en.shell.accountNotice });
    expect(picked.shell).not.toHaveProperty('footerLinks');
    expect(picked.shell).not.toHaveProperty('skipToContent');
    expect(picked.account).toEqual({
      lists: { favorites: en.account.lists.favorites, removeFromFavorites: en.account.lists.removeFromFavorites, addToList: en.account.lists.addToList },
    });
    // The add-to-bag refusals' sentences (2 KB) come with the first refusal (AddToCartButton loads the cart namespace).
    expect(Object.keys(picked.cart as object).sort()).toEqual(['addToBag', 'addToBagFor', 'added', 'adding'].sort());
    expect(Object.keys(en.cart).length).toBeGreaterThan(5);
  });

  it('leaves out what only the layers, panels and forms drawn after the first paint read', () => {
    // The cookie banner, chat, accessibility widget, preview and registry bars, country chooser, newsletter form and validation sentences.
    const later = ['consent', 'chat', 'accessibility', 'preview', 'registry', 'countries', 'newsletter', 'validation'] as const;
    for (const ns of later) {
      expect(picked, ns).not.toHaveProperty(ns);
      expect(LAZY_NAMESPACES, ns).toContain(ns);
    }
    expect(Object.keys(picked).sort()).toEqual(['account', 'auth', 'cart', 'catalogue', 'contact', 'serverError', 'shell', 'trade']);
    // What every page carries: the shell's client words and the few keys the cards and header buttons read (about 2.4 KB of en).
    expect(JSON.stringify(picked).length).toBeLessThan(3000);
    expect(JSON.stringify(picked).length).toBeGreaterThan(2000);
  });

  it('serves every namespace loaded later as a static file, in every language', () => {
    const params = generateStaticParams();
    for (const language of ['en', 'de', 'es', 'fr', 'it']) for (const namespace of LAZY_NAMESPACES) expect(params).toContainEqual({ language, namespace });
  });

  it('leaves out the panels’ namespaces unless a page is built around them', () => {
    expect(picked.auth).toEqual({ tradeLogin: en.auth.tradeLogin });
    expect(pickClientMessages(en, { whole: ['account'] }).account).toEqual(en.account);
  });

  it('adds a page’s keys to the first paint’s of the same namespace, and sends its whole namespaces entire', () => {
    const search = pickClientMessages(en, PAGE_MESSAGES.search);
    expect(Object.keys(search.catalogue as object).sort()).toEqual(['card', 'shipping', ...PAGE_MESSAGES.search.keys.catalogue].sort());
    const registry = pickClientMessages(en, PAGE_MESSAGES.registry);
    expect(registry.product).toEqual({ share: en.product.share });
    expect(registry.account).toEqual(en.account);
  });
});

/** Every `'use client'` module of the storefront: its path and its source. */
function clientModules(): { file: string; source: string }[] {
  const root = path.join(__dirname, '../..');
  const found: { file: string; source: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const source = fs.readFileSync(full, 'utf8');
        if (/^\s*['"]use client['"]/.test(source)) found.push({ file: path.relative(root, full), source });
      }
    }
  };
  for (const dir of ['app', 'components', 'lib', 'stores']) walk(path.join(root, dir));
  return found;
}

/** Every client module's namespaces, as its `useTranslations('…')` (or the shop's `useShopTranslations`) read them. */
function clientNamespaces(): { file: string; namespace: string }[] {
  return clientModules().flatMap(({ file, source }) => [...source.matchAll(/use(?:Shop)?Translations\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({ file, namespace: m[1] })));
}

/** Whether some message selection sends (part of) the messages at `namespace` ('product.requests') to the browser. */
function reachesBrowser(namespace: string): boolean {
  const top = namespace.split('.')[0];
  const pages = Object.values(PAGE_MESSAGES) as { whole?: readonly string[]; keys?: Record<string, readonly string[]> }[];
  const whole = new Set<string>([...CLIENT_NAMESPACES, ...LAZY_NAMESPACES, ...pages.flatMap((page) => page.whole ?? [])]);
  if (whole.has(top)) return true;
  const keyed = [FIRST_PAINT_KEYS, ...pages.map((page) => page.keys ?? {})].flatMap((selection) =>
    Object.entries(selection).flatMap(([ns, keys]) => (keys ?? []).map((key) => `${ns}.${key}`)),
  );
  return keyed.some((selected) => selected === namespace || selected.startsWith(`${namespace}.`) || namespace.startsWith(`${selected}.`));
}

describe('a page’s messages on top of the first paint’s', () => {
  it('sends only what the page adds, not the first paint’s messages again', () => {
    const added = pickPageMessages(en, PAGE_MESSAGES.product);
    expect(Object.keys(added)).toEqual(['product']);
    expect(pickPageMessages(en, PAGE_MESSAGES.registry)).toEqual({ product: { share: en.product.share }, registry: en.registry, auth: en.auth, account: en.account, cart: en.cart });
  });

  it('joins a page’s keys to the picked keys of the same namespace, and a whole namespace replaces them', () => {
    const base = pickClientMessages(en);
    const search = mergeMessages(base, pickPageMessages(en, PAGE_MESSAGES.search));
    expect(search).toEqual(pickClientMessages(en, PAGE_MESSAGES.search));
    expect(Object.keys(search.catalogue as object)).toEqual(expect.arrayContaining(['card', 'shipping', 'searchLabel']));
    expect(search.shell).toBe(base.shell);
    const account = mergeMessages(base, pickPageMessages(en, PAGE_MESSAGES.account));
    expect(account.account).toEqual(en.account);
    expect(account).toEqual(pickClientMessages(en, PAGE_MESSAGES.account));
  });
});

/** The top-level shell keys `'use client'` modules read: `t('close')`, `t(\`groups.${…}\`)`, `useTranslations('shell.accountNotice')`. */
function clientShellKeys(): { file: string; key: string }[] {
  return clientModules().flatMap(({ file, source }) => [
    ...[...source.matchAll(/use(?:Shop)?Translations\(\s*['"]shell\.(\w+)/g)].map((m) => ({ file, key: m[1] })),
    ...[...source.matchAll(/(\w+)\s*=\s*use(?:Shop)?Translations\(\s*['"]shell['"]\s*\)/g)].flatMap((m) =>
      [...source.matchAll(new RegExp(`\\b${m[1]}(?:\\.rich|\\.markup|\\.has)?\\(\\s*['"\`](\\w+)`, 'g'))].map((call) => ({ file, key: call[1] })),
    ),
  ]);
}

describe('the shell keys client components read', () => {
  const used = clientShellKeys();

  it('are found by the scan', () => {
    expect(used.map((u) => u.key)).toEqual(expect.arrayContaining(['close', 'bagWithCount', 'groups', 'accountNotice']));
    expect(used.length).toBeGreaterThan(20);
  });

  it('are each sent at first paint', () => {
    const sent = new Set<string>(FIRST_PAINT_KEYS.shell);
    expect(used.filter((u) => !sent.has(u.key)).map((u) => `${u.file}: shell.${u.key}`)).toEqual([]);
  });
});

describe('the namespaces client components read', () => {
  const used = clientNamespaces();

  it('finds the client components’ namespaces (the scan sees them)', () => {
    expect(used.length).toBeGreaterThan(50);
    expect(used.map((u) => u.namespace)).toContain('product.requests');
  });

  it('are each sent to the browser by the first paint, a panel or a page (lib/i18n/client-messages.ts)', () => {
    expect(used.filter((u) => !reachesBrowser(u.namespace)).map((u) => `${u.file}: ${u.namespace}`)).toEqual([]);
  });

  it('tells a namespace no selection sends from one that is sent', () => {
    expect(reachesBrowser('editorial')).toBe(false);
    expect(reachesBrowser('product.notSent')).toBe(false);
    expect(reachesBrowser('product.gallery')).toBe(true);
    expect(reachesBrowser('catalogue.card')).toBe(true);
    expect(reachesBrowser('account.lists')).toBe(true);
  });
});
