import type { ListingView } from '@/lib/catalogue/listing-spec';
import { LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets, type RouteState } from '@/lib/catalogue/url-state';
import type { Units } from '@/lib/i18n/countries';
import type { Currency } from '@/lib/money/currency';
import type { ProductListingResult } from '@/lib/search/listing';
import { FilterCheckbox } from './controls';
import { RangeForm } from './RangeForm';
import { FacetGroup } from './facet-group';
import { Categories, ListFacet } from './facets';
import { first, type CatalogueT } from './helpers';
import styles from '../Catalogue.module.css';

interface ProductFiltersProps {
  t: CatalogueT;
  route: RouteState;
  result: Extract<ProductListingResult, { status: 'ok' }>;
  view: ListingView;
  currency: Currency;
  units: Units;
  showCategories: boolean;
}

/**
 * A product listing's filters: categories (where the page has them), the list facets, price, the
 * dimensions in the visitor's units, shipping and the toggles. A range shows only where the results
 * differ in it (or it is already set); a toggle no result has is disabled.
 */
export function ProductFilters({ t, route, result, view, currency, units, showCategories }: ProductFiltersProps) {
  const ranges = rangeFacets(currency);
  const rangeOf = (name: keyof typeof ranges) => {
    const [min, max] = (first(route[name]) ?? ':').split(':');
    return { start: min ? Number(min) : null, end: max ? Number(max) : null };
  };
  const symbol = { USD: '$', EUR: '€', GBP: '£' }[currency];
  const rangeLabels = { minimumLabel: t('minimum'), maximumLabel: t('maximum'), applyLabel: t('apply') };
  const canRange = (attribute: string, name: keyof typeof ranges) => {
    const stats = result.ranges[attribute];
    return route[name] !== undefined || (stats && stats.min !== null && stats.max !== null && stats.min !== stats.max);
  };

  return (
    <>
      {showCategories && result.categories.length > 0 && (
        <FacetGroup title={t('facets.categories')} open>
          <Categories items={result.categories} />
        </FacetGroup>
      )}
      {(Object.entries(LIST_FACETS) as [keyof typeof LIST_FACETS, string][]).map(([name, attribute]) => (
        <ListFacet key={name} t={t} title={t(`facets.${name}`)} name={name} attribute={attribute} items={result.lists[attribute] ?? []} view={view} />
      ))}
      {canRange(ranges.price, 'price') && (
        <FacetGroup title={t('facets.price')}>
          <RangeForm
            key={`price:${first(route.price) ?? ''}`}
            name="price"
            label={t('facets.price')}
            unit={symbol}
            {...rangeLabels}
            lowest={result.ranges[ranges.price]?.min ?? null}
            highest={result.ranges[ranges.price]?.max ?? null}
            {...rangeOf('price')}
          />
        </FacetGroup>
      )}
      <FacetGroup title={t('facets.dimensions')}>
        {(['width', 'height', 'depth'] as const).map((name) =>
          canRange(ranges[name], name) ? (
            <fieldset key={name} className={styles.dimension}>
              <legend>{t(name)}</legend>
              <RangeForm
                key={`${name}:${first(route[name]) ?? ''}`}
                name={name}
                label={t(name)}
                unit={units}
                units={units}
                {...rangeLabels}
                lowest={result.ranges[ranges[name]]?.min ?? null}
                highest={result.ranges[ranges[name]]?.max ?? null}
                {...rangeOf(name)}
              />
            </fieldset>
          ) : null,
        )}
      </FacetGroup>
      <FacetGroup title={t('facets.shipping')}>
        <ul className={styles.optionList}>
          {SHIPPING_CHOICES.map((choice) => (
            <li key={choice.name}>
              <FilterCheckbox action={{ type: 'shipping', value: choice.name }} checked={first(route.shipping) === choice.name} label={t(`shippingChoices.${choice.name}`)} />
            </li>
          ))}
        </ul>
      </FacetGroup>
      <FacetGroup title={t('facets.more')}>
        <ul className={styles.optionList}>
          {(Object.entries(toggleFacets(currency)) as [keyof ReturnType<typeof toggleFacets>, string][]).map(([name, attribute]) => {
            const count = result.toggles[attribute] ?? null;
            const refined = first(route[name]) === '1';
            return (
              <li key={name}>
                <FilterCheckbox action={{ type: 'toggle', name }} checked={refined} disabled={!count} label={t(`toggles.${name}`)} count={count} />
              </li>
            );
          })}
        </ul>
      </FacetGroup>
    </>
  );
}
