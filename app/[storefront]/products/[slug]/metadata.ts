/**
 * The product page's metadata, apart from the page: the language switcher (app/[storefront]/@languages) reads
 * it on every page, and importing the page itself would put the product page's client components in
 * every page's first load.
 */
import type { Metadata } from 'next';
import { productPaths } from '@/lib/seo/paths';
import { withSeo } from '@/lib/seo';
import { loadProduct } from '@/lib/product/load';
import { isServiceUnavailable } from '@/lib/services/unavailable';
import { metadataContext, notFoundMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ storefront: string; slug: string }> };

/** Product slugs arrive percent-encoded when they hold non-ASCII letters. */
export const slugOf = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const { locale, language } = page;
  // A service without an answer: the page says so (and its title); the head has nothing to add.
  const loaded = await loadProduct(slugOf((await params).slug), locale).catch((error: unknown) => (isServiceUnavailable(error) ? 'unavailable' : Promise.reject(error)));
  if (loaded === 'unavailable') return {};
  if (!loaded) return notFoundMetadata(locale);
  const { product, canonicalSlug } = loaded;
  const t = await page.t('product');
  const paths = productPaths({ ...product.localizedSlugs, [language]: canonicalSlug });
  const description = product.metaDescription ?? t('metaDescription', { title: product.title, artisan: product.artisan?.name ?? '' });
  const image = product.images[0];
  return withSeo({ locale, paths, ogType: 'product' }, {
    title: product.title,
    description,
    openGraph: {
      title: product.title,
      description,
      siteName: 'Casa Maestri',
      images: image ? [{ url: image.url, alt: image.alt }] : undefined,
    },
    twitter: { card: 'summary_large_image', title: product.title, description, images: image ? [image.url] : undefined },
  });
}
