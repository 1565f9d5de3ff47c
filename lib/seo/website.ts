import type { Locale } from '@/lib/i18n/locale-list';
import { SCHEMA_CONTEXT } from './json-ld';
import { absoluteUrl, hreflangOf } from './urls';

/**
 * The shop as a web site, on the home page: its name, language and the search it offers (a
 * SearchAction on the locale's /search, whose `query` parameter is the listing's search text).
 */
export function websiteJsonLd({ locale, name, origin }: { locale: Locale; name: string; origin: string }) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${absoluteUrl(locale, '/', origin)}#website`,
    name,
    url: absoluteUrl(locale, '/', origin),
    inLanguage: hreflangOf(locale),
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(locale, '/search', origin)}?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}
