import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { parseLocale } from './locales';
import type { Language } from './languages';

const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../../messages/en.json'),
  de: () => import('../../messages/de.json'),
  es: () => import('../../messages/es.json'),
  fr: () => import('../../messages/fr.json'),
  it: () => import('../../messages/it.json'),
};

/** Messages are per language; formats (currency, units) follow the country part of the locale. */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const { language, country } = parseLocale(locale);
  return {
    locale,
    messages: (await loaders[language]()).default,
    formats: {
      number: { price: { style: 'currency', currency: country.currency } },
    },
  };
});
