/**
 * The rows of the details tab (spec §3 "Displayed attributes"), in the spec's order. Lengths are
 * stored in centimetres and shown in the country's units (§9: inches for the US); labels and yes/no
 * are translated by the component, values that are names (materials, designer) come translated
 * from the commerce service.
 */
import type { Product } from '../commerce/product';
import { fromCentimetres } from '../catalogue/units';
import type { Units } from '../i18n/countries';

/** The rows a product's details can show. */
export type DetailKey =
  | 'quantity'
  | 'dimensions'
  | 'seatHeight'
  | 'armHeight'
  | 'com'
  | 'watt'
  | 'voltage'
  | 'lumen'
  | 'bulb'
  | 'energyClass'
  | 'dimmable'
  | 'ar'
  | 'freeShipping'
  | 'designer'
  | 'material'
  | 'color'
  | 'category';

export type DetailRow = { key: DetailKey; text: string } | { key: DetailKey; yes: boolean };

/** A length in the visitor's units: whole centimetres, inches to one decimal ("17.7 in"). */
export function formatLength(cm: number, units: Units, locale: string): string {
  const value = fromCentimetres(cm, units);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: units === 'in' ? 1 : 0 }).format(value);
  return `${number} ${units}`;
}

/** W × H × D in one unit: "114 × 39 × 91 cm". */
export function formatDimensions(d: { width: number | null; height: number | null; depth: number | null }, units: Units, locale: string): string | null {
  const parts = [d.width, d.height, d.depth];
  if (parts.some((p) => p === null)) return null;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: units === 'in' ? 1 : 0 });
  return `${parts.map((p) => format.format(fromCentimetres(p!, units))).join(' × ')} ${units}`;
}

type DetailsInput = Pick<
  Product,
  'properties' | 'dimensions' | 'lighting' | 'comAvailable' | 'arModel' | 'designer' | 'materials' | 'colors' | 'breadcrumbs'
>;

export function detailRows(product: DetailsInput, { units, locale, freeShipping }: { units: Units; locale: string; freeShipping: boolean }): DetailRow[] {
  const rows: DetailRow[] = [];
  const property = (name: string) => product.properties.find((p) => p.name === name)?.value ?? null;
  const quantity = property('quantity');
  if (quantity) rows.push({ key: 'quantity', text: quantity });
  const d = product.dimensions;
  if (d) {
    const dims = formatDimensions(d, units, locale);
    if (dims) rows.push({ key: 'dimensions', text: dims });
    if (d.seatHeight != null) rows.push({ key: 'seatHeight', text: formatLength(d.seatHeight, units, locale) });
    if (d.armHeight != null) rows.push({ key: 'armHeight', text: formatLength(d.armHeight, units, locale) });
  }
  // COM only means something for upholstered pieces, which are the ones carrying the property.
  if (property('com_available') !== null) rows.push({ key: 'com', yes: product.comAvailable });
  const l = product.lighting;
  if (l) {
    const number = new Intl.NumberFormat(locale);
    rows.push({ key: 'watt', text: `${number.format(l.watt)} W` });
    rows.push({ key: 'voltage', text: l.voltage });
    rows.push({ key: 'lumen', text: `${number.format(l.lumen)} lm` });
    rows.push({ key: 'bulb', text: l.bulb });
    rows.push({ key: 'energyClass', text: l.energyClass });
    rows.push({ key: 'dimmable', yes: l.dimmable });
  }
  rows.push({ key: 'ar', yes: product.arModel !== null });
  rows.push({ key: 'freeShipping', yes: freeShipping });
  if (product.designer) rows.push({ key: 'designer', text: product.designer });
  const material = product.materials.length ? product.materials.join(', ') : property('material');
  if (material) rows.push({ key: 'material', text: material });
  const color = product.colors.length ? product.colors.join(', ') : property('color');
  if (color) rows.push({ key: 'color', text: color });
  const category = product.breadcrumbs.at(-1);
  if (category) rows.push({ key: 'category', text: category.name });
  return rows;
}
