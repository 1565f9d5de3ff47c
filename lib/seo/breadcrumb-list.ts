import { SCHEMA_CONTEXT } from './json-ld';

/** schema.org BreadcrumbList of the trail a page shows (home first, the page itself last), absolute URLs. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}
