import type { ListingPageProps } from '@/components/catalogue/listing-pages';
import { searchMetadata, SearchListingPage } from '@/components/catalogue/search-listing-page';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = ListingPageProps<{ storefront: string }>;

/** /search with a query string (rewritten here by the proxy): the same page, in the URL's state. */
export const generateMetadata = ({ params, searchParams }: Props) => searchMetadata({ params, searchParams });

export default function FilteredSearchPage({ params, searchParams }: Props) {
  return <SearchListingPage params={params} searchParams={searchParams} />;
}
