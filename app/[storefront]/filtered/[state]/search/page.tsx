import { pageContextFromParams } from '@/lib/i18n/server';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { searchMetadata, SearchListingPage } from '@/components/catalogue/search-listing-page';
import { stateOf } from '../state';

/**
 * /search in one canonical state the shared cache admitted (the proxy rewrites it here, ADR 0018):
 * rendered on its first request and cached per locale, variant and state, like the bare listing.
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; state: string }> };

export async function generateMetadata({ params }: Props) {
  const state = await stateOf(params, '/search');
  return state ? searchMetadata({ params, state }) : {};
}

export default async function SearchStatePage({ params }: Props) {
  const state = await stateOf(params, '/search');
  // Only a segment the proxy writes names a state; any other is an unknown page.
  if (!state) return <ServedNotFound locale={(await pageContextFromParams(params)).locale} />;
  return <SearchListingPage params={params} state={state} />;
}
