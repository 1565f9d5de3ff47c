'use client';

import { useTranslations } from 'next-intl';
import { useCurrentRefinements, useSortBy, useStats } from 'react-instantsearch';
import { PRODUCT_SORTS, productIndex } from '@/lib/catalogue/indexes';
import type { Language } from '@/lib/i18n/languages';
import styles from './Catalogue.module.css';

function ResultCount() {
  const t = useTranslations('catalogue');
  const { nbHits } = useStats();
  return <p className={styles.count} aria-live="polite">{t('resultCount', { count: nbHits })}</p>;
}

function FiltersButton({ onClick }: { onClick(): void }) {
  const t = useTranslations('catalogue');
  const { items } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const applied = items.reduce((n, item) => n + item.refinements.length, 0);
  return (
    <button type="button" className={styles.filtersButton} onClick={onClick} aria-haspopup="dialog">
      {applied > 0 ? t('filtersWithCount', { count: applied }) : t('filters')}
    </button>
  );
}

function SortSelect({ language }: { language: Language }) {
  const t = useTranslations('catalogue');
  const { currentRefinement, options, refine } = useSortBy({
    items: PRODUCT_SORTS.map((sort) => ({ value: productIndex(language, sort), label: t(`sorts.${sort}`) })),
  });
  return (
    <label className={styles.sort}>
      <span>{t('sortBy')}</span>
      <select value={currentRefinement} onChange={(event) => refine(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Result count, the §9 sorts (one replica index each) and, on phones, the filter drawer's button. */
export function Toolbar({ language, onOpenFilters }: { language: Language; onOpenFilters(): void }) {
  return (
    <div className={styles.toolbar}>
      <ResultCount />
      <FiltersButton onClick={onOpenFilters} />
      <SortSelect language={language} />
    </div>
  );
}
