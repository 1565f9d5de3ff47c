/**
 * Which messages reach the browser. A page's flight data carries what its first paint's client
 * components use (whole namespaces, or the few keys of a namespace that a card or a header button
 * needs); the panels that open later (sign-in, lists, bag, contact) read their namespaces when they
 * open (/api/messages, components/i18n/MessagesFor.tsx). Server components read the full catalogue.
 */
export const CLIENT_NAMESPACES = ['shell', 'serverError', 'validation', 'newsletter', 'consent', 'accessibility', 'countries', 'preview', 'chat'] as const;

/** Namespaces a panel loads when it opens; pages built around them (account, checkout) send them whole. */
export const LAZY_NAMESPACES = ['auth', 'account', 'cart', 'contact'] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

export function isLazyNamespace(value: unknown): value is LazyNamespace {
  return (LAZY_NAMESPACES as readonly unknown[]).includes(value);
}

/** The keys of other namespaces that first-paint client components use, on any page. */
const FIRST_PAINT_KEYS: Record<string, string[]> = {
  // The product card (its heart, and the whole card where trade prices arrive after load), on editorial pages too.
  catalogue: ['card', 'shipping'],
  // The header's favourites button, the card's heart, the product page's "add to list" (the list panel loads the rest).
  account: ['lists.favorites', 'lists.removeFromFavorites', 'lists.addToList'],
  // Add-to-bag buttons and their error messages.
  cart: ['addToBag', 'addToBagFor', 'adding', 'added', 'errors'],
  // The contact dialog's title (its form comes with the panel); the trade login button.
  contact: ['title'],
  auth: ['tradeLogin'],
  // The registry's bar (a shell extra) and its row in the list panel.
  registry: ['bar', 'panel'],
  // The contact dialog's trade sales block (any page's top strip).
  trade: ['contact'],
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => Boolean(value) && typeof value === 'object';

/** The value at a dotted path ('lists.favorites') of a message tree, if there is one. */
function valueAt(tree: Tree, path: string[]): unknown {
  let value: unknown = tree;
  for (const part of path) value = isTree(value) && part in value ? value[part] : undefined;
  return value;
}

/** The keys of a namespace, each a key or a dotted path to a nested one, in their nesting. */
function pick(namespace: unknown, keys: string[]): Tree | undefined {
  if (!isTree(namespace)) return undefined;
  const picked: Tree = {};
  for (const key of keys) {
    const path = key.split('.');
    const value = valueAt(namespace, path);
    if (value === undefined) continue;
    let target = picked;
    for (const part of path.slice(0, -1)) target = (target[part] ??= {}) as Tree;
    target[path[path.length - 1]] = value;
  }
  return picked;
}

/** The first-paint messages, plus `whole` namespaces sent entire (a page built around them). */
export function pickClientMessages(messages: Record<string, unknown>, whole: readonly string[] = []): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const ns of CLIENT_NAMESPACES) if (ns in messages) picked[ns] = messages[ns];
  for (const [ns, keys] of Object.entries(FIRST_PAINT_KEYS)) {
    const subset = pick(messages[ns], keys);
    if (subset) picked[ns] = subset;
  }
  for (const ns of whole) if (ns in messages) picked[ns] = messages[ns];
  return picked;
}
