import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { parseVariantSegment, type PageVariant } from '@/lib/routing/page-variant';
import { parseLocale, type LocaleInfo } from './locales';

/** The locale of a page and the variant of it the proxy chose (lib/routing/page-variant.ts). */
export type PageContext = LocaleInfo & PageVariant;

/**
 * Every page and layout under app/[locale] starts here: a segment that is not one the proxy writes
 * (paths with a dot skip the proxy, e.g. /favicon.ico) is a 404, and the locale is set for
 * next-intl, which lets the page be rendered once and cached (no request headers are read).
 */
export async function localeFromParams(params: Promise<{ locale: string }>): Promise<PageContext> {
  const parsed = parseVariantSegment((await params).locale);
  if (!parsed) notFound();
  setRequestLocale(parsed.locale);
  return { ...parseLocale(parsed.locale), ...parsed.variant };
}
