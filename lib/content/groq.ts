import { isNoAnswer } from '../services/upstream';

/**
 * GROQ fragments shared by the storefront's queries. Localized fields are objects keyed by language
 * ({en, it, es, de, fr}); `$lang` picks one, English when a value is missing.
 */
/** Collapses a query's layout whitespace: queries travel in the URL of a GET (spec §7: POST only past ~11 KB). */
export function compact(query: string): string {
  return query.replace(/\s+/g, ' ').trim();
}

/** A concise description of a failed content call for the server log (never the whole query URL). */
export function describeFailure(error: unknown): string {
  const { statusCode, name, message } = error as { statusCode?: number; name?: string; message?: string };
  // Already described by fetchContent (lib/content/client.ts), which says what the service did.
  if (name === 'ServiceUnavailableError' && message) return message;
  return statusCode ? `HTTP ${statusCode}` : (name ?? 'error');
}

/** A failed content call that is no fault of the query: no answer in time (refused, reset, timed out) or the service's own failure (5xx). */
export function isContentOutage(error: unknown): boolean {
  const { statusCode } = (error ?? {}) as { statusCode?: unknown };
  return isNoAnswer(error) || (typeof statusCode === 'number' && statusCode >= 500);
}

export const t = (field: string) => `coalesce(${field}[$lang], ${field}.en)`;

/** A link document projected to {label, url}: plain URLs or references to catalogue and content. */
export const LINK = `
  "label": ${t('label')},
  "url": select(
    linkType == "url" => ${t('url')},
    linkType == "category" => "/categories/" + coalesce(category.localizedPermalink[$lang], category.permalink),
    linkType == "artisan" => "/artisans/" + artisan.slug,
    linkType == "collection" => "/collections/" + coalesce(reference->slug[$lang].current, reference->slug.en.current),
    linkType == "landing" => "/landing/" + coalesce(reference->slug[$lang].current, reference->slug.en.current),
    linkType == "post" => "/magazine/" + reference->postType + "/" + coalesce(reference->slug[$lang].current, reference->slug.en.current)
  )`;

/** An image field projected to its asset reference, alt text and intrinsic size. */
export const image = (field: string, altField = `${field}.alt`) => `{
  "ref": ${field}.asset._ref,
  "alt": coalesce(${altField}[$lang], ${altField}.en, ""),
  "width": ${field}.asset->metadata.dimensions.width,
  "height": ${field}.asset->metadata.dimensions.height
}`;

/** The URL of a content document by its type and slug. */
export const DOCUMENT_URL = `select(
  _type == "collection" => "/collections/" + coalesce(slug[$lang].current, slug.en.current),
  _type == "landing" => "/landing/" + coalesce(slug[$lang].current, slug.en.current),
  _type == "magazine" => "/magazine/" + postType + "/" + coalesce(slug[$lang].current, slug.en.current)
)`;
