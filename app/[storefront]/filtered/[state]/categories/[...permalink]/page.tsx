import { pageContextFromParams } from '@/lib/i18n/server';
import { ServedNotFound } from '@/components/status/ServedNotFound';
import { categoryMetadata, CategoryListingPage } from '@/components/catalogue/listing-pages';
import { stateOf } from '../../state';

/**
 * /categories/… in one canonical state the shared cache admitted (the proxy rewrites it here, ADR 0018):
 * rendered on its first request and cached per locale, variant and state, like the bare listing.
 */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ storefront: string; state: string; permalink: string[] }> };

export async function generateMetadata({ params }: Props) {
  const state = await stateOf(params, '/categories/x');
  return state ? categoryMetadata({ params, state }) : {};
}

export default async function CategoryStatePage({ params }: Props) {
  const state = await stateOf(params, '/categories/x');
  // Only a segment the proxy writes names a state; any other is an unknown page.
  if (!state) return <ServedNotFound locale={(await pageContextFromParams(params)).locale} />;
  return <CategoryListingPage params={params} state={state} />;
}
