'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import type { ListingAction } from '@/lib/catalogue/listing-state';
import type { ListingView } from '@/lib/catalogue/listing-spec';
import { useListing } from '../ListingController';
import styles from '../Catalogue.module.css';

/**
 * The listing's controls: small client leaves inside the server-rendered listing. Labels come
 * translated from the server; each control only turns a click into a ListingAction. The filter
 * drawer and the range form have files of their own (FilterDrawer.tsx, RangeForm.tsx).
 */

/**
 * The value a control shows: the shopper's choice at once, the server's once its answer arrives.
 * (Not useOptimistic: that needs a transition, and the listing's updates stay outside the router's.)
 */
function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState({ base: value, shown: value });
  if (state.base !== value) {
    setState({ base: value, shown: value });
    return [value, (next) => setState({ base: value, shown: next })];
  }
  return [state.shown, (next) => setState({ base: value, shown: next })];
}

/** A link that is a real URL (new tab, no script) and, on a plain click, an action of the listing. */
export function ListingLink({ action, href, className, children, ...rest }: { action: ListingAction | 'retry'; href: string; className?: string; children: ReactNode; rel?: string; 'aria-label'?: string }) {
  const { dispatch, retry } = useListing();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void (action === 'retry' ? retry() : dispatch(action));
  };
  return (
    <a href={href} className={className} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}

/** A checkbox filter: checked at once, the listing follows. */
export function FilterCheckbox({ action, checked, disabled = false, label, count }: { action: ListingAction; checked: boolean; disabled?: boolean; label: string; count?: number | null }) {
  const { dispatch } = useListing();
  const [shown, setShown] = useShownValue(checked);
  return (
    <label className={styles.check} data-disabled={disabled || undefined}>
      <input
        type="checkbox"
        checked={shown}
        disabled={disabled && !checked}
        onChange={() => {
          setShown(!shown);
          void dispatch(action);
        }}
      />
      <span>{label}</span>
      {count !== undefined && count !== null && <span className={styles.facetCount}>{count}</span>}
    </label>
  );
}

/** A category of the search page's hierarchy. */
export function CategoryButton({ value, refined, label, count }: { value: string; refined: boolean; label: string; count: number }) {
  const { dispatch } = useListing();
  return (
    <button type="button" className={styles.option} aria-pressed={refined} onClick={() => void dispatch({ type: 'category', value })}>
      <span>{label}</span>
      <span className={styles.facetCount}>{count}</span>
    </button>
  );
}

export function ShowMoreFacetValues({ attribute, label }: { attribute: string; label: string }) {
  const { view, expand } = useListing();
  const shown = view.moreFacets?.includes(attribute) ?? false;
  const next: ListingView = { moreFacets: shown ? (view.moreFacets ?? []).filter((a) => a !== attribute) : [...(view.moreFacets ?? []), attribute] };
  return (
    <button type="button" className={styles.textButton} onClick={() => void expand(next)}>
      {label}
    </button>
  );
}

export function SortSelect({ label, value, options }: { label: string; value: string; options: { value: string; label: string }[] }) {
  const { dispatch } = useListing();
  const [shown, setShown] = useShownValue(value);
  return (
    <label className={styles.sort}>
      <span>{label}</span>
      <select
        value={shown}
        onChange={(event) => {
          setShown(event.target.value);
          void dispatch({ type: 'sort', value: event.target.value });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ChipButton({ action, label, removeLabel }: { action: ListingAction; label: string; removeLabel: string }) {
  const { dispatch } = useListing();
  return (
    <button type="button" className={styles.chip} onClick={() => void dispatch(action)} aria-label={removeLabel}>
      <span>{label}</span>
      <span aria-hidden="true">×</span>
    </button>
  );
}

export function ShowMorePieces({ label }: { label: string }) {
  const { expand, pending } = useListing();
  return (
    <div className={styles.more}>
      <button type="button" className={styles.secondaryButton} aria-busy={pending || undefined} onClick={() => void expand({ allHits: true })}>
        {label}
      </button>
    </div>
  );
}

export function RetryButton({ label }: { label: string }) {
  const { retry } = useListing();
  return (
    <button type="button" className={styles.secondaryButton} onClick={() => void retry()}>
      {label}
    </button>
  );
}

export function FiltersButton({ label }: { label: string }) {
  const { setFiltersOpen } = useListing();
  return (
    <button type="button" className={styles.filtersButton} onClick={() => setFiltersOpen(true)} aria-haspopup="dialog">
      {label}
    </button>
  );
}
