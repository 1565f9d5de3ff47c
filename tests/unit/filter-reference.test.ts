import { describe, expect, it } from 'vitest';
import { artisanFilterReference, productFilterReference, referenceFacetAttributes } from '@/lib/catalogue/filter-reference';
import { ruleFilter } from '@/lib/content/products';

const counts = {
  facets: {
    'categories.lvl0': { Furniture: 40, Lighting: 12 },
    'categories.lvl1': { 'Furniture > Seating': 25 },
    materials: { Walnut: 8, 'Carrara marble': 14 },
    artisan_name: { 'Bottega Rossi': 3 },
    lead_time: { '0': 5, '1': 4, '2': 6, '6': 7 },
    editors_pick: { true: 9, false: 43 },
    customizable: { false: 52 },
  },
  stats: { price_EUR: { min: 90, max: 12_400 }, width_cm: { min: 10, max: 320 } },
};

describe('the internal filters page', () => {
  const facets = productFilterReference(counts, 'EUR');
  const facet = (name: string) => facets.find((f) => f.name === name)!;

  it('lists every category level with the listing parameter and the hierarchical filter', () => {
    expect(facet('category').entries).toEqual([
      { value: 'Furniture', count: 40, param: 'category=Furniture', filter: 'categories.lvl0:"Furniture"' },
      { value: 'Furniture > Seating', count: 25, param: 'category=Furniture+%3E+Seating', filter: 'categories.lvl1:"Furniture > Seating"' },
      { value: 'Lighting', count: 12, param: 'category=Lighting', filter: 'categories.lvl0:"Lighting"' },
    ]);
  });

  it('gives list values by count, URL-encoded parameters and quoted filter strings', () => {
    expect(facet('material').entries).toEqual([
      { value: 'Carrara marble', count: 14, param: 'material=Carrara+marble', filter: 'materials:"Carrara marble"' },
      { value: 'Walnut', count: 8, param: 'material=Walnut', filter: 'materials:"Walnut"' },
    ]);
    expect(facet('designer').entries).toEqual([]);
  });

  it('gives ranges in the currency, shipping choices with their counts, and toggles with the rule field content uses', () => {
    expect(facet('price').entries[0]).toMatchObject({ param: 'price=90%3A12400', filter: 'price_EUR:90 TO 12400' });
    expect(facets.some((f) => f.name === 'height')).toBe(false); // no stats, no row
    expect(facet('shipping').entries.map((e) => [e.value, e.count, e.filter])).toEqual([
      ['ready', 5, 'lead_time = 0'], ['1w', 9, 'lead_time <= 1'], ['14d', 15, 'lead_time <= 2'], ['4w', 15, 'lead_time <= 4'], ['8w', 22, 'lead_time <= 8'],
    ]);
    expect(facet('editors_pick').entries).toEqual([{ value: 'true', count: 9, param: 'editors_pick=1', filter: 'editors_pick:true', rule: 'filters.editorsPick' }]);
    expect(facet('customizable').entries[0].count).toBe(0);
    // The rule field means what the content service's rule turns into.
    expect(ruleFilter({ filters: { editorsPick: true } })).toBe(facet('editors_pick').entries[0].filter);
    expect(ruleFilter({ filters: { suitableForContract: true } })).toBe(facet('contract').entries[0].filter);
  });

  it('asks only public facets: never a trade price', () => {
    const { products, artisans } = referenceFacetAttributes('USD');
    expect([...products, ...artisans].some((a) => /trade/.test(a))).toBe(false);
    expect(products).toContain('price_USD');
    expect(artisanFilterReference({ facets: { city: { Milano: 12 } }, stats: {} })[0]).toEqual({
      name: 'city', attribute: 'city', listing: 'artisans', entries: [{ value: 'Milano', count: 12, param: 'city=Milano', filter: 'city:"Milano"' }],
    });
  });
});
