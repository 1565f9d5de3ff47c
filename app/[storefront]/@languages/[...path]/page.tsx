import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { layoutContextFromParams } from '@/lib/i18n/server';
import { languageLink, pathsFromAlternates } from '@/lib/seo/language-links';
import { LANGUAGE_LOCALES } from '@/lib/seo/urls';
import { parseLocale } from '@/lib/i18n/locales';
import { publicSegments } from '@/lib/catalogue/listing-routes';
import { LanguageSwitcher } from '@/components/shell/LanguageSwitcher';
import { countryLanguages } from '@/components/shell/LocaleControls';
import { categoryMetadata } from '@/components/catalogue/listing-metadata';
import { generateMetadata as productMetadata } from '../../products/[slug]/metadata';
import { generateMetadata as collectionMetadata } from '../../collections/[slug]/metadata';
import { generateMetadata as landingMetadata } from '../../landing/[slug]/metadata';
import { generateMetadata as postMetadata } from '../../magazine/[postType]/[slug]/metadata';
import { generateMetadata as contentPageMetadata } from '../../[slug]/metadata';

type MetadataProps = { params: Promise<never>; searchParams: Promise<Record<string, string | string[] | undefined>> };
type PageMetadata = (props: MetadataProps) => Promise<Metadata>;

/**
 * The pages whose path differs by language (their slug is translated), with their metadata and the
 * params it takes. Every other page has the same path in every language.
 */
function routeOf(segments: string[]): { metadata: PageMetadata; params: Record<string, string | string[]> } | null {
  const [first, ...rest] = segments;
  const one = rest.length === 1 ? rest[0]! : null;
  if (first === 'products' && one) return { metadata: productMetadata as PageMetadata, params: { slug: one } };
  if (first === 'categories' && rest.length > 0) return { metadata: categoryMetadata as PageMetadata, params: { permalink: rest } };
  if (first === 'collections' && one) return { metadata: collectionMetadata as PageMetadata, params: { slug: one } };
  if (first === 'landing' && one) return { metadata: landingMetadata as PageMetadata, params: { slug: one } };
  if (first === 'magazine' && rest.length === 2) return { metadata: postMetadata as PageMetadata, params: { postType: rest[0]!, slug: rest[1]! } };
  if (first && rest.length === 0) return { metadata: contentPageMetadata as PageMetadata, params: { slug: first } };
  return null;
}

/** Cached with the page it belongs to: no path is rendered ahead, none is refused (a dynamic segment without this would make every page render per request). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; path?: string[] }> };

/**
 * The top strip's language switcher for the page on screen (a parallel route of the locale layout,
 * rendered with each page, cached with it, and again on each client-side navigation): each language
 * links the page's own translation, from the hreflang alternates the page's metadata states
 * (lib/seo/language-links.ts), so a change of language never meets a 404 or a redirect (issue 37).
 */
export default async function PageLanguages({ params }: Props) {
  const [{ locale }, { storefront: segment, path = [] }] = await Promise.all([layoutContextFromParams(params), params]);
  const options = countryLanguages(locale);
  if (options.length < 2) return null;
  // A listing's filtered twin (or cached state page) is the listing's page.
  const segments = publicSegments(path);
  const route = routeOf(segments);
  // The page as its language's home locale states it (en-us, it-it…): only a language home's hreflang
  // list names one page per language (a country variant's names its own country's, a locale that is
  // not indexed names none: lib/seo/alternates.ts); the slug is the same in every locale of a language.
  // No answer from a service leaves the page its own state; the switcher then links the same path.
  // The segment's page variant (`--trade`) is kept: a trade-only piece exists for its variant only.
  const asLanguageHome = segment.replace(locale, LANGUAGE_LOCALES[parseLocale(locale).language]);
  const metadata = route
    ? await route.metadata({ params: Promise.resolve({ storefront: asLanguageHome, ...route.params }) as Promise<never>, searchParams: Promise.resolve({}) }).catch(() => null)
    : null;
  const paths = pathsFromAlternates(metadata?.alternates?.languages);
  const own = `/${segments.join('/')}`;
  const t = await getTranslations('shell');
  return (
    <LanguageSwitcher
      label={t('language')}
      current={locale}
      tone="dark"
      publish
      options={options.map((option) => ({ ...option, href: languageLink(option.locale, paths, own) }))}
    />
  );
}
