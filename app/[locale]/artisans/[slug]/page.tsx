import { artisanMetadata, ArtisanListingPage, type ListingPageProps } from '@/components/catalogue/listing-pages';

type Props = ListingPageProps<{ locale: string; slug: string }>;

// The bare URL is cached whole and shared (the proxy sends URLs with a query string to app/[locale]/filtered/…).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = ({ params }: Props) => artisanMetadata({ params });

export default function ArtisanPage({ params }: Props) {
  return <ArtisanListingPage params={params} />;
}
