import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const dispatch = vi.fn();
vi.mock('@/components/catalogue/ListingController', () => ({ useListing: () => ({ dispatch, retry: vi.fn(), view: {} }) }));

import { FacetGroup } from '@/components/catalogue/listing/facet-group';
import { FacetOptions } from '@/components/catalogue/listing/FacetOptions';
import { RangeForm } from '@/components/catalogue/listing/RangeForm';

// Tells React that this file drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const filters: ReactNode = (
  <div>
    <FacetOptions title="Material" name="material" attribute="materials" options={[{ value: 'Walnut', count: 40 }, { value: 'Brass', count: 28, refined: true }]} toggleLabel="Show more" />
    <FacetGroup title="Price">
      <RangeForm name="price" label="Price" unit="$" minimumLabel="Minimum" maximumLabel="Maximum" applyLabel="Apply" lowest={450} highest={20040} start={null} end={9000} />
    </FacetGroup>
    <FacetGroup title="Categories" open>
      <p>Seating 213</p>
    </FacetGroup>
  </div>
);

async function hydrated(): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(filters);
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, filters, { onRecoverableError: (error) => expect.fail(`hydration mismatch: ${String(error)}`) });
  });
  return container;
}

describe("a listing's closed filters", () => {
  it("leave their values and fields out of the server's HTML, keeping each filter's title", () => {
    const html = renderToString(filters);
    expect(html).toContain('<summary');
    expect(html).toContain('>Material</summary>');
    expect(html).not.toContain('Walnut');
    expect(html).not.toContain('<input');
    expect(html).toContain('>Price</summary>');
    // An open filter (the categories) is drawn whole: nothing the first paint shows is missing.
    expect(html).toContain('<p>Seating 213</p>');
    expect(html.match(/<details[^>]* open/g)).toHaveLength(1);
  });

  it('draw them once hydrated, as they were, without a mismatch, and they work', async () => {
    const container = await hydrated();
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((box) => box.closest('label')!.textContent)).toEqual(['Walnut40', 'Brass28']);
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    const [minimum, maximum] = container.querySelectorAll<HTMLInputElement>('input[type="number"]');
    expect(minimum!.placeholder).toBe('450');
    expect(maximum!.value).toBe('9000');
    await act(async () => boxes[0]!.click());
    expect(dispatch).toHaveBeenCalledWith({ type: 'list', name: 'material', value: 'Walnut' });
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(dispatch).toHaveBeenLastCalledWith({ type: 'range', name: 'price', min: null, max: 9000 });
    container.remove();
  });
});
