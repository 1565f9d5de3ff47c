import type en from './messages/en.json';
import type { formats } from './lib/i18n/formats';
import type { Locale as ShopLocale } from './lib/i18n/locale-list';

/**
 * next-intl's types for this shop: a key or namespace missing from messages/en.json (and so, by the
 * parity test, from every language) fails `tsc`; the named formats are lib/i18n/formats.ts's.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: ShopLocale;
    Messages: typeof en;
    Formats: typeof formats;
  }
}
