import type { Locale } from '@/lib/i18n/locale-list';
import { SCHEMA_CONTEXT } from './json-ld';
import { hreflangOf } from './urls';

/**
 * A listing page (category, artisan, the artisans, a collection) as a CollectionPage whose main
 * entity is the ItemList of what this page of it shows, in order, with absolute URLs.
 */
export function collectionPageJsonLd({ locale, url, name, description, items, offset = 0 }: { locale: Locale; url: string; name: string; description?: string | null; items: { name: string; url: string }[]; offset?: number }) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name,
    ...(description ? { description } : {}),
    url,
    inLanguage: hreflangOf(locale),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: items.length,
      itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: offset + index + 1, name: item.name, url: item.url })),
    },
  };
}
