'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import type { Messages, NamespaceKeys, NestedKeyOf, NestedValueOf, MessageKeys } from 'next-intl';
import type { Locale } from './locale-list';
import { DEFAULT_LOCALE } from './default-locale';
import { MONTH_NAME } from './month-format';
import { mergeMessages, isTree, type Tree } from './merge-messages';

/**
 * The page's locale and the messages its client components may read (the first paint's, plus what a
 * page adds), without next-intl's client runtime (issue 35: its provider, translator and formatters
 * were 3.5 KB gzip of every page's first load, and creating its formatters 130–170 ms of a phone's
 * main thread). The parts drawn at first paint read them here: `useShopTranslations` formats a
 * message with icu-minify, the formatter next-intl itself uses for the build's precompiled messages
 * (next.config.ts), so a text reads the same either way. Parts that come later (panels, islands'
 * code, pages built around forms) keep next-intl's hooks, inside an `IntlScope` (components/i18n/IntlScope.tsx)
 * made from this context; tests/unit/first-load-imports.test.ts keeps next-intl out of the first load.
 */
export interface ShopMessages {
  locale: Locale;
  /** The server's, as next-intl's provider had it: dates without a zone of their own are shown in it. */
  timeZone: string;
  messages: Tree;
}

const ShopMessagesContext = createContext<ShopMessages>({ locale: DEFAULT_LOCALE, timeZone: 'UTC', messages: {} });

/** The locale layout's: the page's locale and the first paint's messages (lib/i18n/client-messages.ts). */
export function ShopMessagesProvider({ value, children }: { value: ShopMessages; children: ReactNode }) {
  return <ShopMessagesContext value={value}>{children}</ShopMessagesContext>;
}

/** A page's messages added to those around it (lib/i18n/client-messages.ts PAGE_MESSAGES): only the additions cross into the browser. */
export function AddedMessages({ messages, children }: { messages: Tree; children: ReactNode }) {
  const around = use(ShopMessagesContext);
  const value = useMemo(() => ({ ...around, messages: mergeMessages(around.messages, messages) }), [around, messages]);
  return <ShopMessagesContext value={value}>{children}</ShopMessagesContext>;
}

/** The locale, the time zone and every message the page's client components have. */
export function useShopMessages(): ShopMessages {
  return use(ShopMessagesContext);
}

/** The page's locale (`it-it`), in a client component. */
export function useShopLocale(): Locale {
  return use(ShopMessagesContext).locale;
}

/** Each Intl formatter the page's messages need is built once (building one costs far more than using it). */
const built = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locale: string | string[] | undefined, options: object | undefined, build: () => T): T {
  const key = `${kind}|${String(locale)}|${JSON.stringify(options ?? {})}`;
  let formatter = built.get(key) as T | undefined;
  if (!formatter) built.set(key, (formatter = build()));
  return formatter;
}
const formatters = {
  getNumberFormat: (locale?: string | string[], options?: Intl.NumberFormatOptions) => cached('n', locale, options, () => new Intl.NumberFormat(locale, options)),
  getDateTimeFormat: (locale?: string | string[], options?: Intl.DateTimeFormatOptions) => cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options)),
  getPluralRules: (locale?: string | string[], options?: Intl.PluralRulesOptions) => cached('p', locale, options, () => new Intl.PluralRules(locale, options)),
};

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
type KeyOf<N extends Namespace> = MessageKeys<NestedValueOf<Messages, N>, NestedKeyOf<NestedValueOf<Messages, N>>>;
export type ShopTranslator<N extends Namespace> = (key: KeyOf<N>, values?: FormatValues<never>) => string;

/** The message at a dotted path of the tree, if there is one. */
function messageAt(messages: Tree, path: string): CompiledMessage | undefined {
  let value: unknown = messages;
  for (const part of path.split('.')) value = isTree(value) ? value[part] : undefined;
  return typeof value === 'string' || Array.isArray(value) ? (value as CompiledMessage) : undefined;
}

/**
 * `t(key, values)` for a namespace, as next-intl's `useTranslations` gives it (plain text only: no
 * rich text), for the client components drawn at first paint. A message the page lacks reads as its
 * key, as next-intl's fallback does (tests/unit/client-messages.test.ts keeps the picks complete).
 */
export function useShopTranslations<N extends Namespace>(namespace: N): ShopTranslator<N> {
  const { locale, timeZone, messages } = use(ShopMessagesContext);
  return useMemo(
    () => (key, values) => {
      const path = `${namespace}.${key}`;
      const message = messageAt(messages, path);
      return message === undefined ? path : String(format(message, locale, values, { formatters, timeZone }));
    },
    [namespace, locale, timeZone, messages],
  );
}

/** A month's name ("June") in the page's locale, as next-intl's named format `month` writes it (lib/i18n/formats.ts). */
export function useShopMonthName(): (date: Date) => string {
  const locale = useShopLocale();
  return (date) => formatters.getDateTimeFormat(locale, MONTH_NAME).format(date);
}
