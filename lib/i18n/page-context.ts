/**
 * The `[storefront]` segment (ADR 0019): which of the shop's storefronts renders a page, a locale and
 * its *variant*. A page is rendered once per locale and variant, then served from the cache to everyone
 * who asks for that variant (ADR 0012). The variant says what the page may differ in without knowing
 * who the visitor is:
 *
 * - `audience`: `trade` pages carry the trade menu, business-only messages and the trade home; they
 *   are shared by every trade visitor and never hold a trade price (those are read after load).
 * - `shell`: false for the pages that render without the top strip, header and footer (spec §2).
 *
 * The proxy picks the variant and rewrites the request's first segment to carry it, e.g.
 * `/it-it/products/x` → `/it-it--trade/products/x`; pages read it back, parsed here once into one
 * typed `PageContext`, through lib/i18n/server.ts. The plain locale (`it-it`) is the consumer page
 * with the shell, which guests and signed-in consumers share. This is the only module that reads the
 * segment's format: the lint rule `storefront-segment` (eslint.config.mjs) keeps it so.
 */
import { DEFAULT_LOCALE, isLocale, parseLocale, type Locale, type LocaleInfo } from './locales';

export type Audience = 'consumer' | 'trade';

export interface PageVariant {
  audience: Audience;
  shell: boolean;
}

/** A page's locale (language, country, currency, tag) and the variant of it the proxy chose. */
export type PageContext = LocaleInfo & PageVariant;

export const DEFAULT_VARIANT: PageVariant = { audience: 'consumer', shell: true };

const SEPARATOR = '--';
const TRADE = 'trade';
const BARE = 'bare';

/** The segment of the internal path: `it-it`, `it-it--trade`, `it-it--bare`, `it-it--trade--bare`. */
export function storefrontSegment(locale: Locale, variant: PageVariant): string {
  const parts: string[] = [locale];
  if (variant.audience === 'trade') parts.push(TRADE);
  if (!variant.shell) parts.push(BARE);
  return parts.join(SEPARATOR);
}

/** The page context a segment stands for, or null when it is not one the proxy writes. */
export function parseStorefrontSegment(segment: string): PageContext | null {
  const [locale, ...flags] = segment.split(SEPARATOR);
  if (!isLocale(locale)) return null;
  // Only the canonical order the proxy writes, so one page has exactly one cache key.
  const trade = flags[0] === TRADE;
  const bare = flags[trade ? 1 : 0] === BARE;
  const expected = (trade ? 1 : 0) + (bare ? 1 : 0);
  if (flags.length !== expected) return null;
  return { ...parseLocale(locale), audience: trade ? 'trade' : 'consumer', shell: !bare };
}

/** The context of a document no page of the shop answers (the layout around a path with a dot). */
export const DEFAULT_CONTEXT: PageContext = { ...parseLocale(DEFAULT_LOCALE), ...DEFAULT_VARIANT };
