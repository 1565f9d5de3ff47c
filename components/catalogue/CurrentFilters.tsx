'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCurrentRefinements, useInstantSearch } from 'react-instantsearch';
import { clearedFiltersUrl } from './Results';
import type { Currency, Units } from '@/lib/i18n/countries';
import { CATEGORY_ATTRIBUTES, rangeFacets, SHIPPING_CHOICES, toggleFacets } from '@/lib/catalogue/url-state';
import { fromCentimetres } from '@/lib/catalogue/units';
import styles from './Catalogue.module.css';

type Refinement = ReturnType<typeof useCurrentRefinements>['items'][number]['refinements'][number];

/** Applied filters as removable chips, with "clear all" . */
export function CurrentFilters({ currency = 'USD', units = 'cm' }: { currency?: Currency; units?: Units }) {
  const t = useTranslations('catalogue');
  const format = useFormatter();
  const { items, refine } = useCurrentRefinements({ excludedAttributes: ['query'] });
  const { indexUiState } = useInstantSearch();
  if (items.length === 0) return null;

  const ranges = rangeFacets(currency);
  const toggles = toggleFacets(currency);

  const label = (refinement: Refinement): string => {
    const { attribute } = refinement;
    const toggle = Object.entries(toggles).find(([, a]) => a === attribute)?.[0] as keyof typeof toggles | undefined;
    if (toggle) return t(`toggles.${toggle}`);
    if (attribute === 'lead_time') {
      const choice = SHIPPING_CHOICES.find((c) => (c.start === c.end ? refinement.operator === '=' && refinement.value === c.end : refinement.value === c.end));
      return choice ? t(`shippingChoices.${choice.name}`) : t('facets.shipping');
    }
    const range = Object.entries(ranges).find(([, a]) => a === attribute)?.[0] as keyof typeof ranges | undefined;
    if (range) {
      const value = Number(refinement.value);
      const text =
        range === 'price'
          ? format.number(value, { style: 'currency', currency, maximumFractionDigits: 0 })
          : `${Math.round(fromCentimetres(value, units))} ${units}`;
      const name = range === 'price' ? t('facets.price') : t(range);
      const operator = { '>=': '≥', '<=': '≤' }[refinement.operator ?? ''] ?? '=';
      return `${name} ${operator} ${text}`;
    }
    if (CATEGORY_ATTRIBUTES.includes(attribute)) return refinement.label.split(' > ').pop() ?? refinement.label;
    return refinement.label;
  };

  return (
    <div className={styles.chips} role="region" aria-label={t('appliedFilters')}>
      <ul>
        {items.flatMap((item) =>
          item.refinements.map((refinement) => {
            const text = label(refinement);
            return (
              <li key={`${item.attribute}:${refinement.operator ?? ''}:${String(refinement.value)}`}>
                <button type="button" className={styles.chip} onClick={() => refine(refinement)} aria-label={t('removeFilter', { label: text })}>
                  <span>{text}</span>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          }),
        )}
      </ul>
      <a href={clearedFiltersUrl(indexUiState.query)} className={styles.textButton}>
        {t('clearAll')}
      </a>
    </div>
  );
}
