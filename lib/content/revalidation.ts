/**
 * On-demand revalidation: the content service calls the storefront when documents change (a Sanity
 * webhook with a projection such as `{_type, _id}`), and the tags of the changed document types expire.
 */
import { contentTagName } from './tags';

/** Document types whose readers tag their fetches under another name. */
const TAG_OF_TYPE: Record<string, string> = { editorialMenu: 'menu' };

/** The cache tags to expire for a webhook body: one document `{_type}`, or `{types: [...]}` for several. */
export function tagsToRevalidate(body: unknown): string[] {
  const { _type, types } = (body ?? {}) as { _type?: unknown; types?: unknown };
  const list = [...(typeof _type === 'string' ? [_type] : []), ...(Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [])];
  const names = list.map((type) => type.replace(/^drafts\./, '')).filter((type) => /^[A-Za-z][\w.-]{0,63}$/.test(type));
  return [...new Set(names.map((type) => contentTagName(TAG_OF_TYPE[type] ?? type)))];
}
