/**
 * Issue 34: at 50,000 pieces the sitemap files, asked together or one after another while the cached
 * catalogue pages were stale, had the storefront send hundreds of page reads at once to the commerce
 * service (Next refreshes every stale entry a request reads in the background), which queued them
 * past the shop's wait and kept answering reads whose caller had left. However many files are asked,
 * at most CATALOGUE_READS_IN_FLIGHT catalogue reads are in flight and each page is read once at a time.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeSuccess, type Client } from '@spree/storefront-api-v2-sdk';

vi.mock('server-only', () => ({}));

/** Next's data cache as unstable_cache uses it: a fresh entry is answered, a stale one too while the read runs again in the background. */
const cache = vi.hoisted(() => ({ entries: new Map<string, { value: unknown; stale: boolean }>(), background: [] as Promise<unknown>[] }));
vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], T>(read: (...args: A) => Promise<T>, keys: string[]) =>
    async (...args: A): Promise<T> => {
      const key = JSON.stringify([keys, args]);
      const known = cache.entries.get(key);
      const refresh = () => read(...args).then((value) => (cache.entries.set(key, { value, stale: false }), value));
      if (!known) return refresh();
      if (known.stale) cache.background.push(refresh().catch(() => undefined));
      return known.value as T;
    },
}));

/** The commerce service: PAGES pages of products, each answered after a few ms, counting the reads in flight. */
const PAGES = 12;
const service = vi.hoisted(() => ({ reads: 0, inFlight: 0, mostInFlight: 0 }));
const fakeClient = vi.hoisted(() => {
  const product = (id: number) => ({ id: String(id), type: 'product', attributes: { slug: `piece-${id}`, localized_slugs: { en: `piece-${id}`, it: `pezzo-${id}` }, updated_at: '2026-04-06T18:38:21.000Z', created_at: '2026-01-02T00:00:00.000Z', breadcrumbs: [] } });
  return {
    products: {
      list: async ({ page }: { page: number }) => {
        service.reads++;
        service.mostInFlight = Math.max(service.mostInFlight, ++service.inFlight);
        await new Promise((resolve) => setTimeout(resolve, 3));
        service.inFlight--;
        return makeSuccess({ data: [product(2 * page - 1), product(2 * page)], meta: { total_pages: 12 } });
      },
    },
    taxons: { list: async () => makeSuccess({ data: [], meta: { total_pages: 1 } }) },
  } as unknown as Client;
});
vi.mock('@/lib/commerce/client', () => ({ catalogue: fakeClient, catalogueBulk: fakeClient }));

const { sitemapEntries, WHOLE_READ_KEPT_MS } = await import('@/lib/sitemaps/sources');
const { CATALOGUE_READS_IN_FLIGHT, sharedReads } = await import('@/lib/sitemaps/shared-reads');

/** Every background refresh started so far, and those they started, settled. */
async function settled() {
  while (cache.background.length) await Promise.all(cache.background.splice(0));
}

/** The clock the kept reads go by, moved on by the tests. */
const realNow = Date.now.bind(Date);
let offset = 0;
vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
const pastKeptRead = () => (offset += WHOLE_READ_KEPT_MS + 1);

beforeEach(async () => {
  await settled();
  pastKeptRead();
  cache.entries.clear();
  Object.assign(service, { reads: 0, inFlight: 0, mostInFlight: 0 });
});

describe('the sitemaps’ catalogue reads', () => {
  it('read the catalogue once, a few pages at a time, for many files asked together', async () => {
    const files = await Promise.all(Array.from({ length: 20 }, (_, i) => sitemapEntries(i % 4 === 0 ? 'categories' : 'products')));
    expect(files.filter((entries) => entries.length === 2 * PAGES)).toHaveLength(15);
    expect(service.reads).toBe(PAGES);
    expect(service.mostInFlight).toBeLessThanOrEqual(CATALOGUE_READS_IN_FLIGHT);
  });

  it('refresh stale pages once each, a few at a time, however many files read them together or in a row', async () => {
    await sitemapEntries('products');
    for (const entry of cache.entries.values()) entry.stale = true;
    Object.assign(service, { reads: 0, mostInFlight: 0 });
    // Twenty files at once, then twenty more one after another (each after the kept read) while the refreshes are under way.
    pastKeptRead();
    const together = await Promise.all(Array.from({ length: 20 }, () => sitemapEntries('products')));
    for (let i = 0; i < 20; i++) {
      pastKeptRead();
      expect(await sitemapEntries('products')).toHaveLength(2 * PAGES);
    }
    expect(together.every((entries) => entries.length === 2 * PAGES)).toBe(true);
    await settled();
    expect(service.mostInFlight).toBeLessThanOrEqual(CATALOGUE_READS_IN_FLIGHT);
    // Each stale page is read again at least once, and never by more than one request at a time:
    // a page's refresh is asked again only once the one under way is done.
    expect(service.reads).toBeGreaterThanOrEqual(PAGES);
    expect(service.reads).toBeLessThanOrEqual(3 * PAGES);
    expect([...cache.entries.values()].every((entry) => !entry.stale)).toBe(true);
  });

  it('serve the files asked one after another from one read for a while, then read again', async () => {
    const first = await sitemapEntries('products');
    for (let i = 0; i < 10; i++) expect(await sitemapEntries(i % 2 ? 'categories' : 'products')).toBeDefined();
    expect(await sitemapEntries('products')).toBe(first);
    expect(service.reads).toBe(PAGES);
    // Past the kept read, the cached pages (fresh here) are read again, not the service.
    pastKeptRead();
    const again = await sitemapEntries('products');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(service.reads).toBe(PAGES);
  });
});

describe('shared reads', () => {
  const later = <T>(value: T, ms = 2) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

  it('share the read under way for a key and hold the others to the limit, in the order asked', async () => {
    const reads = sharedReads(2);
    const started: string[] = [];
    const read = (key: string) => () => (started.push(key), later(key));
    const answers = Promise.all(['a', 'b', 'a', 'c', 'd', 'c'].map((key) => reads.run(key, read(key))));
    expect(reads.inFlight).toBe(2);
    expect(reads.waiting).toBe(2);
    expect(await answers).toEqual(['a', 'b', 'a', 'c', 'd', 'c']);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect([reads.inFlight, reads.waiting]).toEqual([0, 0]);
  });

  it('free the slot of a read that fails, and read a key again once its read is done', async () => {
    const reads = sharedReads(1);
    await expect(reads.run('a', () => Promise.reject(new Error('no answer')))).rejects.toThrow('no answer');
    await expect(reads.run('a', () => { throw new Error('thrown'); })).rejects.toThrow('thrown');
    expect(await reads.run('a', () => later('again'))).toBe('again');
    expect(reads.inFlight).toBe(0);
  });

  it('refuse a limit that would let nothing through', () => {
    expect(() => sharedReads(0)).toThrow(RangeError);
  });

  it('keep an answer for keepMs, never a failure', async () => {
    const reads = sharedReads(1, { keepMs: 1_000 });
    let count = 0;
    const read = () => later(++count);
    expect(await reads.run('a', read)).toBe(1);
    expect(await reads.run('a', read)).toBe(1);
    offset += 1_001;
    expect(await reads.run('a', read)).toBe(2);
    await expect(reads.run('b', () => Promise.reject(new Error('no answer')))).rejects.toThrow('no answer');
    expect(await reads.run('b', () => later('answered'))).toBe('answered');
  });
});
