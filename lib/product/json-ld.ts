/**
 * Structured data of a product page: schema.org Product (price, availability, brand = artisan) and
 * BreadcrumbList. Built from the domain product; the page writes them as JSON-LD script tags.
 */
import type { Product } from '../commerce/product';
import type { PurchaseState } from './states';

const AVAILABILITY: Record<PurchaseState['kind'], string> = {
  buy: 'https://schema.org/InStock',
  soldOut: 'https://schema.org/SoldOut',
  onRequest: 'https://schema.org/LimitedAvailability',
  consumerOnly: 'https://schema.org/InStock',
  notShoppable: 'https://schema.org/Discontinued',
  notInCountry: 'https://schema.org/OutOfStock',
};

export function productJsonLd(
  product: Pick<Product, 'title' | 'description' | 'sku' | 'images' | 'artisan' | 'price' | 'currency' | 'backorderable' | 'inStock'>,
  { url, state }: { url: string; state: PurchaseState },
) {
  // A piece made to order is still for sale: schema.org calls it back order, not in stock.
  const availability = state.kind === 'buy' && !product.inStock && product.backorderable ? 'https://schema.org/BackOrder' : AVAILABILITY[state.kind];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.sku,
    image: product.images.map((i) => i.url),
    ...(product.artisan ? { brand: { '@type': 'Brand', name: product.artisan.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: product.currency,
      availability,
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

// BreadcrumbList and the script text are lib/seo's, shared with the other page types.
export { breadcrumbJsonLd } from '../seo/breadcrumb-list';
export { jsonLdText } from '../seo/json-ld';
