import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FacetItem } from '@/lib/search/listing';
import type { CatalogueT } from '@/components/catalogue/listing/helpers';

const dispatch = vi.fn(async () => undefined);
vi.mock('@/components/catalogue/ListingController', () => ({ useListing: () => ({ dispatch, retry: vi.fn(), view: {}, expand: vi.fn(), filtersOpen: false, setFiltersOpen: vi.fn() }) }));

import { facetOption, ListFacet } from '@/components/catalogue/listing/facets';

const t = ((key: string) => ({ showMoreFacets: 'Show more', showLessFacets: 'Show fewer' })[key] ?? key) as unknown as CatalogueT;
const items: FacetItem[] = Array.from({ length: 10 }, (_, i) => ({ value: `Value ${i}`, label: i === 1 ? 'Valore 1' : `Value ${i}`, count: 20 - i, refined: i === 2 }));

describe('a list facet', () => {
  it('sends each value with only what it says: no label equal to the value, no refined flag when not refined', () => {
    expect(facetOption(items[0])).toEqual({ value: 'Value 0', count: 20 });
    expect(facetOption(items[1])).toEqual({ value: 'Value 1', count: 19, label: 'Valore 1' });
    expect(facetOption(items[2])).toEqual({ value: 'Value 2', count: 18, refined: true });
  });

  it('shows its first eight values, their labels, counts and ticks, and asks the listing for the one ticked', () => {
    render(<ListFacet t={t} title="Colour" name="color" attribute="colors" items={items} view={{}} />);
    expect(screen.getByText('Colour').tagName).toBe('SUMMARY');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(8);
    expect(screen.getByText('Valore 1')).toBeTruthy();
    expect(screen.queryByText('Value 1')).toBeNull();
    expect(screen.getByText('18')).toBeTruthy();
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true, false, false, false, false, false]);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    fireEvent.click(boxes[1]);
    expect(dispatch).toHaveBeenCalledWith({ type: 'list', name: 'color', value: 'Value 1' });
  });

  it('shows every value once the shopper asked for more, and nothing when it has none', () => {
    const { container, rerender } = render(<ListFacet t={t} title="Colour" name="color" attribute="colors" items={items} view={{ moreFacets: ['colors'] }} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toBeTruthy();
    rerender(<ListFacet t={t} title="Colour" name="color" attribute="colors" items={[]} view={{}} />);
    expect(container.innerHTML).toBe('');
  });
});
