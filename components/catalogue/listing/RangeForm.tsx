'use client';

import { useState, type FormEvent } from 'react';
import { fromCentimetres, toCentimetres } from '@/lib/catalogue/units';
import type { Units } from '@/lib/i18n/countries';
import { useListing } from '../ListingController';
import styles from '../Catalogue.module.css';

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
