import { categoryMetadata, CategoryListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

type Props = ListingPageProps<{ storefront: string; permalink: string[] }>;

/**
 * The bare URL never reads the query string, cookies or the account, so it is rendered on first
 * request for each locale and variant and cached for everyone (ADR 0012); a URL with listing state
 * goes to its twin under app/[storefront]/filtered/.
 */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => categoryMetadata({ params });

export default function CategoryPage({ params }: Props) {
  return <CategoryListingPage params={params} />;
}
