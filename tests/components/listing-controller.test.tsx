import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteState } from '@/lib/catalogue/url-state';

/** The server's answers, settled by the test in the order it wants. */
const answers: { route: RouteState; settle: () => void }[] = [];
vi.mock('@/components/catalogue/listing-action', () => ({
  renderListing: (_spec: unknown, route: RouteState) =>
    new Promise<ReactNode>((resolve) => {
      answers.push({ route, settle: () => resolve(<Filters route={route} />) });
    }),
}));

import { ListingController } from '@/components/catalogue/ListingController';
import { FilterCheckbox, SortSelect } from '@/components/catalogue/listing/controls';
import { FacetGroup } from '@/components/catalogue/listing/facet-group';

const CITIES = ['Florence', 'Venice'];
function Filters({ route }: { route: RouteState }) {
  const cities = ([] as string[]).concat(route.city ?? []);
  return (
    <div>
      <SortSelect label="Sort by" value={String(route.sort ?? 'recommended')} options={['recommended', 'most_recent'].map((value) => ({ value, label: value }))} />
      <FacetGroup title="City">
        {CITIES.map((city) => (
          <FilterCheckbox key={city} action={{ type: 'list', name: 'city', value: city }} checked={cities.includes(city)} label={city} />
        ))}
      </FacetGroup>
      <p data-testid="shown">{JSON.stringify(route)}</p>
    </div>
  );
}

const spec = { locale: 'en-us', audience: 'consumer', source: { kind: 'artisans' } } as const;
const microtasks = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};

afterEach(() => {
  answers.length = 0;
  window.history.replaceState(null, '', '/');
});

function mount() {
  window.history.replaceState(null, '', '/artisans');
  render(
    <ListingController spec={spec as never} route={{}}>
      <Filters route={{}} />
    </ListingController>,
  );
}

describe('the listing controller', () => {
  it('keeps an opened filter open when the sorted listing arrives', async () => {
    mount();
    const details = screen.getByText('City').closest('details')!;
    details.open = true;
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'most_recent' } });
    answers[0].settle();
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toContain('most_recent'));
    expect(screen.getByText('City').closest('details')).toBe(details);
    expect(details.open).toBe(true);
  });

  it('keeps a tick made while a sort is still being rendered', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'most_recent' } });
    expect(window.location.search).toBe('?sort=most_recent');
    fireEvent.click(screen.getByLabelText('Florence'));
    expect(window.location.search).toContain('city=Florence');
    answers[0].settle();
    await waitFor(() => expect(answers).toHaveLength(2));
    // The sort's answer is not the latest state: it is never shown, and the tick stays.
    expect(screen.getByTestId('shown').textContent).toBe('{}');
    expect((screen.getByLabelText('Florence') as HTMLInputElement).checked).toBe(true);
    expect(answers[1].route).toEqual({ sort: 'most_recent', city: 'Florence' });
    answers[1].settle();
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toContain('Florence'));
    expect((screen.getByLabelText('Florence') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a tick made between the sort answer and its render', async () => {
    mount();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'most_recent' } });
    answers[0].settle();
    await microtasks();
    fireEvent.click(screen.getByLabelText('Florence'));
    expect((screen.getByLabelText('Florence') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(2));
    expect((screen.getByLabelText('Florence') as HTMLInputElement).checked).toBe(true);
    answers[1].settle();
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toContain('Florence'));
    expect((screen.getByLabelText('Florence') as HTMLInputElement).checked).toBe(true);
    expect(window.location.search).toContain('city=Florence');
  });
});
