/**
 * The internal filters page (/sanity-algolia-filters, spec §2): every search facet with its values,
 * their counts, and what an editor pastes into content — the listing URL parameter for a link
 * (a content `url` link such as `/search?material=…` or `/categories/…?material=…`) and the search
 * filter string (what a product rule becomes, lib/content/products.ts `ruleFilter`, and what a
 * hand-written filter uses). Built from the public index's facets only: no trade price is a facet.
 * Pure, so the page and the tests share it.
 */
import type { Currency } from '../money/currency';
import { ARTISAN_FACETS } from './artisan-url-state';
import { CATEGORY_ATTRIBUTES, LIST_FACETS, rangeFacets, SHIPPING_CHOICES, toggleFacets } from './url-state';

export interface ReferenceEntry {
  /** The value as the facet holds it (a category path, a material…), or a choice's key. */
  value: string;
  count: number | null;
  /** `name=value`, URL-encoded: appended to a listing path in a content link. */
  param: string;
  /** The search filter string for the same choice. */
  filter: string;
  /** The product rule field (collections, product-page content) that means the same, if any. */
  rule?: string;
}

export interface ReferenceFacet {
  /** The URL parameter's name (also the message key of its title). */
  name: string;
  attribute: string;
  /** Where the parameter applies: product listings (/search, /categories/…) or the artisans list. */
  listing: 'products' | 'artisans';
  entries: ReferenceEntry[];
}

/** What the search service answers for facets: value → count per attribute, and numeric stats. */
export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, { min: number; max: number }>;
}

const param = (name: string, value: string) => new URLSearchParams([[name, value]]).toString();
const quoted = (value: string) => JSON.stringify(value);
const byCount = (values: Record<string, number> | undefined) =>
  Object.entries(values ?? {}).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

/** The product rule's boolean filters (SCHEMA.md productRule) and the URL toggles they equal. */
const RULE_TOGGLES: Record<string, string> = { customizable: 'filters.customizable', contract: 'filters.suitableForContract', editors_pick: 'filters.editorsPick' };

/** Every category path of every level, parents before their children. */
function categoryEntries(facets: FacetCounts['facets']): ReferenceEntry[] {
  const entries = CATEGORY_ATTRIBUTES.flatMap((attribute) =>
    Object.entries(facets[attribute] ?? {}).map(([value, count]) => ({ value, count, param: param('category', value), filter: `${attribute}:${quoted(value)}` })),
  );
  return entries.sort((a, b) => a.value.localeCompare(b.value));
}

/** The facets of the product listings (/search, /categories/…, collections) in one currency. */
export function productFilterReference({ facets, stats }: FacetCounts, currency: Currency): ReferenceFacet[] {
  const out: ReferenceFacet[] = [{ name: 'category', attribute: CATEGORY_ATTRIBUTES.join(', '), listing: 'products', entries: categoryEntries(facets) }];
  for (const [name, attribute] of Object.entries(LIST_FACETS)) {
    out.push({
      name,
      attribute,
      listing: 'products',
      entries: byCount(facets[attribute]).map(([value, count]) => ({ value, count, param: param(name, value), filter: `${attribute}:${quoted(value)}` })),
    });
  }
  for (const [name, attribute] of Object.entries(rangeFacets(currency))) {
    const range = stats[attribute];
    if (!range) continue;
    const value = `${range.min}:${range.max}`;
    out.push({ name, attribute, listing: 'products', entries: [{ value, count: null, param: param(name, value), filter: `${attribute}:${range.min} TO ${range.max}` }] });
  }
  const leadTimes = Object.entries(facets.lead_time ?? {}).map(([weeks, count]) => [Number(weeks), count] as const);
  out.push({
    name: 'shipping',
    attribute: 'lead_time',
    listing: 'products',
    entries: SHIPPING_CHOICES.map((choice) => {
      const exact = choice.start === choice.end;
      const count = leadTimes.filter(([weeks]) => (exact ? weeks === choice.end : weeks <= choice.end)).reduce((sum, [, n]) => sum + n, 0);
      return {
        value: choice.name,
        count,
        param: param('shipping', choice.name),
        filter: exact ? `lead_time = ${choice.end}` : `lead_time <= ${choice.end}`,
        ...(choice.name === 'ready' ? { rule: 'filters.readyToShip' } : {}),
      };
    }),
  });
  for (const [name, attribute] of Object.entries(toggleFacets(currency))) {
    out.push({
      name,
      attribute,
      listing: 'products',
      entries: [{ value: 'true', count: facets[attribute]?.true ?? 0, param: param(name, '1'), filter: `${attribute}:true`, ...(RULE_TOGGLES[name] ? { rule: RULE_TOGGLES[name] } : {}) }],
    });
  }
  return out;
}

/** The facets of the artisans list (/artisans). */
export function artisanFilterReference({ facets }: FacetCounts): ReferenceFacet[] {
  return Object.entries(ARTISAN_FACETS).map(([name, attribute]) => ({
    name,
    attribute,
    listing: 'artisans',
    entries: byCount(facets[attribute]).map(([value, count]) => ({ value, count, param: param(name, value), filter: `${attribute}:${quoted(value)}` })),
  }));
}

/** The attributes to ask the search service to count for this page. */
export function referenceFacetAttributes(currency: Currency): { products: string[]; artisans: string[] } {
  return {
    products: [...CATEGORY_ATTRIBUTES, ...Object.values(LIST_FACETS), ...Object.values(rangeFacets(currency)), 'lead_time', ...Object.values(toggleFacets(currency))],
    artisans: Object.values(ARTISAN_FACETS),
  };
}
