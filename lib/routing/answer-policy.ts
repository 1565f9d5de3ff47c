/**
 * Who may store a page's answer, and so what the proxy may put on it (ADR 0017). A shared cache (a
 * CDN, nginx's proxy_cache, Varnish) keeps whatever is marked `s-maxage` and hands it to the next
 * visitor who asks for the URL, so:
 *
 * - a **shared** answer is the consumer variant of a cached page (ADR 0012), the same for every
 *   guest and signed-in consumer. It carries Next's `s-maxage` and never a `Set-Cookie`: the proxy
 *   does not refresh an access token for it (the page does not read the session; `GET /api/visitor`,
 *   private, refreshes it after load) and moves a `?hp=consumer` choice to a private redirect;
 * - a **private** answer is for one browser only (`private, no-store`): the pages rendered per
 *   visitor (`force-dynamic`: account, checkout, orders, lists, registry editing, a couple's
 *   registry, password and confirmation links), where the proxy refreshes a due token before the
 *   render reads it, and every trade-variant page, which only a visitor whose cookies claim a trade
 *   account is served, so no cache may hand it to anyone else (the CDN rule in the ADR keeps the
 *   consumer copy away from them in turn).
 *
 * Pure, so the proxy and the tests agree (tests/unit/answer-policy.test.ts checks the per-visitor
 * list against the pages that export `force-dynamic`).
 */
import type { PageVariant } from '@/lib/i18n/page-context';

/** What a private answer says: the visitor's browser may not keep it either (it may hold an account). */
export const PRIVATE_NO_STORE = 'private, no-store';

export interface AnswerPolicy {
  /** `shared`: Next's own `s-maxage` stands, and nothing per visitor may be added. `private`: `Cache-Control` below. */
  store: 'shared' | 'private';
  /** The proxy's `Cache-Control` for the answer; null leaves Next's (s-maxage on a cached page). */
  cacheControl: string | null;
  /** The proxy may refresh a due access token (and write the new cookies) before this page renders. */
  refreshSession: boolean;
}

/**
 * Locale-less paths of the pages rendered per visitor (each exports `dynamic = 'force-dynamic'`),
 * as path prefixes: a segment list matches the path's first segments; `*` stands for any one segment.
 * `/passwords` (the request form) and `/login` are cached; `/passwords/<token>` is not.
 */
const PER_VISITOR: readonly (readonly string[])[] = [
  ['account'],
  ['account_confirmations', '*'],
  ['checkout'],
  ['passwords', '*'],
  ['wedding_registry', '*'],
  // The test-only bag page (app/[storefront]/test-cart/page.e2e.tsx), in the test build only.
  ['test-cart'],
];

/** True for a page rendered per visitor, from its canonical locale-less path (`/account/orders/R1`). */
export function isPerVisitorPath(path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return PER_VISITOR.some((prefix) => prefix.length <= segments.length && prefix.every((name, i) => name === '*' || name === segments[i]));
}

/** The rule for a page request the proxy rewrites: its canonical locale-less path and the variant it is served. */
export function answerPolicy(path: string, variant: PageVariant): AnswerPolicy {
  if (isPerVisitorPath(path)) return { store: 'private', cacheControl: PRIVATE_NO_STORE, refreshSession: true };
  if (variant.audience === 'trade') return { store: 'private', cacheControl: PRIVATE_NO_STORE, refreshSession: false };
  return { store: 'shared', cacheControl: null, refreshSession: false };
}

/**
 * `?hp=consumer` (spec §2, §9: keeps the consumer home for a day) is stored on a private redirect to
 * the same address without it, never on the page a shared cache keeps for that address. Returns the
 * location (path and the rest of the query), or null when the request does not carry the choice.
 */
export function homepageChoiceRedirect(pathname: string, searchParams: URLSearchParams): string | null {
  if (searchParams.get('hp') !== 'consumer') return null;
  const rest = new URLSearchParams(searchParams);
  rest.delete('hp');
  const query = rest.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}
