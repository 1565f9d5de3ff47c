import type { Client } from '@spree/storefront-api-v2-sdk';
import type { Language } from '../i18n/languages';
import { toCommerceError, type CommerceResult } from './errors';
import { related, type JsonApiDocument, type Resource } from './jsonapi';

export interface CategoryLink {
  name: string;
  /** Language-neutral permalink (the English one), what the search index filters by. */
  permalink: string;
  /** The permalink in the page's language, what its URL shows. */
  localizedPermalink: string;
}

export interface Category extends CategoryLink {
  id: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  localizedPermalinks: Partial<Record<Language, string>>;
  children: CategoryLink[];
  /** Root first, the category's parent last. */
  ancestors: CategoryLink[];
}

function toLink(resource: Resource, language: Language): CategoryLink {
  const attributes = resource.attributes as { name: string; permalink: string; localized_permalinks?: Record<string, string> };
  return {
    name: attributes.name,
    permalink: attributes.permalink,
    localizedPermalink: attributes.localized_permalinks?.[language] ?? attributes.permalink,
  };
}

async function showTaxon(client: Client, id: string, language: Language, include?: string) {
  const result = await client.taxons.show({ id, locale: language, ...(include ? { include } : {}) });
  if (result.isFail()) return { success: false as const, error: toCommerceError(result.fail()) };
  return { success: true as const, data: result.success() as unknown as JsonApiDocument };
}

/**
 * A category (taxon) by its permalink in any language, with its children and ancestors named in
 * `language`: what the category page needs for its heading, breadcrumbs and subcategory links.
 */
export async function fetchCategory(client: Client, permalink: string, language: Language): Promise<CommerceResult<Category>> {
  const shown = await showTaxon(client, permalink, language, 'children');
  if (!shown.success) return shown;
  const document = shown.data;
  const resource = document.data as Resource;
  const attributes = resource.attributes as {
    description: string | null;
    meta_title: string | null;
    meta_description: string | null;
    localized_permalinks?: Partial<Record<Language, string>>;
  };
  const link = toLink(resource, language);
  const children = related(document, resource, 'children').map((child) => toLink(child, language));

  // Ancestors are the permalink's prefixes: furniture, furniture/seating for furniture/seating/sofas.
  const segments = link.permalink.split('/');
  const prefixes = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
  const ancestors: CategoryLink[] = [];
  for (const ancestor of await Promise.all(prefixes.map((p) => showTaxon(client, p, language)))) {
    if (ancestor.success) ancestors.push(toLink(ancestor.data.data as Resource, language));
  }

  return {
    success: true,
    data: {
      ...link,
      id: resource.id,
      description: attributes.description,
      metaTitle: attributes.meta_title,
      metaDescription: attributes.meta_description,
      localizedPermalinks: attributes.localized_permalinks ?? {},
      children,
      ancestors,
    },
  };
}
