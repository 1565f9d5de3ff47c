import { categoryMetadata, CategoryListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

type Props = ListingPageProps<{ locale: string; permalink: string[] }>;

// The bare URL is cached whole and shared (the proxy sends URLs with a query string to app/[locale]/filtered/…).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => categoryMetadata({ params });

export default function CategoryPage({ params }: Props) {
  return <CategoryListingPage params={params} />;
}
