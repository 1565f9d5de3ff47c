import type { ListingAction } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import { ChipButton, FiltersButton, ListingLink, SortSelect } from './controls';
import { first, hrefOf, type CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';

/** An applied filter, shown as a chip that removes it. */
export interface Chip {
  key: string;
  label: string;
  action: ListingAction;
}

interface ListingToolbarProps {
  t: CatalogueT;
  route: RouteState;
  /** "120 pieces", "8 artisans"… */
  total: string;
  chips: Chip[];
  sort: { value: string; options: { value: string; label: string }[] };
}

/**
 * Above every listing's results: the count, the filters button (with how many are applied) and the
 * sort, then the applied filters as chips with "clear all" (which keeps a search's query).
 */
export function ListingToolbar({ t, route, total, chips, sort }: ListingToolbarProps) {
  const query = first(route.query);
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {total}
        </p>
        <FiltersButton label={chips.length > 0 ? t('filtersWithCount', { count: chips.length }) : t('filters')} />
        <SortSelect label={t('sortBy')} value={sort.value} options={sort.options} />
      </div>
      {chips.length > 0 && (
        <div className={styles.chips} role="region" aria-label={t('appliedFilters')}>
          <ul>
            {chips.map((chip) => (
              <li key={chip.key}>
                <ChipButton action={chip.action} label={chip.label} removeLabel={t('removeFilter', { label: chip.label })} />
              </li>
            ))}
          </ul>
          <ListingLink action={{ type: 'clear' }} href={hrefOf(query ? { query } : {})} className={styles.textButton}>
            {t('clearAll')}
          </ListingLink>
        </div>
      )}
    </>
  );
}
