import { isLocale, type Locale } from '@/lib/i18n/locales';
/**
 * Which listing a page shows, in a form the browser may hold and send back with each of the shopper's
 * actions (a server action renders the next state): never a filter string, only names the server
 * turns into filters itself.
 */
export type ListingSource =
  | { kind: 'category'; permalink: string }
  | { kind: 'search' }
  | { kind: 'artisan'; slug: string }
  | { kind: 'collection'; slug: string }
  | { kind: 'artisans' };

export type { Audience } from '@/lib/i18n/page-context';
import type { Audience } from '@/lib/i18n/page-context';

export interface ListingSpec {
  locale: Locale;
  /** The cached page's audience: a trade page reserves the trade price line and reads prices after load. */
  audience: Audience;
  source: ListingSource;
}

/** What the shopper expanded without changing the URL: the rest of the page's pieces, longer facet lists. */
export interface ListingView {
  allHits?: boolean;
  moreFacets?: string[];
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;
const PERMALINK = /^[a-z0-9][a-z0-9-]{0,150}(\/[a-z0-9][a-z0-9-]{0,150}){0,5}$/;

/** A spec sent back by a browser, checked: null when it is not one this shop could have rendered. */
export function parseListingSpec(input: unknown): ListingSpec | null {
  if (!input || typeof input !== 'object') return null;
  const { locale, audience, source } = input as Record<string, unknown>;
  if (!isLocale(locale)) return null;
  if (audience !== 'consumer' && audience !== 'trade') return null;
  if (!source || typeof source !== 'object') return null;
  const s = source as Record<string, unknown>;
  switch (s.kind) {
    case 'search':
    case 'artisans':
      return { locale, audience, source: { kind: s.kind } };
    case 'category':
      return typeof s.permalink === 'string' && PERMALINK.test(s.permalink) ? { locale, audience, source: { kind: 'category', permalink: s.permalink } } : null;
    case 'artisan':
    case 'collection':
      return typeof s.slug === 'string' && SLUG.test(s.slug) ? { locale, audience, source: { kind: s.kind, slug: s.slug } } : null;
    default:
      return null;
  }
}

export function parseListingView(input: unknown): ListingView {
  if (!input || typeof input !== 'object') return {};
  const { allHits, moreFacets } = input as Record<string, unknown>;
  return {
    allHits: allHits === true,
    moreFacets: Array.isArray(moreFacets) ? moreFacets.filter((f): f is string => typeof f === 'string' && f.length < 60).slice(0, 10) : [],
  };
}
