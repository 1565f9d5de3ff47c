import { describe, expect, it } from 'vitest';
import { CACHEABLE_PATH, serviceWorkerSource } from '@/lib/offline/service-worker';
import { offlinePageHtml } from '@/lib/offline/offline-page';
import { LANGUAGES } from '@/lib/i18n/languages';

const ORIGIN = 'https://shop.example';

/** Runs the generated worker against an in-memory Cache Storage and a scripted network. */
function bootWorker(buildId: string, network: (url: string) => Response | Promise<Response>, existing: Record<string, Map<string, Response>> = {}) {
  const stores = new Map<string, Map<string, Response>>(Object.entries(existing));
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    const key = (r: Request | string) => new URL(typeof r === 'string' ? r : r.url, ORIGIN).href;
    return {
      match: async (r: Request | string) => store.get(key(r))?.clone(),
      put: async (r: Request | string, response: Response) => void store.set(key(r), response),
      addAll: async (requests: Request[]) => {
        for (const r of requests) store.set(key(r), await network(key(r)));
      },
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (r: string, { cacheName }: { cacheName: string }) => (await open(cacheName)).match(r),
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(ORIGIN),
    registration: { navigationPreload: { enable: async () => undefined } },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  };
  const fetch = async (r: Request | string) => network(new URL(typeof r === 'string' ? r : r.url, ORIGIN).href);
  const source = serviceWorkerSource({ buildId, languages: LANGUAGES, defaultLanguage: 'en' });
  // A worker resolves relative URLs against its own location; Node's Request needs them absolute.
  const WorkerRequest = class extends Request {
    constructor(url: string, init?: RequestInit) {
      super(new URL(url, ORIGIN), init);
    }
  };
  new Function('self', 'caches', 'fetch', 'Request', 'URL', source)(self, caches, fetch, WorkerRequest, URL);

  async function lifecycle(type: 'install' | 'activate') {
    let done: Promise<unknown> = Promise.resolve();
    listeners[type]({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  }
  /** What the page gets for a request: the worker's answer, or null when the worker lets it through. */
  async function request(path: string, init: { mode?: string; method?: string } = {}) {
    let answer = null as Promise<Response> | null;
    const req = { url: new URL(path, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' };
    listeners.fetch({ request: req, preloadResponse: Promise.resolve(undefined), respondWith: (p: Promise<Response>) => (answer = p) });
    return answer;
  }
  return { stores, lifecycle, request };
}

/** A same-origin answer, as a browser types it ('basic'; Node's Response says 'default'). */
const ok = (body: string) => Object.defineProperty(new Response(body, { status: 200 }), 'type', { value: 'basic' });
const html = (url: string) => ok(`page ${url}`);

describe('service worker', () => {
  it('precaches one offline page per language when it installs', async () => {
    const worker = bootWorker('b1', html);
    await worker.lifecycle('install');
    expect([...worker.stores.get('casa-maestri-offline-b1')!.keys()].sort()).toEqual(
      [...LANGUAGES].map((l) => `${ORIGIN}/offline.html?lang=${l}`).sort(),
    );
  });

  it('serves static assets cache-first, and stores nothing personal, no API answer and no page', async () => {
    let calls = 0;
    const worker = bootWorker('b1', (url) => (calls++, ok(`fresh ${url}`)));
    await worker.lifecycle('install');
    calls = 0;
    const asset = '/_next/static/chunks/app-123.js';
    expect(await (await worker.request(asset))!.text()).toBe(`fresh ${ORIGIN}${asset}`);
    expect(await (await worker.request(asset))!.text()).toBe(`fresh ${ORIGIN}${asset}`);
    expect(calls).toBe(1); // the second came from the cache

    for (const path of ['/api/visitor', '/api/search', '/it-it/account', '/checkout', '/cart', '/registry/manage', '/categories/furniture?color=red', '/_next/image?url=x', '/products/lido?_rsc=1']) {
      expect(await worker.request(path), path).toBeNull(); // not intercepted: the browser goes to the network
    }
    expect(await worker.request('/_next/static/chunks/app-123.js', { method: 'POST' })).toBeNull();
    expect(await worker.request('https://cdn.sanity.io/images/x.jpg')).toBeNull();
    // Navigations go to the network and are never stored, whatever the page.
    const page = await worker.request('/it-it/account', { mode: 'navigate' });
    expect(await page!.text()).toBe(`fresh ${ORIGIN}/it-it/account`);
    const stored = [...worker.stores.values()].flatMap((store) => [...store.keys()]);
    expect(stored.filter((url) => !url.includes('/offline.html?lang='))).toEqual([`${ORIGIN}${asset}`]);
  });

  it('falls back to the offline page in the language of the URL only when the network fails', async () => {
    let online = true;
    const worker = bootWorker('b1', (url) => {
      if (!online) throw new TypeError('Failed to fetch');
      return url.includes('/offline.html') ? ok(`offline ${new URL(url).searchParams.get('lang')}`) : new Response('server error', { status: 500 });
    });
    await worker.lifecycle('install');
    // An error page from the shop is still the shop's answer.
    expect((await worker.request('/de-de/magazin', { mode: 'navigate' }))!.status).toBe(500);
    online = false;
    expect(await (await worker.request('/de-ch/magazin', { mode: 'navigate' }))!.text()).toBe('offline de');
    expect(await (await worker.request('/fr-fr', { mode: 'navigate' }))!.text()).toBe('offline fr');
    expect(await (await worker.request('/', { mode: 'navigate' }))!.text()).toBe('offline en');
    expect(await (await worker.request('/xx-yy/page', { mode: 'navigate' }))!.text()).toBe('offline en');
  });

  it('removes the caches of earlier builds when a new build activates, and only its own', async () => {
    const worker = bootWorker('b2', html, {
      'casa-maestri-static-b1': new Map(),
      'casa-maestri-offline-b1': new Map(),
      'someone-else': new Map(),
    });
    await worker.lifecycle('install');
    await worker.lifecycle('activate');
    expect([...worker.stores.keys()].sort()).toEqual(['casa-maestri-offline-b2', 'someone-else']);
  });

  it('caches only the allow-listed static paths', () => {
    expect(CACHEABLE_PATH.test('/_next/static/media/font.woff2')).toBe(true);
    expect(CACHEABLE_PATH.test('/icon.svg')).toBe(true);
    expect(CACHEABLE_PATH.test('/api/_next/static/x')).toBe(false);
    expect(CACHEABLE_PATH.test('/icon.svg.html')).toBe(false);
  });

  it('writes an offline page that escapes its texts and carries its language', () => {
    const page = offlinePageHtml({ language: 'it', brand: 'Casa Maestri', title: 'Sei <offline>', body: 'Riprova & basta', retry: 'Riprova' });
    expect(page).toContain('<html lang="it">');
    expect(page).toContain('Sei &#60;offline&#62;');
    expect(page).not.toContain('<script');
  });
});
