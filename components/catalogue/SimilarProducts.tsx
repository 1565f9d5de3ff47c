import { getTranslations } from 'next-intl/server';
import { serviceConfig } from '@/lib/config';
import type { Currency } from '@/lib/money/currency';
import type { Language } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/locale-list';
import { productIndex } from '@/lib/catalogue/indexes';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { similarToProduct } from '@/lib/search/visual';
import { ProductCard } from './ProductCard';
import { cardWriter } from './card-writer';
import { TradePrices } from './TradePrices';
import listing from './Listing.module.css';
import catalogueStyles from './Catalogue.module.css';

interface SimilarProductsProps {
  objectID: string;
  locale: Locale;
  language: Language;
  currency: Currency;
  country?: string;
  /** The trade variant: cards keep a trade price line, filled after load from /api/search/trade-prices. */
  isTrade?: boolean;
}

/**
 * `/search?similar={objectID}`: the pieces that look like a product ("See similar pieces" on the
 * product page). The cards follow the listing's rules: no trade price in the HTML, a trade user's
 * read by the browser after load.
 */
export async function SimilarProducts({ objectID, locale, language, currency, country, isTrade = false }: SimilarProductsProps) {
  const t = await getTranslations('catalogue');
  const hits = await similarToProduct(objectID, productIndex(language)).catch(() => []);
  if (hits.length === 0) return null;
  const writer = await cardWriter(locale, currency);
  return (
    <section aria-labelledby="similar-title" className={listing.header}>
      <h2 id="similar-title" className={listing.title}>{t('similarTitle')}</h2>
      <TradePrices ids={isTrade ? hits.map((hit) => hit.objectID) : []} currency={currency}>
        <ul className={catalogueStyles.grid} style={{ marginTop: 'var(--space-6)' }} data-item-list="similar">
          {hits.map((hit, index) => (
            <li key={hit.objectID}>
              <ProductCard product={toLiteProduct(hit, currency)} currency={currency} writer={writer} country={country} showTradePrice={isTrade} priority={index < 4} commerceOrigin={serviceConfig.spree.url} />
            </li>
          ))}
        </ul>
      </TradePrices>
    </section>
  );
}
