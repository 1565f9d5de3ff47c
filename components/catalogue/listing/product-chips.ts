import { fromCentimetres } from '@/lib/catalogue/units';
import { LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets, type RouteState } from '@/lib/catalogue/url-state';
import type { Units } from '@/lib/i18n/countries';
import type { Currency } from '@/lib/money/currency';
import { all, first, type CatalogueT } from './helpers';
import type { Chip } from './ListingToolbar';

/** The chips of a product listing's applied filters: category, lists, ranges (each end its own chip), shipping, toggles. */
export function productChips(t: CatalogueT, route: RouteState, currency: Currency, units: Units, money: (n: number) => string): Chip[] {
  const chips: Chip[] = [];
  const category = first(route.category);
  if (category) chips.push({ key: 'category', label: category.split(' > ').pop() ?? category, action: { type: 'remove', name: 'category' } });
  for (const name of Object.keys(LIST_FACETS)) for (const value of all(route[name])) chips.push({ key: `${name}:${value}`, label: value, action: { type: 'remove', name, value } });
  for (const name of Object.keys(rangeFacets(currency)) as (keyof ReturnType<typeof rangeFacets>)[]) {
    const range = first(route[name]);
    if (!range) continue;
    const [min, max] = range.split(':').map((v) => (v === '' ? null : Number(v)));
    const title = name === 'price' ? t('facets.price') : t(name);
    const text = (value: number) => (name === 'price' ? money(value) : `${Math.round(fromCentimetres(value, units))} ${units}`);
    if (min !== null) chips.push({ key: `${name}:min`, label: `${title} ≥ ${text(min)}`, action: { type: 'range', name, min: null, max } });
    if (max !== null) chips.push({ key: `${name}:max`, label: `${title} ≤ ${text(max)}`, action: { type: 'range', name, min, max: null } });
  }
  const shipping = SHIPPING_CHOICES.find((c) => c.name === first(route.shipping));
  if (shipping) chips.push({ key: 'shipping', label: t(`shippingChoices.${shipping.name}`), action: { type: 'remove', name: 'shipping' } });
  for (const name of Object.keys(toggleFacets(currency)) as (keyof ReturnType<typeof toggleFacets>)[]) {
    if (first(route[name]) === '1') chips.push({ key: name, label: t(`toggles.${name}`), action: { type: 'remove', name } });
  }
  return chips;
}
