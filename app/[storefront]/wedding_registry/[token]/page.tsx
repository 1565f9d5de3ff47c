import type { Locale } from '@/lib/i18n/locale-list';
import { cache } from 'react';
import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { parseLocale } from '@/lib/i18n/locales';
import { fetchPublicRegistry } from '@/lib/registry/registry';
import { PublicRegistry } from '@/components/registry/PublicRegistry';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { isServiceFailure } from '@/lib/commerce/errors';
import { isServiceUnavailable, ServiceUnavailableError } from '@/lib/services/unavailable';
import { metadataContext } from '@/lib/seo/page-metadata';
import { IntlScope } from '@/components/i18n/IntlScope';

/** One page per token (a reset link, a couple's live list): rendered per request, never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string; token: string }> };

/** One read per request for the metadata and the page; never cached (gifts change what is left). `null`: no such registry. */
const load = cache(async (token: string, locale: Locale) => {
  const result = await fetchPublicRegistry(token, parseLocale(locale));
  if (result.success) return result.data;
  if (result.error.status === 404) return null;
  const summary = `Wedding registry: ${result.error.summary}`;
  throw isServiceFailure(result.error) ? new ServiceUnavailableError(summary) : new Error(summary);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale } = page;
  const { token } = await params;
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const registry = await load(token, locale).catch((error: unknown) => (isServiceUnavailable(error) ? null : Promise.reject(error)));
  // No registry (or no answer): the page says so; the head has nothing to add.
  if (!registry) return { robots: { index: false, follow: false } };
  const t = await page.t('registry');
  // Shared by link only: never in search engines.
  return { title: `${t('couple', { yourName: registry.yourName, partnerName: registry.partnerName })} · ${t('title')}`, robots: { index: false, follow: false } };
}

/** /wedding_registry/{token} (spec §2 "shared public registry page", §4 visitors buy from it). */
export default async function PublicRegistryPage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const { token } = await params;
  const registry = await load(token, info.locale).catch((error: unknown) => (isServiceUnavailable(error) ? undefined : Promise.reject(error)));
  // An unknown token: the localised 404 in the HTML as served (never Next's empty error document).
  if (registry === null) return <ServedNotFound locale={info.locale} />;
  if (!registry) return <ServiceUnavailable retry={`/wedding_registry/${encodeURIComponent(token)}`} />;
  // Its buttons and forms read next-intl's hooks at first paint.
  return (
    <IntlScope>
      <PublicRegistry registry={registry} />
    </IntlScope>
  );
}
