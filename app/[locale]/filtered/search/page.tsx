// The search page with a query or filters in its query string: the proxy sends it here (lib/routing).
export { default, generateMetadata } from '../../search/page';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';
