/**
 * What the proxy does with a page request, as data (tested without a server):
 *
 * - the default locale's prefix is dropped with a permanent redirect (`/en-us/x` → `/x`);
 * - every other request is rewritten to its internal path `/{locale segment}{path}`, where the
 *   segment carries the page variant (page-variant.ts), so each variant is cached as its own page;
 * - a listing whose query string holds listing state (filters, sort, page, a search query) goes to
 *   its `filtered` twin, which reads the query and is rendered per request from cached searches;
 *   a bare listing URL — what menus, crawlers and newsletters link to — is served from the cache.
 */
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { rendersWithoutShell } from '@/lib/shell-visibility';
import { FILTERED_PREFIX, filteredListingPath } from '@/lib/catalogue/listing-routes';
import { variantSegment, type PageVariant } from './page-variant';

export interface RequestFacts {
  pathname: string;
  searchParams: URLSearchParams;
  /** The visitor's audience cookie says trade (set by the server from the account; a hint only). */
  tradeAudience: boolean;
  /** The `hp=consumer` homepage cookie is set (spec §2: a trade user sees the consumer home for a day). */
  consumerHomepage: boolean;
}

export type Resolution =
  | { kind: 'redirect'; location: string }
  | { kind: 'rewrite'; internalPath: string; locale: string; variant: PageVariant }
  /** A path that cannot be decoded: Next answers it (400). */
  | { kind: 'pass' };

/** `/a//b/` → `/a/b`: one leading slash, so a redirect can never leave the origin (`//evil.com`). */
function normalizePath(path: string): string {
  return `/${path.split('/').filter(Boolean).join('/')}`;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

export function resolveRequest(facts: RequestFacts): Resolution {
  if (!isDecodable(facts.pathname)) return { kind: 'pass' };

  const [, first = '', ...rest] = facts.pathname.split('/');
  const search = facts.searchParams.toString();
  const query = search ? `?${search}` : '';

  if (first === DEFAULT_LOCALE) return { kind: 'redirect', location: `${normalizePath(rest.join('/'))}${query}` };

  const locale = isLocale(first) ? first : DEFAULT_LOCALE;
  const path = normalizePath(isLocale(first) ? rest.join('/') : facts.pathname);

  const isHome = path === '/';
  const variant: PageVariant = {
    audience: facts.tradeAudience && !(isHome && (facts.consumerHomepage || facts.searchParams.get('hp') === 'consumer')) ? 'trade' : 'consumer',
    shell: !rendersWithoutShell(path, facts.searchParams),
  };
  const segment = variantSegment(locale, variant);

  let internal: string;
  if (path === FILTERED_PREFIX || path.startsWith(`${FILTERED_PREFIX}/`)) {
    // The internal twins are not public URLs: `/filtered/...` is an unknown page like any other.
    internal = FILTERED_PREFIX;
  } else {
    internal = filteredListingPath(path, facts.searchParams) ?? (isHome ? '' : path);
  }
  return { kind: 'rewrite', internalPath: `/${segment}${internal}${query}`, locale, variant };
}
