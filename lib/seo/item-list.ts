import type { Locale } from '@/lib/i18n/locale-list';
import { SCHEMA_CONTEXT } from './json-ld';
import { itemListJsonLd, type ListedPage } from './list-items';
import { hreflangOf } from './urls';

interface CollectionPageInput {
  locale: Locale;
  url: string;
  name: string;
  description?: string | null;
}

/** A listing page's CollectionPage without its ItemList (the `mainEntity` collectionPageJsonLd adds). */
export function collectionPage({ locale, url, name, description }: CollectionPageInput) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'CollectionPage',
    name,
    ...(description ? { description } : {}),
    url,
    inLanguage: hreflangOf(locale),
  };
}

/**
 * A listing page (category, artisan, the artisans, a collection) as a CollectionPage whose main
 * entity is the ItemList of what this page of it shows, in order, with absolute URLs.
 */
export function collectionPageJsonLd({ items, offset = 0, ...page }: CollectionPageInput & { items: ListedPage[]; offset?: number }) {
  return { ...collectionPage(page), mainEntity: itemListJsonLd(items, offset) };
}
