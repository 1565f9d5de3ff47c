'use client';

import { FilterCheckbox, ShowMoreFacetValues } from './controls';
import { FacetGroup } from './facet-group';
import styles from '../Catalogue.module.css';

/** A value of a facet as it crosses into the browser: its label and `refined` only when they say something. */
export interface FacetOption {
  value: string;
  count: number;
  /** The shown name, where it is not the value itself (a city in the visitor's language). */
  label?: string;
  refined?: true;
}

/**
 * A facet's values to tick, rendered from its data where the page is drawn: the flight data carries
 * each value once (about 35 bytes), not the markup of its row and checkbox around it (about 130).
 */
export function FacetOptions({ title, name, attribute, options, toggleLabel }: { title: string; name: string; attribute: string; options: FacetOption[]; toggleLabel?: string }) {
  return (
    <FacetGroup title={title}>
      <ul className={styles.optionList}>
        {options.map((option) => (
          <li key={option.value}>
            <FilterCheckbox action={{ type: 'list', name, value: option.value }} checked={option.refined === true} label={option.label ?? option.value} count={option.count} />
          </li>
        ))}
      </ul>
      {toggleLabel && <ShowMoreFacetValues attribute={attribute} label={toggleLabel} />}
    </FacetGroup>
  );
}
