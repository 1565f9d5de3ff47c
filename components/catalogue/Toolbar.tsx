'use client';

import { useTranslations } from 'next-intl';
import { useCurrentRefinements, useSortBy, useStats } from 'react-instantsearch';
import styles from './Catalogue.module.css';

export interface SortItem {
  value: string;
  label: string;
}

// Each widget hook is first in its own component: on the server it must join the first search.

function ResultCount({ label }: { label(count: number): string }) {
  const { nbHits } = useStats();
  return <p className={styles.count} aria-live="polite">{label(nbHits)}</p>;
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

function SortSelect({ items }: { items: SortItem[] }) {
  const t = useTranslations('catalogue');
  const { currentRefinement, options, refine } = useSortBy({ items });
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

/** Result count, the sorts (one replica index each) and, on phones, the filter drawer's button. */
export function Toolbar({ sorts, countLabel, onOpenFilters }: { sorts: SortItem[]; countLabel(count: number): string; onOpenFilters(): void }) {
  return (
    <div className={styles.toolbar}>
      <ResultCount label={countLabel} />
      <FiltersButton onClick={onOpenFilters} />
      <SortSelect items={sorts} />
    </div>
  );
}
