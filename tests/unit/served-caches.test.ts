import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repo's scripts, without types
import { keepServedCachesFor } from '../../scripts/lib/processes.mjs';

const CACHED_PAGE = '.next/server/route-cache/page.html';
const CACHED_FETCH = '.next/cache/fetch-cache/entry';
const testBackend = { SPREE_API_URL: 'http://127.0.0.1:4400', ALGOLIA_HOST: 'http://127.0.0.1:4400', SANITY_API_HOST: 'http://127.0.0.1:4400' };
const startBackend = { SPREE_API_URL: 'http://127.0.0.1:4000', ALGOLIA_HOST: 'http://127.0.0.1:4000', SANITY_API_HOST: 'http://127.0.0.1:4000' };

let root: string;
function fillCaches() {
  for (const file of [CACHED_PAGE, CACHED_FETCH]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'rendered against some backend');
  }
}
const cached = () => [CACHED_PAGE, CACHED_FETCH].filter((file) => fs.existsSync(path.join(root, file)));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'served-caches-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('served caches follow the services they were filled from', () => {
  it('keeps what the same services filled, so a restart serves its cache at once', () => {
    keepServedCachesFor(startBackend, root);
    fillCaches();
    keepServedCachesFor(startBackend, root);
    expect(cached()).toEqual([CACHED_PAGE, CACHED_FETCH]);
  });

  it('drops what another backend filled (npm test, then npm start on other ports)', () => {
    keepServedCachesFor(testBackend, root);
    fillCaches();
    keepServedCachesFor(startBackend, root);
    expect(cached()).toEqual([]);
    expect(JSON.parse(fs.readFileSync(path.join(root, '.next/cache/served-by.json'), 'utf8'))).toEqual(startBackend);
  });

  it('drops caches that carry no record of their services', () => {
    fillCaches();
    keepServedCachesFor(startBackend, root);
    expect(cached()).toEqual([]);
  });
});
