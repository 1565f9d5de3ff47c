import { getTranslations } from 'next-intl/server';
import type { Currency } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import { productIndex } from '@/lib/catalogue/indexes';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { similarToProduct } from '@/lib/search/visual';
import { ProductCard } from './ProductCard';
import listing from './Listing.module.css';
import catalogueStyles from './Catalogue.module.css';

/** `/search?similar={objectID}`: the pieces that look like a product (linked from the product page). */
export async function SimilarProducts({ objectID, language, currency }: { objectID: string; language: Language; currency: Currency }) {
  const t = await getTranslations('catalogue');
  const hits = await similarToProduct(objectID, productIndex(language)).catch(() => []);
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className={listing.header}>
      <h2 id="similar-title" className={listing.title}>{t('similarTitle')}</h2>
      <ul className={catalogueStyles.grid} style={{ marginTop: 'var(--space-6)' }} data-item-list="similar">
        {hits.map((hit, index) => (
          <li key={hit.objectID}>
            <ProductCard product={toLiteProduct(hit, currency)} currency={currency} priority={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
