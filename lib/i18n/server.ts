import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_CONTEXT, parseStorefrontSegment, type PageContext } from './page-context';

/** What every page and layout under app/[storefront] is given by Next. */
export type StorefrontParams = Promise<{ storefront: string }>;

/**
 * Every page under app/[storefront] starts here: the segment is parsed once into its typed page
 * context (lib/i18n/page-context.ts), which the page hands on; a segment that is not one the proxy
 * writes (paths with a dot skip the proxy, e.g. /favicon.ico) is a 404, and the locale is set for
 * next-intl, which lets the page be rendered once and cached (no request headers are read).
 */
export async function pageContextFromParams(params: StorefrontParams): Promise<PageContext> {
  const page = parseStorefrontSegment((await params).storefront);
  if (!page) notFound();
  setRequestLocale(page.locale);
  return page;
}

/**
 * The storefront layout's context. It never answers 404 itself: a segment the proxy did not write (a
 * path with a dot skips the proxy, e.g. /missing-page.html) renders the default document, and the
 * page inside calls `pageContextFromParams`, whose 404 then shows the shop's not-found page in it.
 */
export async function layoutContextFromParams(params: StorefrontParams): Promise<PageContext> {
  const page = parseStorefrontSegment((await params).storefront) ?? DEFAULT_CONTEXT;
  setRequestLocale(page.locale);
  return page;
}
