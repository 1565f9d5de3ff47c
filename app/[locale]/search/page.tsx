import { searchMetadata, SearchListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

type Props = ListingPageProps<{ locale: string }>;

// The bare URL is cached whole and shared (the proxy sends URLs with a query string to app/[locale]/filtered/…).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => searchMetadata({ params });

export default function SearchPage({ params }: Props) {
  return <SearchListingPage params={params} />;
}
