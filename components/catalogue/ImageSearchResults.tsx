'use client';

import { toLiteProduct, type IndexRecord } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/money/currency';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { ProductCard } from './ProductCard';
import { useCardWriter } from './useCardWriter';
import styles from './Search.module.css';
import catalogueStyles from './Catalogue.module.css';

interface ImageSearchResultsProps {
  hits: IndexRecord[];
  currency: Currency;
  /** The id its title takes: the section is named by it. */
  titleId: string;
  onBack(): void;
}

/**
 * What search by image found (ImageSearch.tsx), as the catalogue's cards. Its code comes with the
 * first photo, not with the page: ProductCard reads next-intl (`useLocale`), so it is loaded inside an
 * IntlScope (components/i18n/with-intl.ts), the page's first load keeping none of next-intl (ADR 0021).
 */
export function ImageSearchResults({ hits, currency, titleId, onBack }: ImageSearchResultsProps) {
  const t = useShopTranslations('catalogue');
  const writer = useCardWriter(currency);
  return (
    <section className={styles.similar} aria-labelledby={titleId}>
      <div className={styles.similarHeader}>
        <h2 id={titleId} className={styles.similarTitle}>
          {t('similarTo')}
        </h2>
        <button type="button" className={catalogueStyles.textButton} onClick={onBack}>
          {t('backToSearch')}
        </button>
      </div>
      <ul className={catalogueStyles.grid}>
        {hits.map((hit) => {
          const product = toLiteProduct(hit, currency);
          // The service adds a trade price (15 % below the price) to a trade user's hits only.
          return (
            <li key={hit.objectID}>
              <ProductCard product={product} currency={currency} writer={writer} showTradePrice={product.tradePrice !== null} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
