import { artisansMetadata, ArtisansListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = ListingPageProps<{ storefront: string }>;

/** /artisans with a query string (rewritten here by the proxy): the same page, in the URL's state. */
export const generateMetadata = ({ params, searchParams }: Props) => artisansMetadata({ params, searchParams });

export default function FilteredArtisansPage({ params, searchParams }: Props) {
  return <ArtisansListingPage params={params} searchParams={searchParams} />;
}
