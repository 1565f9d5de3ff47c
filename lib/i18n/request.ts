import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { parseLocale } from './locales';
import { loadMessages } from './messages';
import { formats } from './formats';

/** Messages are per language; the named formats of money and dates are the same for every locale. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: await loadMessages(parseLocale(locale).language), formats };
});
