import type { ListingPageProps } from '@/components/catalogue/listing-pages';
import { searchMetadata, SearchListingPage } from '@/components/catalogue/search-listing-page';

type Props = ListingPageProps<{ storefront: string }>;

/**
 * The bare URL never reads the query string, cookies or the account, so it is cached whole and shared
 * per locale and variant (ADR 0012); a URL with listing state goes to its twin under app/[storefront]/filtered/.
 */

export const generateMetadata = ({ params }: Props) => searchMetadata({ params });

export default function SearchPage({ params }: Props) {
  return <SearchListingPage params={params} />;
}
