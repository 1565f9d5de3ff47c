/**
 * JSON-LD shared by the schema.org modules of lib/seo (one per type: breadcrumb-list, organization,
 * website, blog-posting, item-list; the product's is lib/product/json-ld.ts). Pure: built from the
 * page's data and locale, with absolute URLs, so cached pages can hold them.
 */
export const SCHEMA_CONTEXT = 'https://schema.org';

/** JSON for a script tag: `<` escaped so a title can never close the tag. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
