import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenTitleSettles } from '@/lib/analytics/page-title';

/** Issue 39: a page view after a client-side navigation reports the new page's title, not the last one or none. */
describe('the title a page view reports', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.title = '';
  });

  it('waits for a title other than the previous page’s, written after the path changed', async () => {
    document.title = 'Furniture · Casa Maestri';
    const seen: string[] = [];
    whenTitleSettles('Furniture · Casa Maestri', (title) => seen.push(title), 2000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    document.title = 'Lido armchair · Casa Maestri';
    await vi.waitFor(() => expect(seen).toEqual(['Lido armchair · Casa Maestri']));
  });

  it('answers a first page’s title at once, and a title shared with the previous page after the wait', async () => {
    vi.useFakeTimers();
    document.title = 'Sofas · Casa Maestri';
    const first: string[] = [];
    whenTitleSettles(null, (title) => first.push(title));
    vi.advanceTimersByTime(1);
    expect(first).toEqual(['Sofas · Casa Maestri']);
    const same: string[] = [];
    whenTitleSettles('Sofas · Casa Maestri', (title) => same.push(title), 2000);
    vi.advanceTimersByTime(1999);
    expect(same).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(same).toEqual(['Sofas · Casa Maestri']);
  });

  it('reports nothing once cancelled (the route changed again)', async () => {
    vi.useFakeTimers();
    document.title = 'Old';
    const seen: string[] = [];
    const cancel = whenTitleSettles('Old', (title) => seen.push(title), 500);
    vi.advanceTimersByTime(1);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});
