/**
 * The service worker (spec §7: registered at /service-worker.js), written out by
 * app/service-worker.js/route.ts with the build id and the five languages filled in.
 *
 * What it does, and nothing more:
 *  - static assets (`/_next/static/*`: scripts, styles, fonts; and the shop's icons) are served
 *    cache-first from a cache named after the build, so a new build starts a new cache and the old
 *    ones are deleted when it activates. Their URLs are content-hashed, so a cached copy is never stale;
 *  - an offline page per language is precached when the worker installs; a page navigation is always
 *    sent to the network, and only when the network fails (no answer at all, not an error page) does
 *    the visitor get the offline page in the language of the URL (`/it-it/…` → Italian, no prefix →
 *    English);
 *  - nothing else is ever stored: no page (account, bag, checkout, registry, filtered listings — no
 *    navigation at all), no `/api/*` answer, no page data (`?_rsc=`), no image. Everything that is
 *    not listed above goes to the network untouched, as if there were no worker.
 */

import { OFFLINE_PAGE_PATH } from './paths';

/** Every cache this worker owns starts with this, so activation removes old builds' caches and no one else's. */
const CACHE_PREFIX = 'casa-maestri-';

/** Paths the worker may store (same origin, GET, 200): everything else passes through. */
export const CACHEABLE_PATH = /^\/(_next\/static\/|icon\.svg$|apple-icon|favicon\.ico$)/;

function offlinePageUrl(language: string): string {
  return `${OFFLINE_PAGE_PATH}?lang=${language}`;
}

export function serviceWorkerSource({ buildId, languages, defaultLanguage }: { buildId: string; languages: readonly string[]; defaultLanguage: string }): string {
  const constants = JSON.stringify({
    staticCache: `${CACHE_PREFIX}static-${buildId}`,
    offlineCache: `${CACHE_PREFIX}offline-${buildId}`,
    prefix: CACHE_PREFIX,
    offlinePages: Object.fromEntries(languages.map((language) => [language, offlinePageUrl(language)])),
    defaultLanguage,
  });
  return `/* Casa Maestri service worker, build ${buildId}. Source: lib/offline/service-worker.ts */
'use strict';
const CONFIG = ${constants};
const CACHEABLE_PATH = ${CACHEABLE_PATH.toString()};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CONFIG.offlineCache)
      .then((cache) => cache.addAll(Object.values(CONFIG.offlinePages).map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const current = [CONFIG.staticCache, CONFIG.offlineCache];
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CONFIG.prefix) && !current.includes(name)).map((name) => caches.delete(name)));
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

/** The language of a page URL: the first segment when it is a {language}-{country} locale. */
function languageOf(url) {
  const match = /^\\/([a-z]{2})-[a-z]{2}(?:\\/|$)/.exec(url.pathname);
  return match && CONFIG.offlinePages[match[1]] ? match[1] : CONFIG.defaultLanguage;
}

async function pageOrOffline(event) {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded || (await fetch(event.request));
  } catch (error) {
    const offline = await caches.match(CONFIG.offlinePages[languageOf(new URL(event.request.url))], { cacheName: CONFIG.offlineCache });
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CONFIG.staticCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') return event.respondWith(pageOrOffline(event));
  if (CACHEABLE_PATH.test(url.pathname) && !url.pathname.startsWith('/_next/static/development')) event.respondWith(cacheFirst(request));
});
`;
}
