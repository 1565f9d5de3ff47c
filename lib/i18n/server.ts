import 'server-only';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from './routing';
import { parseLocale, type LocaleInfo } from './locales';

/**
 * Every page and layout under app/[locale] starts here: a segment that is not a known locale (paths
 * with a dot skip the proxy, e.g. /favicon.ico) is a 404, and the locale is set for next-intl.
 */
export async function localeFromParams(params: Promise<{ locale: string }>): Promise<LocaleInfo> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return parseLocale(locale);
}
