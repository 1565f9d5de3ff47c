import { getFormatter, getTranslations } from 'next-intl/server';
import { formatPrice } from '@/lib/money';
import { PRODUCT_SORTS } from '@/lib/catalogue/indexes';
import type { LiteProduct } from '@/lib/catalogue/lite-product';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import { countedKind } from '@/lib/catalogue/listing-counts';
import type { RouteState } from '@/lib/catalogue/url-state';
import { unitsOf } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import type { ProductListingResult } from '@/lib/search/listing';
import type { CardProduct } from '../card-product';
import { canBuyFromCard } from '../ProductCard';
import { ProductCardGrid } from '../ProductCardGrid';
import { TradePrices } from '../TradePrices';
import { FilterDrawer } from './FilterDrawer';
import { ListingLink, ShowMorePieces } from './controls';
import { first, hrefOf, shownHits } from './helpers';
import { ListingToolbar } from './ListingToolbar';
import { Pagination } from './Pagination';
import { productChips } from './product-chips';
import { ProductFilters } from './ProductFilters';
import { Unavailable } from './Unavailable';
import styles from '../Catalogue.module.css';

interface ProductListingViewProps {
  spec: ListingSpec;
  route: RouteState;
  result: ProductListingResult;
  view: ListingView;
  showCategories: boolean;
  /** The pieces shown (the hits `view` shows, in order) and their cards' fields, made once by renderListingState (Listing.tsx). */
  shown: { products: LiteProduct[]; cards: CardProduct[] };
}

/** A product listing's state as server HTML: filters, toolbar, applied filters, cards, pages. */
export async function ProductListingView({ spec, route, result, view, showCategories, shown }: ProductListingViewProps) {
  const { country } = parseLocale(spec.locale);
  const currency = country.currency;
  const units = unitsOf(country);
  const t = await getTranslations({ locale: spec.locale, namespace: 'catalogue' });
  if (result.status === 'unavailable') return <Unavailable t={t} />;
  const counts = await getTranslations({ locale: spec.locale, namespace: 'listingCounts' });
  const kind = countedKind(spec.source);

  const format = await getFormatter({ locale: spec.locale });
  const money = (value: number) => formatPrice(format, value, currency, { whole: true });
  const chips = productChips(t, route, currency, units, money);
  const isTrade = spec.audience === 'trade';
  const sort = first(route.sort) ?? 'recommended';
  const hits = shownHits(result.hits, view);
  const hidden = result.hits.length - hits.length;
  const hasFilters = chips.length > 0;

  const notBuyable = shown.products.flatMap((product, index) => (canBuyFromCard(product, country.isocode, isTrade) ? [] : [index]));
  const query = spec.source.kind === 'search' ? first(route.query) : undefined;
  // The list impressions and clicks report, and the text search's query and count (lib/analytics/product-tracking.ts).
  const grid = (
    <ul className={styles.grid} data-item-list={listName(spec)} data-search-query={query || undefined} data-search-results={query ? result.nbHits : undefined}>
      <ProductCardGrid
        cards={shown.cards}
        currency={currency}
        {...(notBuyable.length ? { notBuyable } : {})}
        {...(isTrade ? { showTradePrice: true as const } : {})}
        headingLevel={2}
      />
    </ul>
  );

  return (
    <div className={styles.layout}>
      <FilterDrawer title={t('filters')} closeLabel={t('closeFilters')} showResultsLabel={counts(`${kind}.show`, { count: result.nbHits })}>
        <ProductFilters t={t} route={route} result={result} view={view} currency={currency} units={units} showCategories={showCategories} />
      </FilterDrawer>
      <div className={styles.main}>
        <ListingToolbar
          t={t}
          route={route}
          total={counts(`${kind}.total`, { count: result.nbHits })}
          chips={chips}
          sort={{ value: sort, options: PRODUCT_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) })) }}
        />
        {result.nbHits === 0 ? (
          <div className={styles.empty}>
            {hasFilters ? (
              <>
                <h2 className={styles.emptyTitle}>{t('noProducts')}</h2>
                <ListingLink action={{ type: 'clear' }} href={hrefOf(first(route.query) ? { query: first(route.query)! } : {})} className={styles.textButton}>
                  {t('clearFilters')}
                </ListingLink>
              </>
            ) : (
              <>
                <h2 className={styles.emptyTitle}>{t('noResultsTitle')}</h2>
                <p>{t('noResults', { query: first(route.query) ?? '' })}</p>
              </>
            )}
          </div>
        ) : isTrade ? (
          <TradePrices ids={hits.map((hit) => hit.objectID)} currency={currency}>
            {grid}
          </TradePrices>
        ) : (
          grid
        )}
        {hidden > 0 && <ShowMorePieces label={counts(`${kind}.more`, { count: hidden })} />}
        <Pagination t={t} route={route} page={result.page} nbPages={result.nbPages} />
      </div>
    </div>
  );
}

/** The analytics name of a listing: its kind and what it lists, the same in every language. */
function listName(spec: ListingSpec): string {
  const source = spec.source;
  if (source.kind === 'category') return `category:${source.permalink}`;
  if (source.kind === 'artisan' || source.kind === 'collection') return `${source.kind}:${source.slug}`;
  return source.kind;
}
