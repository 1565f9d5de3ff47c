'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { Configure } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { useTranslations } from 'next-intl';
import type { Currency, Units } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import { PRODUCT_SORTS, productIndex, SEARCH_PAGE_SIZE } from '@/lib/catalogue/indexes';
import { routeToUiState, uiStateToRoute, type RouteState } from '@/lib/catalogue/url-state';
import { liteProductAttributes } from '@/lib/catalogue/lite-product';
import { createSearchClient } from './search-client';
import { useListingRouting } from './routing';
import { markHydrated } from './mark-hydrated';
import { CurrentFilters } from './CurrentFilters';
import { FilterPanel } from './FilterPanel';
import { ProductFacets } from './facets';
import { Pagination, Results } from './Results';
import { Toolbar } from './Toolbar';
import styles from './Catalogue.module.css';

export interface CatalogueSearchProps {
  language: Language;
  currency: Currency;
  /** ISO code of the visitor's country: cards offer "Add to bag" only for pieces shipped there. */
  country?: string;
  units: Units;
  /** Filters every search of this listing shares, e.g. the category page's permalink. */
  baseFilters?: string;
  /** The category facet is for search; category pages link their subcategories instead. */
  showCategories?: boolean;
  showTradePrices?: boolean;
  /** Above the toolbar: the search field on /search. */
  header?: ReactNode;
}

/**
 * A product listing on InstantSearch, rendered on the server and hydrated without a second request
 * (react-instantsearch-nextjs). The URL holds the whole state (lib/catalogue/url-state.ts), so
 * reload, back and forward restore it.
 */
export function CatalogueSearch({ language, currency, country, units, baseFilters, showCategories = false, showTradePrices = false, header }: CatalogueSearchProps) {
  const t = useTranslations('catalogue');
  const indexName = productIndex(language);
  const [searchClient] = useState(createSearchClient);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const toRoute = useCallback((ui: Parameters<typeof uiStateToRoute>[0]) => uiStateToRoute(ui, { language, currency }), [language, currency]);
  const toUi = useCallback((route: RouteState) => routeToUiState(route, { language, currency }), [language, currency]);
  const routing = useListingRouting(indexName, toRoute, toUi);

  return (
    <InstantSearchNext
      searchClient={searchClient}
      indexName={indexName}
      routing={routing as never}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      {/* No highlighting: cards do not show it, and it would double the hits in the page payload. */}
      <Configure hitsPerPage={SEARCH_PAGE_SIZE} filters={baseFilters} attributesToRetrieve={liteProductAttributes(currency)} attributesToHighlight={[]} />
      {header}
      <div className={styles.layout} ref={markHydrated}>
        <FilterPanel open={filtersOpen} onClose={closeFilters}>
          <ProductFacets currency={currency} units={units} showCategories={showCategories} />
        </FilterPanel>
        <div className={styles.main}>
          <Toolbar
            sorts={PRODUCT_SORTS.map((sort) => ({ value: productIndex(language, sort), label: t(`sorts.${sort}`) }))}
            countLabel={(count) => t('resultCount', { count })}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <CurrentFilters currency={currency} units={units} />
          <Results currency={currency} country={country} showTradePrices={showTradePrices} />
          <Pagination />
        </div>
      </div>
    </InstantSearchNext>
  );
}
