import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import type { Metadata } from 'next';
import type { Messages, NamespaceKeys, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { layoutContextFromParams, pageContextFromParams, type StorefrontParams } from '@/lib/i18n/server';
import type { PageContext } from '@/lib/i18n/page-context';

/**
 * The one way a `generateMetadata` (and the `…Metadata` helpers pages share) gets its page context
 * and its messages. The translator is asked with the locale next-intl knows (`it-it`): never the
 * route segment (`it-it--trade` carries the variant) nor the language (`it`), which next-intl does not
 * know and silently answers in English (issue 37: "Sign in to check out" on /de-de/checkout/login).
 * tests/unit/seo-page-metadata.test.ts checks that no metadata function asks next-intl on its own.
 */
type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
export type MetadataTranslator<N extends Namespace = never> = Awaited<ReturnType<typeof getTranslations<N>>>;

export interface MetadataContext extends PageContext {
  /** Messages of `namespace` in the page's language (the namespace and its keys are checked by tsc). */
  t<N extends Namespace = never>(namespace?: N): Promise<MetadataTranslator<N>>;
}

export function metadataTranslator(locale: Locale) {
  return <N extends Namespace = never>(namespace?: N): Promise<MetadataTranslator<N>> => getTranslations<N>({ locale, namespace });
}

/** A page's context and translator; a segment the proxy did not write is a 404 (as in the page). */
export async function metadataContext(params: StorefrontParams, { layout = false }: { layout?: boolean } = {}): Promise<MetadataContext> {
  const info = await (layout ? layoutContextFromParams : pageContextFromParams)(params);
  return { ...info, t: metadataTranslator(info.locale) };
}

/**
 * The head of a page whose document does not exist (the body is ServedNotFound): the 404's own title
 * in the page's language, never the home title of the layout, and out of search engines.
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await metadataTranslator(locale)('notFound');
  return { title: t('title'), robots: { index: false, follow: true } };
}
