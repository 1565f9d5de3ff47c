import { describe, expect, it } from 'vitest';
import { FilterError, parseFacetFilters, parseFilters, parseNumericFilters } from '../../../backend/search/filters';

const facet = (attribute: string, value: string, negated = false) => ({ kind: 'facet', attribute, value, negated });

describe('filters string grammar', () => {
  it('reads a single facet filter and an empty string', () => {
    expect(parseFilters('materials:Walnut')).toEqual([[facet('materials', 'Walnut')]]);
    expect(parseFilters('   ')).toEqual([]);
  });

  it('reads quoted values and quoted attribute names', () => {
    expect(parseFilters('"categories.lvl1":"Furniture > Seating"')).toEqual([[facet('categories.lvl1', 'Furniture > Seating')]]);
    expect(parseFilters("designer:'Gio Ponti Studio'")).toEqual([[facet('designer', 'Gio Ponti Studio')]]);
    expect(parseFilters('title:"say \\"ciao\\""')).toEqual([[facet('title', 'say "ciao"')]]);
  });

  it('makes an AND of OR-groups', () => {
    expect(parseFilters('artisan_slug:bottega-rossi AND (materials:Walnut OR materials:Oak) AND customizable:true')).toEqual([
      [facet('artisan_slug', 'bottega-rossi')],
      [facet('materials', 'Walnut'), facet('materials', 'Oak')],
      [facet('customizable', 'true')],
    ]);
    expect(parseFilters('colors:Blue OR colors:Green')).toEqual([[facet('colors', 'Blue'), facet('colors', 'Green')]]);
    expect(parseFilters('(a:1 AND b:2) AND c:3')).toHaveLength(3);
  });

  it('negates single filters with NOT, also inside OR groups', () => {
    expect(parseFilters('NOT b2b_only:true')).toEqual([[facet('b2b_only', 'true', true)]]);
    expect(parseFilters('(NOT colors:Black OR materials:Oak)')).toEqual([[facet('colors', 'Black', true), facet('materials', 'Oak')]]);
    expect(parseFilters('NOT NOT a:b')).toEqual([[facet('a', 'b')]]);
  });

  it('reads numeric comparisons and ranges', () => {
    expect(parseFilters('price_EUR >= 500 AND lead_time<4 AND width_cm != 80 AND x = -1.5')).toEqual([
      [{ kind: 'numeric', attribute: 'price_EUR', op: '>=', value: 500, negated: false }],
      [{ kind: 'numeric', attribute: 'lead_time', op: '<', value: 4, negated: false }],
      [{ kind: 'numeric', attribute: 'width_cm', op: '!=', value: 80, negated: false }],
      [{ kind: 'numeric', attribute: 'x', op: '=', value: -1.5, negated: false }],
    ]);
    expect(parseFilters('price_USD:100 TO 2000')).toEqual([[{ kind: 'range', attribute: 'price_USD', low: 100, high: 2000, negated: false }]]);
    expect(parseFilters('NOT price_USD:100 TO 2000')[0][0].negated).toBe(true);
  });

  it('rejects what Algolia rejects, with a message naming the place', () => {
    expect(() => parseFilters('(a:1 AND b:2) OR c:3')).toThrow(FilterError);
    expect(() => parseFilters('NOT (a:1 OR b:2)')).toThrow(/NOT may only negate a single filter/);
    expect(() => parseFilters('a:1 AND')).toThrow(/Unexpected token end of filter expected a filter/);
    expect(() => parseFilters('a:1 b:2')).toThrow(/Unexpected token 'b' expected AND or OR at col 5/);
    expect(() => parseFilters('(a:1')).toThrow(/expected '\)'/);
    expect(() => parseFilters('price > cheap')).toThrow(/Invalid number 'cheap'/);
    expect(() => parseFilters('title:"open')).toThrow(/Unterminated string/);
  });
});

describe('facetFilters and numericFilters', () => {
  it('reads outer AND, inner OR and the "-" exclusion', () => {
    expect(parseFacetFilters([['materials:Walnut', 'materials:Oak'], 'colors:-Black', 'sku:\\-odd'])).toEqual([
      [facet('materials', 'Walnut'), facet('materials', 'Oak')],
      [facet('colors', 'Black', true)],
      [facet('sku', '-odd')],
    ]);
    expect(parseFacetFilters('categories.lvl0:Lighting')).toEqual([[facet('categories.lvl0', 'Lighting')]]);
    expect(parseFacetFilters('categories.lvl1:Lighting > Ceiling lights')).toEqual([[facet('categories.lvl1', 'Lighting > Ceiling lights')]]);
    expect(() => parseFacetFilters(['nocolon'])).toThrow(FilterError);
  });

  it('reads comparisons and ranges, and rejects facet syntax', () => {
    expect(parseNumericFilters(['price_EUR>=500', ['lead_time=0', 'lead_time=1']])).toEqual([
      [{ kind: 'numeric', attribute: 'price_EUR', op: '>=', value: 500, negated: false }],
      [
        { kind: 'numeric', attribute: 'lead_time', op: '=', value: 0, negated: false },
        { kind: 'numeric', attribute: 'lead_time', op: '=', value: 1, negated: false },
      ],
    ]);
    expect(parseNumericFilters(['height_cm:10 TO 50'])[0][0]).toMatchObject({ kind: 'range', low: 10, high: 50 });
    expect(() => parseNumericFilters(['materials:Oak'])).toThrow(/numericFilters/);
  });
});
