/**
 * Which requests render without the shell (spec §2): /countries, /sanity-algolia-filters,
 * /checkout/login, and any page with the `nolayout` query flag. The proxy decides and serves the
 * page's bare variant (lib/i18n/page-context.ts), since layouts cannot read the query string.
 */

const SHELLLESS_PATHS = ['/countries', '/sanity-algolia-filters', '/checkout/login'];

/** `pathname` without its locale prefix, e.g. '/countries'. */
export function rendersWithoutShell(pathname: string, searchParams: URLSearchParams): boolean {
  if (searchParams.has('nolayout')) return true;
  const path = pathname.replace(/\/+$/, '') || '/';
  return SHELLLESS_PATHS.some((bare) => path === bare || path.startsWith(`${bare}/`));
}
