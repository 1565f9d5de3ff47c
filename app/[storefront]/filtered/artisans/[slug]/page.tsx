import { artisanMetadata, ArtisanListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = ListingPageProps<{ storefront: string; slug: string }>;

/** /artisans/{slug} with a query string (rewritten here by the proxy): the same page, in the URL's state. */
export const generateMetadata = ({ params, searchParams }: Props) => artisanMetadata({ params, searchParams });

export default function FilteredArtisanPage({ params, searchParams }: Props) {
  return <ArtisanListingPage params={params} searchParams={searchParams} />;
}
