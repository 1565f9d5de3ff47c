import { permanentRedirect } from 'next/navigation';
import { pageContextFromParams } from '@/lib/i18n/server';
import { FIXED_PAGE_ROUTES } from '@/lib/content/urls';
import { localizedPath } from '@/lib/seo';
import { ContentPage } from '@/components/content/ContentPage';
import { moveToTranslation } from '@/lib/content/translation';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { readWholePage } from '@/lib/services/unavailable';

/** Rendered on first request for each locale and variant, then cached for everyone (ADR 0012). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; slug: string }> };

export { generateMetadata } from './metadata';
import { load } from './metadata';

/**
 * Company and legal pages at their localized slug (/press, /stampa, /privacy-policy, /datenschutz…).
 * Every fixed route of the app (/countries, /search, /magazine…) wins over this segment; a slug no page
 * has is a 404, and a page with a route of its own (/about) is sent there.
 */
export default async function SlugPage({ params }: Props) {
  const read = await readWholePage(() => load(params));
  if (read.unavailable) {
    const [{ locale }, { slug }] = await Promise.all([pageContextFromParams(params), params]);
    return <ServiceUnavailable locale={locale} retry={`/${slug}`} cached />;
  }
  const { info, slug, page } = read.value;
  if (!page) {
    await moveToTranslation(info, 'page', slug); // another language's slug: 308 to this one's
    return <ServedNotFound locale={info.locale} />;
  }
  const fixed = page.pageKey ? FIXED_PAGE_ROUTES[page.pageKey] : undefined;
  if (fixed) permanentRedirect(localizedPath(info.locale, fixed));
  return <ContentPage page={page} info={info} />;
}
