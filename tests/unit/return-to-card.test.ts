import { describe, expect, it } from 'vitest';
import { pidOf, searchWithoutPid, searchWithPid } from '@/lib/catalogue/return-to-card';
import { isListingParam } from '@/lib/catalogue/listing-state';
import { filteredListingPath } from '@/lib/catalogue/listing-routes';

describe('pid: back to a product card', () => {
  it('reads the product id, and nothing too long or empty', () => {
    expect(pidOf('?pid=142&ppage=2')).toBe('142');
    expect(pidOf('?pid=')).toBeNull();
    expect(pidOf('?ppage=2')).toBeNull();
    expect(pidOf(`?pid=${'9'.repeat(65)}`)).toBeNull();
  });

  it('is written into and taken out of the query without touching the listing state', () => {
    expect(searchWithPid('?material=walnut&ppage=2', '7')).toBe('?material=walnut&ppage=2&pid=7');
    expect(searchWithPid('?pid=3', '7')).toBe('?pid=7');
    expect(searchWithoutPid('?material=walnut&pid=7')).toBe('?material=walnut');
    expect(searchWithoutPid('?pid=7')).toBe('');
  });

  it('keeps a bare listing cached: pid is not listing state, so the proxy does not send it to the per-request twin', () => {
    expect(isListingParam('pid')).toBe(false);
    expect(filteredListingPath('/categories/furniture', '?pid=7')).toBeNull();
    expect(filteredListingPath('/categories/furniture', '?pid=7&ppage=2')).toBe('/filtered/categories/furniture');
  });
});
