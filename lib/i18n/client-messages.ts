import type { Messages, NestedKeyOf } from 'next-intl';
import { isTree, mergeMessages, type Tree } from './merge-messages';

/**
 * Which messages reach the browser, all in this file and checked by tsc against the messages' type
 * (global.d.ts); tests/unit/client-messages.test.ts fails when a client component reads a namespace
 * that none of these sends. A page's flight data carries what its first paint's client
 * components use (whole namespaces, or the few keys of a namespace that a card or a header button
 * needs); the panels and layers that open later (sign-in, lists, bag, contact, the cookie banner,
 * chat, the accessibility widget, the country chooser, the newsletter form) read their namespaces when
 * they open (/api/messages, components/i18n/MessagesFor.tsx), and forms their validation sentences
 * when they mount (components/forms/error-text.ts). Server components read the full catalogue.
 */
export type Namespace = keyof Messages;

/** Keys of some namespaces, each a key or a dotted path to a nested key or group ('lists.favorites'). */
export type KeySelection = { [N in Namespace]?: readonly NestedKeyOf<Messages[N]>[] };

/** What a page adds to the first-paint messages: namespaces sent whole, and keys of others. */
export interface MessageSelection {
  whole?: readonly Namespace[];
  keys?: KeySelection;
}

/** The error page's: sent whole to every page (the shell's words are picked: FIRST_PAINT_KEYS). */
export const CLIENT_NAMESPACES = ['serverError'] as const satisfies readonly Namespace[];

/**
 * Namespaces loaded by the code that needs them, none of it drawn at first paint: panels when they
 * open, the layers mounted after hydration (cookie banner, accessibility widget, chat, preview and
 * registry bars), the footer's newsletter form near the screen, forms' validation sentences on mount.
 * Pages built around them (account, checkout) send them whole.
 */
export const LAZY_NAMESPACES = [
  'auth', 'account', 'cart', 'contact', 'actionErrors',
  'consent', 'accessibility', 'chat', 'countries', 'newsletter', 'validation', 'preview', 'registry',
] as const satisfies readonly Namespace[];
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

export function isLazyNamespace(value: unknown): value is LazyNamespace {
  return (LAZY_NAMESPACES as readonly unknown[]).includes(value);
}

/** The keys of other namespaces that first-paint client components use, on any page. */
export const FIRST_PAINT_KEYS: KeySelection = {
  // The shell's client controls (header buttons, menus, the bag's and contact's titles, the signed-in notice, the
  // trade invitation); the footer, strip and skip link are server-drawn and read the rest on the server.
  // tests/unit/client-messages.test.ts fails when a client component reads a shell key not listed here.
  shell: [
    'submenuOf', 'contactUs', 'close', 'openMenu', 'menu', 'search', 'groups', 'viewAllOf', 'editorialKinds', 'bag', 'bagWithCount', 'bagTitle', 'trade',
    'myAccount', 'logIn', 'myRegistry', 'accountNotice', 'tradeInvitation',
  ],
  // The product card (its heart, and the whole card where trade prices arrive after load), on editorial pages too.
  catalogue: ['card', 'shipping'],
  // The header's favourites button, the card's heart, the product page's "add to list" (the list panel loads the rest).
  account: ['lists.favorites', 'lists.removeFromFavorites', 'lists.addToList'],
  // Add-to-bag buttons (their refusals' sentences, 2 KB, arrive with the first one: AddToCartButton).
  cart: ['addToBag', 'addToBagFor', 'adding', 'added'],
  // The contact dialog's title (its form comes with the panel); the trade login button.
  contact: ['title'],
  auth: ['tradeLogin'],
  // The contact dialog's trade sales block (any page's top strip).
  trade: ['contact'],
};

/** What the pages built around them send (their layouts and sections name their entry here). */
export const PAGE_MESSAGES = {
  // Forms and lists of the account, its confirmations and the password pages; the checkout's steps.
  account: { whole: ['auth', 'account', 'cart', 'addressStates'] },
  accountForms: { whole: ['auth', 'account'] },
  checkout: { whole: ['auth', 'account', 'cart', 'checkout', 'addressStates'] },
  // The registry's messages, the account's lists (item controls), the bag, and the copy button's.
  registry: { whole: ['registry', 'auth', 'account', 'cart'], keys: { product: ['share'] } },
  tradeApplication: { whole: ['trade'] },
  orderStatus: { keys: { routes: ['orderStatus'] } },
  // What the product page's client leaves read, on top of the first paint's.
  product: { keys: { product: ['addToCart', 'addToCartLabel', 'gallery', 'requests', 'ar', 'share', 'recently', 'tradePrice'] } },
  // The search field's and the image search's (client leaves of /search), on top of the cards'.
  search: {
    keys: {
      catalogue: [
        'searchLabel', 'searchPlaceholder', 'submitSearch', 'clearSearch', 'popularSearches', 'recentSearches', 'clearRecent', 'recommendedSearches',
        'searchByImage', 'searchByImageHint', 'imageTypeError', 'imageSearching', 'similarTo', 'similarError', 'backToSearch',
      ],
    },
  },
} as const satisfies Record<string, MessageSelection>;


/** The value at a dotted path ('lists.favorites') of a message tree, if there is one. */
function valueAt(tree: Tree, path: string[]): unknown {
  let value: unknown = tree;
  for (const part of path) value = isTree(value) && part in value ? value[part] : undefined;
  return value;
}

/** The keys of a namespace, each a key or a dotted path to a nested one, in their nesting. */
function pick(namespace: unknown, keys: readonly string[]): Tree | undefined {
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

/** Selected keys, added to what is already picked of their namespaces (top-level keys replace). */
function pickKeys(messages: Tree, picked: Tree, selection: KeySelection) {
  for (const [ns, keys] of Object.entries(selection)) {
    const subset = pick(messages[ns], keys);
    if (subset) picked[ns] = isTree(picked[ns]) ? { ...picked[ns], ...subset } : subset;
  }
}

/** What a page selects on top of the first paint's: keys of some namespaces, others sent whole. */
export function pickPageMessages(messages: Messages, { whole = [], keys = {} }: MessageSelection): Tree {
  const picked: Tree = {};
  pickKeys(messages, picked, keys);
  for (const ns of whole) if (ns in messages) picked[ns] = messages[ns];
  return picked;
}

/** The first-paint messages, plus what a page selects: keys of some namespaces, others sent whole. */
export function pickClientMessages(messages: Messages, selection: MessageSelection = {}): Tree {
  const picked: Tree = {};
  for (const ns of CLIENT_NAMESPACES) if (ns in messages) picked[ns] = messages[ns];
  pickKeys(messages, picked, FIRST_PAINT_KEYS);
  return mergeMessages(picked, pickPageMessages(messages, selection));
}
