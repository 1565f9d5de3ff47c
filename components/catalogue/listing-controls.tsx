'use client';

import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import type { ListingAction } from '@/lib/catalogue/listing-state';
import type { ListingView } from '@/lib/catalogue/listing-spec';
import { fromCentimetres, toCentimetres } from '@/lib/catalogue/units';
import type { Units } from '@/lib/i18n/countries';
import { useListing } from './ListingController';
import styles from './Catalogue.module.css';

/**
 * The listing's controls: small client leaves inside the server-rendered listing. Labels come
 * translated from the server; each control only turns a click into a ListingAction.
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

interface RangeFormProps {
  name: string;
  label: string;
  unit: string;
  minimumLabel: string;
  maximumLabel: string;
  applyLabel: string;
  /** Index values: prices, or centimetres shown in `units`. */
  lowest: number | null;
  highest: number | null;
  start: number | null;
  end: number | null;
  units?: Units;
}

/** Minimum and maximum of a price or a dimension (typed in the visitor's units, sent in centimetres). */
export function RangeForm({ name, label, unit, minimumLabel, maximumLabel, applyLabel, lowest, highest, start, end, units }: RangeFormProps) {
  const { dispatch } = useListing();
  const toDisplay = (value: number) => (units ? fromCentimetres(value, units) : value);
  const fromDisplay = (value: number) => (units ? toCentimetres(value, units) : value);
  const shown = (value: number | null) => (value === null ? '' : String(Math.round(toDisplay(value))));
  const [min, setMin] = useState(shown(start));
  const [max, setMax] = useState(shown(end));
  const low = lowest === null ? undefined : Math.floor(toDisplay(lowest));
  const high = highest === null ? undefined : Math.ceil(toDisplay(highest));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parse = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : fromDisplay(Number(text)));
    void dispatch({ type: 'range', name, min: parse(min), max: parse(max) });
  };

  return (
    <form className={styles.range} onSubmit={submit} aria-label={label}>
      <label>
        <span className={styles.rangeLabel}>
          {minimumLabel} ({unit})
        </span>
        <input type="number" inputMode="numeric" min={low} max={high} placeholder={low !== undefined ? String(low) : undefined} value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        <span className={styles.rangeLabel}>
          {maximumLabel} ({unit})
        </span>
        <input type="number" inputMode="numeric" min={low} max={high} placeholder={high !== undefined ? String(high) : undefined} value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      <button type="submit" className={styles.secondaryButton}>
        {applyLabel}
      </button>
    </form>
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/**
 * The filters, rendered once: a sidebar on desktops, a drawer on phones (open state kept by the
 * controller, so it stays open while the listing follows the shopper's choices).
 */
export function FilterDrawer({ title, closeLabel, showResultsLabel, children }: { title: string; closeLabel: string; showResultsLabel: string; children: ReactNode }) {
  const { filtersOpen: open, setFiltersOpen } = useListing();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const close = () => setFiltersOpen(false);
    opener.current = document.activeElement;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      // Keep focus inside the drawer while it is open.
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open, setFiltersOpen]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={() => setFiltersOpen(false)} aria-hidden="true" />}
      <aside ref={panel} className={styles.filters} data-open={open || undefined} aria-label={title} {...(open ? { role: 'dialog', 'aria-modal': true } : {})}>
        <div className={styles.drawerHeader}>
          <h2 className={styles.drawerTitle}>{title}</h2>
          <button type="button" className={styles.closeButton} onClick={() => setFiltersOpen(false)} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.facetList}>{children}</div>
        <div className={styles.drawerFooter}>
          <button type="button" className={styles.primaryButton} onClick={() => setFiltersOpen(false)}>
            {showResultsLabel}
          </button>
        </div>
      </aside>
    </>
  );
}
