/**
 * A page is rendered once per locale and *variant*, then served from the cache to everyone who asks
 * for that variant (ADR 0012). The variant says what the page may differ in without knowing who
 * the visitor is:
 *
 * - `audience`: `trade` pages carry the trade menu, business-only messages and the trade home; they
 *   are shared by every trade visitor and never hold a trade price (those are read after load).
 * - `shell`: false for the pages that render without the top strip, header and footer (spec §2).
 *
 * The proxy picks the variant and rewrites the request's locale segment to carry it, e.g.
 * `/it-it/products/x` → `/it-it--trade/products/x`; pages read it back through `localeFromParams`.
 * The plain locale (`it-it`) is the consumer page with the shell, which guests and signed-in
 * consumers share.
 */
import { isLocale } from './locales';

export type Audience = 'consumer' | 'trade';

export interface PageVariant {
  audience: Audience;
  shell: boolean;
}

export const DEFAULT_VARIANT: PageVariant = { audience: 'consumer', shell: true };

const SEPARATOR = '--';
const TRADE = 'trade';
const BARE = 'bare';

/** The locale segment of the internal path: `it-it`, `it-it--trade`, `it-it--bare`, `it-it--trade--bare`. */
export function variantSegment(locale: string, variant: PageVariant): string {
  const parts = [locale];
  if (variant.audience === 'trade') parts.push(TRADE);
  if (!variant.shell) parts.push(BARE);
  return parts.join(SEPARATOR);
}

/** The locale and variant of a locale segment, or null when it is not one the proxy writes. */
export function parseVariantSegment(segment: string): { locale: string; variant: PageVariant } | null {
  const [locale, ...flags] = segment.split(SEPARATOR);
  if (!isLocale(locale)) return null;
  // Only the canonical order the proxy writes, so one page has exactly one cache key.
  const trade = flags[0] === TRADE;
  const bare = flags[trade ? 1 : 0] === BARE;
  const expected = (trade ? 1 : 0) + (bare ? 1 : 0);
  if (flags.length !== expected) return null;
  return { locale, variant: { audience: trade ? 'trade' : 'consumer', shell: !bare } };
}
