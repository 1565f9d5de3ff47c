'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useHits, useInstantSearch, usePagination } from 'react-instantsearch';
import { LIST_INITIAL_ITEMS } from '@/lib/catalogue/indexes';
import { toLiteProduct, type IndexRecord } from '@/lib/catalogue/lite-product';
import type { Currency } from '@/lib/i18n/countries';
import { ProductCard } from './ProductCard';
import { useTradePrices } from './useTradePrices';
import styles from './Catalogue.module.css';

/**
 * The listing without its filters (the query kept). A plain link: InstantSearch's clear refinements
 * leaves range filters in place when they came from the URL.
 */
export function clearedFiltersUrl(query: string | undefined): string {
  // Relative to the current page, so the server and the browser render the same href.
  return query ? `?query=${encodeURIComponent(query)}` : '?';
}

/** Hits as cards: 24 at first, the rest of the page of 60 on request, then pages linked by `ppage`. */
export function Results({ currency, country, showTradePrices }: { currency: Currency; country?: string; showTradePrices: boolean }) {
  const t = useTranslations('catalogue');
  const { items, results } = useHits<IndexRecord>();
  const { error, refresh, indexUiState } = useInstantSearch({ catchError: true });
  const hasFilters = Object.keys(indexUiState).some((key) => !['query', 'sortBy', 'page', 'configure'].includes(key));
  // Which page the visitor expanded; a new page (or new results) starts at 24 again.
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const resultsKey = `${results?.query ?? ''}:${results?.page ?? 0}:${results?.nbHits ?? 0}`;
  const expanded = expandedFor === resultsKey;
  const shownIds = (expanded ? items : items.slice(0, LIST_INITIAL_ITEMS)).map((hit) => hit.objectID);
  const tradePrices = useTradePrices(shownIds, currency, showTradePrices);

  if (error && items.length === 0) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('searchUnavailable')}</p>
        <button type="button" className={styles.secondaryButton} onClick={refresh}>
          {t('retry')}
        </button>
      </div>
    );
  }

  if (results && results.nbHits === 0) {
    return (
      <div className={styles.empty}>
        {hasFilters ? (
          <>
            <h2 className={styles.emptyTitle}>{t('noProducts')}</h2>
            <a href={clearedFiltersUrl(indexUiState.query)} className={styles.textButton}>
              {t('clearFilters')}
            </a>
          </>
        ) : (
          <>
            <h2 className={styles.emptyTitle}>{t('noResultsTitle')}</h2>
            <p>{t('noResults', { query: indexUiState.query ?? '' })}</p>
          </>
        )}
      </div>
    );
  }

  const visible = expanded ? items : items.slice(0, LIST_INITIAL_ITEMS);
  const hidden = items.length - visible.length;

  return (
    <>
      <ul className={styles.grid}>
        {visible.map((hit, index) => (
          <li key={hit.objectID}>
            <ProductCard
              product={{ ...toLiteProduct(hit, currency), tradePrice: tradePrices[hit.objectID] ?? null }}
              currency={currency}
              country={country}
              showTradePrice={showTradePrices}
              priority={index < 4}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <div className={styles.more}>
          <button type="button" className={styles.secondaryButton} onClick={() => setExpandedFor(resultsKey)}>
            {t('showMore', { count: hidden })}
          </button>
        </div>
      )}
    </>
  );
}

/** Its own widget, beside the results: on the server it must join the search before it is sent (`ppage`). */
export function Pagination() {
  const t = useTranslations('catalogue');
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;

  const go = (page: number) => (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    refine(page);
    window.scrollTo({ top: 0 });
  };

  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {!isFirstPage && (
        <a href={createURL(currentRefinement - 1)} onClick={go(currentRefinement - 1)} rel="prev" aria-label={t('previousPage')}>
          ‹
        </a>
      )}
      {pages.map((page) =>
        page === currentRefinement ? (
          <span key={page} aria-current="page" aria-label={t('currentPage', { page: page + 1 })}>
            {page + 1}
          </span>
        ) : (
          <a key={page} href={createURL(page)} onClick={go(page)} aria-label={t('page', { page: page + 1 })}>
            {page + 1}
          </a>
        ),
      )}
      {!isLastPage && (
        <a href={createURL(currentRefinement + 1)} onClick={go(currentRefinement + 1)} rel="next" aria-label={t('nextPage')}>
          ›
        </a>
      )}
    </nav>
  );
}
