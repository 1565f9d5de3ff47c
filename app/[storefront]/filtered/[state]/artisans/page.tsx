import { pageContextFromParams } from '@/lib/i18n/server';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { artisansMetadata, ArtisansListingPage } from '@/components/catalogue/listing-pages';
import { stateOf } from '../state';

/**
 * /artisans in one canonical state the shared cache admitted (the proxy rewrites it here, ADR 0018):
 * rendered on its first request and cached per locale, variant and state, like the bare listing.
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; state: string }> };

export async function generateMetadata({ params }: Props) {
  const state = await stateOf(params, '/artisans');
  return state ? artisansMetadata({ params, state }) : {};
}

export default async function ArtisansStatePage({ params }: Props) {
  const state = await stateOf(params, '/artisans');
  // Only a segment the proxy writes names a state; any other is an unknown page.
  if (!state) return <ServedNotFound locale={(await pageContextFromParams(params)).locale} />;
  return <ArtisansListingPage params={params} state={state} />;
}
