import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { parseLocale } from './locales';
import { loadMessages } from './messages';
import { formatsFor } from './formats';

/** Messages are per language; formats (currency, units) follow the country part of the locale. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(parseLocale(locale).language), formats: formatsFor(locale) };
});
