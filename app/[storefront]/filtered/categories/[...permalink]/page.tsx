import { categoryMetadata, CategoryListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

/** Rendered per request from cached searches: the query string is the listing's state (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = ListingPageProps<{ storefront: string; permalink: string[] }>;

/** /categories/… with a query string (rewritten here by the proxy): the same page, in the URL's state. */
export const generateMetadata = ({ params, searchParams }: Props) => categoryMetadata({ params, searchParams });

export default function FilteredCategoryPage({ params, searchParams }: Props) {
  return <CategoryListingPage params={params} searchParams={searchParams} />;
}
