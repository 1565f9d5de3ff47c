import type { Locale } from './locale-list';

/**
 * The shop's default locale (no URL prefix), in a module of its own: the browser's links need it
 * (`hrefInLocale`), and importing it from lib/i18n/locale-list.ts brought the list of every locale
 * (about 0.4 KB gzip) into every page's first load.
 */
export const DEFAULT_LOCALE: Locale = 'en-us';
