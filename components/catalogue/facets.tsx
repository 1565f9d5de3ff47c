'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useHierarchicalMenu, useNumericMenu, useRange, useRefinementList, useToggleRefinement } from 'react-instantsearch';
import type { Currency, Units } from '@/lib/i18n/countries';
import { CATEGORY_ATTRIBUTES, CATEGORY_SEPARATOR, LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets } from '@/lib/catalogue/url-state';
import { fromCentimetres, toCentimetres } from '@/lib/catalogue/units';
import styles from './Catalogue.module.css';

function FacetGroup({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className={styles.facet} open={open}>
      <summary className={styles.facetTitle}>{title}</summary>
      <div className={styles.facetBody}>{children}</div>
    </details>
  );
}

function Count({ value }: { value: number }) {
  return <span className={styles.facetCount}>{value}</span>;
}

type HierarchyItem = { label: string; value: string; count: number; isRefined: boolean; data: HierarchyItem[] | null };

export function CategoryFacet() {
  const t = useTranslations('catalogue');
  const { items, refine } = useHierarchicalMenu({ attributes: CATEGORY_ATTRIBUTES, separator: CATEGORY_SEPARATOR, limit: 20 });
  if (items.length === 0) return null;
  const renderLevel = (level: HierarchyItem[]) => (
    <ul className={styles.optionList}>
      {level.map((item) => (
        <li key={item.value}>
          <button type="button" className={styles.option} aria-pressed={item.isRefined} onClick={() => refine(item.value)}>
            <span>{item.label}</span>
            <Count value={item.count} />
          </button>
          {item.data && renderLevel(item.data)}
        </li>
      ))}
    </ul>
  );
  return (
    <FacetGroup title={t('facets.categories')} open>
      {renderLevel(items as HierarchyItem[])}
    </FacetGroup>
  );
}

export function ListFacet({ title, attribute }: { title: string; attribute: string }) {
  const t = useTranslations('catalogue');
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: 8,
    showMore: true,
    showMoreLimit: 60,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  if (items.length === 0) return null;
  return (
    <FacetGroup title={title}>
      <ul className={styles.optionList}>
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.check}>
              <input type="checkbox" checked={item.isRefined} onChange={() => refine(item.value)} />
              <span>{item.label}</span>
              <Count value={item.count} />
            </label>
          </li>
        ))}
      </ul>
      {canToggleShowMore && (
        <button type="button" className={styles.textButton} onClick={toggleShowMore}>
          {isShowingMore ? t('showLessFacets') : t('showMoreFacets')}
        </button>
      )}
    </FacetGroup>
  );
}

interface RangeFormProps {
  attribute: string;
  label: string;
  unit: string;
  /** Index values ↔ what the visitor types (e.g. centimetres ↔ inches). */
  toDisplay?(value: number): number;
  fromDisplay?(value: number): number;
}

function RangeForm({ attribute, label, unit, toDisplay = (v) => v, fromDisplay = (v) => v }: RangeFormProps) {
  const t = useTranslations('catalogue');
  const { range, start, refine, canRefine } = useRange({ attribute });
  const shown = (value: number | undefined, fallback: number | undefined) =>
    value !== undefined && Number.isFinite(value) ? String(Math.round(toDisplay(value))) : fallback !== undefined ? '' : '';
  const [min, setMin] = useState(shown(start[0], range.min));
  const [max, setMax] = useState(shown(start[1], range.max));
  if (!canRefine) return null;
  const lowest = range.min !== undefined ? Math.floor(toDisplay(range.min)) : undefined;
  const highest = range.max !== undefined ? Math.ceil(toDisplay(range.max)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parse = (text: string) => (text.trim() === '' ? undefined : fromDisplay(Number(text)));
    refine([parse(min), parse(max)]);
  };

  return (
    <form className={styles.range} onSubmit={submit} aria-label={label}>
      <label>
        <span className={styles.rangeLabel}>{t('minimum')} ({unit})</span>
        <input type="number" inputMode="numeric" min={lowest} max={highest} placeholder={lowest !== undefined ? String(lowest) : undefined} value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label>
        <span className={styles.rangeLabel}>{t('maximum')} ({unit})</span>
        <input type="number" inputMode="numeric" min={lowest} max={highest} placeholder={highest !== undefined ? String(highest) : undefined} value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      <button type="submit" className={styles.secondaryButton}>{t('apply')}</button>
    </form>
  );
}

