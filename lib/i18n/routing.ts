import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locale-list';

/**
 * en-us has no prefix; every other locale is `/{language}-{country}`. Detection is off so `/` is always
 * en-us (a cookie or Accept-Language must never redirect it), and hreflang links go in each page's
 * <head> instead of a 4 KB Link header on every response.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  // No NEXT_LOCALE cookie: the URL alone decides the locale, and responses stay cacheable.
  localeCookie: false,
});
