import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import type { Locale } from './locale-list';
import { hrefInLocale } from './locale-parts';

/**
 * The shop's navigation in the current locale, built on Next's own (`next/navigation`) and the shop's
 * own link (`./link.tsx`, in place of next/link: ADR 0020) with the shop's locale prefix
 * (`hrefInLocale`: en-us none, `/{locale}` otherwise), for server and client components alike. Not next-intl's `createNavigation`: its Link, cookie sync, routing config
 * and path templates (unused here: no `pathnames`, no locale cookie) were about 3 KB of every page's
 * first-load script. The hooks live in a client module of their own (Next refuses a server module
 * that imports `usePathname` or `useRouter`).
 */
export { usePathname, useRouter } from './navigation-hooks';
export { Link } from './locale-link';

/** A shop path or href (`/search?query=sofa`) in `locale`: what a link, a redirect or the router is given. */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return hrefInLocale(href, locale);
}

/** 307 to a shop href in `locale` (server components and actions). */
export function redirect(target: { href: string; locale: Locale }): never {
  return nextRedirect(getPathname(target));
}

/** 308 to a shop href in `locale`. */
export function permanentRedirect(target: { href: string; locale: Locale }): never {
  return nextPermanentRedirect(getPathname(target));
}
