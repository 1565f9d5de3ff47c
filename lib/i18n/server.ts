import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_VARIANT, parseVariantSegment, type PageVariant } from '@/lib/i18n/page-context';
import { DEFAULT_LOCALE, parseLocale, type LocaleInfo } from './locales';

/** The locale of a page and the variant of it the proxy chose (lib/i18n/page-context.ts). */
export type PageContext = LocaleInfo & PageVariant;

/**
 * Every page and layout under app/[storefront] starts here: a segment that is not one the proxy writes
 * (paths with a dot skip the proxy, e.g. /favicon.ico) is a 404, and the locale is set for
 * next-intl, which lets the page be rendered once and cached (no request headers are read).
 */
export async function localeFromParams(params: Promise<{ storefront: string }>): Promise<PageContext> {
  const parsed = parseVariantSegment((await params).storefront);
  if (!parsed) notFound();
  setRequestLocale(parsed.locale);
  return { ...parseLocale(parsed.locale), ...parsed.variant };
}

/**
 * The locale layout's context. It never answers 404 itself: a segment the proxy did not write (a
 * path with a dot skips the proxy, e.g. /missing-page.html) renders the default document, and the
 * page inside calls `localeFromParams`, whose 404 then shows the shop's not-found page in it.
 */
export async function layoutContextFromParams(params: Promise<{ storefront: string }>): Promise<PageContext> {
  const parsed = parseVariantSegment((await params).storefront) ?? { locale: DEFAULT_LOCALE, variant: DEFAULT_VARIANT };
  setRequestLocale(parsed.locale);
  return { ...parseLocale(parsed.locale), ...parsed.variant };
}
