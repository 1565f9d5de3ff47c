import { categoryMetadata, CategoryListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

type Props = ListingPageProps<{ locale: string; permalink: string[] }>;

// The bare URL never reads the query string, cookies or the account, so it can be cached whole and shared
// (the proxy sends URLs with a query string to app/[locale]/filtered/…). `generateStaticParams` returning []
// makes it ISR, once the layout no longer reads headers (until then a headers() read fails such a page).
export const revalidate = 3600;

export const generateMetadata = ({ params }: Props) => categoryMetadata({ params });

export default function CategoryPage({ params }: Props) {
  return <CategoryListingPage params={params} />;
}
