'use client';

import Image from 'next/image';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Configure, useHits, useInstantSearch } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { ARTISAN_FACETS, artisanRouteToUi, artisanUiToRoute } from '@/lib/catalogue/artisan-url-state';
import { ARTISAN_SORTS, artisanIndex, LIST_INITIAL_ITEMS } from '@/lib/catalogue/indexes';
import { PREMIUM_PLUS_LEVEL } from '@/lib/catalogue/lite-product';
import type { RouteState } from '@/lib/catalogue/url-state';
import { Link } from '@/lib/i18n/navigation';
import type { Language } from '@/lib/i18n/languages';
import { ListFacet } from './facets';
import { FilterPanel } from './FilterPanel';
import { CurrentFilters } from './CurrentFilters';
import { Pagination } from './Results';
import { createSearchClient } from './search-client';
import { Toolbar } from './Toolbar';
import { useListingRouting } from './routing';
import { markHydrated } from './mark-hydrated';
import styles from './Catalogue.module.css';
import artisanStyles from './Artisans.module.css';

interface ArtisanRecord extends Record<string, unknown> {
  objectID: string;
  name: string;
  slug: string;
  city: string;
  image: string | null;
  categories: string[];
  product_count: number;
  vendor_program_level: number;
}

function ArtisanHits() {
  const t = useTranslations('catalogue');
  const { items, results } = useHits<ArtisanRecord>();
  const { error, refresh } = useInstantSearch({ catchError: true });
  if (error && items.length === 0) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t('searchUnavailable')}</p>
        <button type="button" className={styles.secondaryButton} onClick={refresh}>{t('retry')}</button>
      </div>
    );
  }
  if (results && results.nbHits === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t('noArtisans')}</h2>
        <a href="?" className={styles.textButton}>{t('clearFilters')}</a>
      </div>
    );
  }
  return (
    <ul className={artisanStyles.grid}>
      {items.map((artisan, index) => (
        <li key={artisan.objectID}>
          <Link href={`/artisans/${artisan.slug}`} className={artisanStyles.card} prefetch={false}>
            <div className={artisanStyles.portrait}>
              {artisan.image && (
                <Image src={artisan.image} alt="" fill sizes="(min-width: 1280px) 30vw, (min-width: 768px) 45vw, 100vw" priority={index < 2} className={artisanStyles.image} />
              )}
            </div>
            <h2 className={artisanStyles.name}>{artisan.name}</h2>
            <p className={artisanStyles.meta}>
              {artisan.city} · {t('artisanPieces', { count: artisan.product_count })}
              {artisan.vendor_program_level === PREMIUM_PLUS_LEVEL && <span className={artisanStyles.mark}>{t('card.premiumPlus')}</span>}
            </p>
            {artisan.categories.length > 0 && <p className={artisanStyles.categories}>{artisan.categories.join(' · ')}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 artisans list: filters (city, category, material), the two §9 sorts, "no artisans found". */
export function ArtisanSearch({ language }: { language: Language }) {
  const t = useTranslations('catalogue');
  const indexName = artisanIndex(language);
  const [searchClient] = useState(createSearchClient);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const closeFilters = useCallback(() => setFiltersOpen(false), []);
  const toRoute = useCallback((ui: Parameters<typeof artisanUiToRoute>[0]) => artisanUiToRoute(ui, language), [language]);
  const toUi = useCallback((route: RouteState) => artisanRouteToUi(route, language), [language]);
  const routing = useListingRouting(indexName, toRoute, toUi);

  return (
    <InstantSearchNext searchClient={searchClient} indexName={indexName} routing={routing as never} future={{ preserveSharedStateOnUnmount: true }}>
      <Configure hitsPerPage={LIST_INITIAL_ITEMS} attributesToHighlight={[]} />
      <div className={styles.layout} ref={markHydrated}>
        <FilterPanel open={filtersOpen} onClose={closeFilters}>
          <ListFacet title={t('artisanFacets.categories')} attribute={ARTISAN_FACETS.category} />
          <ListFacet title={t('artisanFacets.city')} attribute={ARTISAN_FACETS.city} />
          <ListFacet title={t('artisanFacets.materials')} attribute={ARTISAN_FACETS.material} />
        </FilterPanel>
        <div className={styles.main}>
          <Toolbar
            sorts={ARTISAN_SORTS.map((sort) => ({ value: artisanIndex(language, sort), label: t(`artisanSorts.${sort}`) }))}
            countLabel={(count) => t('artisanCount', { count })}
            onOpenFilters={() => setFiltersOpen(true)}
          />
          <CurrentFilters />
          <ArtisanHits />
          <Pagination />
        </div>
      </div>
    </InstantSearchNext>
  );
}
