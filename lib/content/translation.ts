import 'server-only';
import { permanentRedirect } from 'next/navigation';
import type { PageContext } from '../i18n/page-context';
import { localizedPath } from '../seo/urls';
import { getTranslation, type SlugKind } from './queries/editorial';
import { collectionPath, landingPath, pagePath, pathsByLanguage, postPath } from './urls';

/** Route params arrive percent-encoded when a slug holds non-ASCII letters. */
function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

/**
 * For an editorial page whose slug is not one of its language's: when the slug is another
 * language's slug of a document that has one in this language, a permanent redirect there (as
 * products and categories do), so a link shared across languages lands on the page in the visitor's
 * language and search engines keep one URL per page. Returns when there is no such translation (the
 * page then answers its 404).
 */
export async function moveToTranslation(info: Pick<PageContext, 'locale' | 'language'>, kind: SlugKind, slug: string, postType: string | null = null): Promise<void> {
  const translation = await getTranslation(kind, decoded(slug), postType);
  if (!translation) return;
  const toPath =
    kind === 'landing' ? landingPath
    : kind === 'collection' ? collectionPath
    : kind === 'magazine' ? postPath(translation.postType ?? postType ?? '')
    : pagePath(translation.pageKey);
  const path = pathsByLanguage(translation.slugs, toPath)[info.language];
  if (path) permanentRedirect(encodeURI(localizedPath(info.locale, path)));
}
