// A category listing with listing state in its query string: the proxy sends it here (lib/routing).
export { default, generateMetadata } from '../../../categories/[...permalink]/page';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';