export function PriceFacet({ currency }: { currency: Currency }) {
  const t = useTranslations('catalogue');
  const symbol = { USD: '$', EUR: '€', GBP: '£' }[currency];
  return (
    <FacetGroup title={t('facets.price')}>
      <RangeForm attribute={rangeFacets(currency).price} label={t('facets.price')} unit={symbol} />
    </FacetGroup>
  );
}

export function DimensionsFacet({ units }: { units: Units }) {
  const t = useTranslations('catalogue');
  const attributes = rangeFacets('USD');
  const convert = { toDisplay: (cm: number) => fromCentimetres(cm, units), fromDisplay: (value: number) => toCentimetres(value, units) };
  return (
    <FacetGroup title={t('facets.dimensions')}>
      {(['width', 'height', 'depth'] as const).map((name) => (
        <fieldset key={name} className={styles.dimension}>
          <legend>{t(name)}</legend>
          <RangeForm attribute={attributes[name]} label={t(name)} unit={units} {...convert} />
        </fieldset>
      ))}
    </FacetGroup>
  );
}

export function ShippingFacet() {
  const t = useTranslations('catalogue');
  const { items, refine } = useNumericMenu({
    attribute: 'lead_time',
    items: SHIPPING_CHOICES.map((choice) => ({ label: choice.name, start: choice.start, end: choice.end })),
  });
  return (
    <FacetGroup title={t('facets.shipping')}>
      <ul className={styles.optionList}>
        {items.map((item) => (
          <li key={item.value}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={item.isRefined}
                onChange={() => refine(item.isRefined ? encodeURI('{}') : item.value)}
              />
              <span>{t(`shippingChoices.${item.label as (typeof SHIPPING_CHOICES)[number]['name']}`)}</span>
            </label>
          </li>
        ))}
      </ul>
    </FacetGroup>
  );
}

function Toggle({ attribute, label }: { attribute: string; label: string }) {
  const { value, refine, canRefine } = useToggleRefinement({ attribute, on: true });
  return (
    <li>
      <label className={styles.check} data-disabled={!canRefine || undefined}>
        <input type="checkbox" checked={value.isRefined} disabled={!canRefine && !value.isRefined} onChange={() => refine({ isRefined: value.isRefined })} />
        <span>{label}</span>
        {value.onFacetValue.count !== null && <Count value={value.onFacetValue.count} />}
      </label>
    </li>
  );
}

export function ToggleFacets({ currency }: { currency: Currency }) {
  const t = useTranslations('catalogue');
  return (
    <FacetGroup title={t('facets.more')}>
      <ul className={styles.optionList}>
        {Object.entries(toggleFacets(currency)).map(([name, attribute]) => (
          <Toggle key={name} attribute={attribute} label={t(`toggles.${name as keyof ReturnType<typeof toggleFacets>}`)} />
        ))}
      </ul>
    </FacetGroup>
  );
}

/** The §9 product filters, in the order a shopper narrows a choice. */
export function ProductFacets({ currency, units, showCategories }: { currency: Currency; units: Units; showCategories: boolean }) {
  const t = useTranslations('catalogue.facets');
  return (
    <>
      {showCategories && <CategoryFacet />}
      <ListFacet title={t('artisan')} attribute={LIST_FACETS.artisan} />
      <ListFacet title={t('designer')} attribute={LIST_FACETS.designer} />
      <ListFacet title={t('material')} attribute={LIST_FACETS.material} />
      <ListFacet title={t('color')} attribute={LIST_FACETS.color} />
      <PriceFacet currency={currency} />
      <DimensionsFacet units={units} />
      <ShippingFacet />
      <ToggleFacets currency={currency} />
    </>
  );
}
