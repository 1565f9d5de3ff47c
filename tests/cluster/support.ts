import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { expect } from '@playwright/test';
import { placeOrderThroughApi } from '../../e2e/support/api-order';

/** What global-setup.ts started, as the workers see it (CLUSTER_TEST_STATE). */
export interface ClusterState {
  /** nginx: where shoppers go. */
  url: string;
  /** Each storefront instance, directly (to tell them apart). */
  instanceUrls: string[];
  backendUrl: string;
  dataDir: string;
  /** nginx's folder: its cache is read to prove what was stored. */
  nginxDir: string;
  controlUrl: string;
}

export function clusterState(): ClusterState {
  const raw = process.env.CLUSTER_TEST_STATE;
  if (!raw) throw new Error('CLUSTER_TEST_STATE is unset: run the suite with its config (npx playwright test -c tests/cluster)');
  return JSON.parse(raw) as ClusterState;
}

/** Asks global-setup to kill an instance, stop Redis or restart the backend. */
export async function control(action: string): Promise<void> {
  const response = await fetch(`${clusterState().controlUrl}${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`control ${action}: ${response.status} ${await response.text()}`);
}

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  setCookies: string[];
}

/** One GET (no redirects followed, gzip asked as a browser does), with the cookies given. */
export async function get(url: string, { cookie, headers = {} }: { cookie?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}), ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text(), setCookies: response.headers.getSetCookie() };
}

/** The instance that answered through nginx (`X-Upstream`, absent when nginx answered from its cache). */
export const upstreamOf = (answer: Answer) => answer.headers.get('x-upstream');

/** A shared cache may keep this answer: it gives a shared lifetime and is neither private nor no-store. */
export function shareable(cacheControl: string | null): boolean {
  if (!cacheControl || /\b(private|no-store|no-cache)\b/i.test(cacheControl)) return false;
  return /\bs-maxage=[1-9]/i.test(cacheControl) || /(^|[,\s])max-age=[1-9]/i.test(cacheControl);
}

/**
 * Every answer nginx holds in its cache, as stored (its key, the upstream's status line and headers,
 * the body — gunzipped when it was stored compressed).
 */
export function storedAnswers(): { key: string; head: string; body: string }[] {
  const root = path.join(clusterState().nginxDir, 'cache');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files.map((file) => {
    const raw = fs.readFileSync(file);
    const keyAt = raw.indexOf('\nKEY: ');
    const headAt = raw.indexOf('\n', keyAt + 1);
    const bodyAt = raw.indexOf('\r\n\r\n', headAt);
    const key = raw.subarray(keyAt + 6, headAt).toString();
    const head = raw.subarray(headAt + 1, bodyAt).toString();
    let body = raw.subarray(bodyAt + 4);
    if (/^content-encoding:\s*gzip/im.test(head)) {
      try {
        body = zlib.gunzipSync(body);
      } catch {
        // a partial body: read as it is
      }
    }
    return { key, head, body: body.toString() };
  });
}

/** A demo account's token pair from the commerce service (what signing in stores in the cookies). */
export async function tokensFor(email: string): Promise<{ access_token: string; refresh_token: string; expires_in: number; created_at: number }> {
  const response = await fetch(`${clusterState().backendUrl}/spree_oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: email, password: 'Maestri-2026' }),
  });
  expect(response.ok, `sign-in of ${email}`).toBe(true);
  return response.json();
}

/** The commerce database of the cluster's backend, for what an operator changes by hand. */
export function commerceDb(): Database.Database {
  return new Database(path.join(clusterState().dataDir, 'commerce.sqlite'));
}

/** A piece anyone may buy online, in stock and not made to order, from the end of the catalogue (`offset` picks another). */
export async function buyablePiece(offset = 0): Promise<{ id: number; variantId: number; slug: string }> {
  const db = commerceDb();
  let piece: { id: number; variantId: number };
  try {
    piece = db
      .prepare(
        `SELECT p.id, v.id AS variantId FROM products p JOIN variants v ON v.product_id = p.id
         WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]'
           AND v.backorderable = 0 AND v.count_on_hand > 0
         ORDER BY p.id DESC LIMIT 1 OFFSET ?`,
      )
      .get(offset) as { id: number; variantId: number };
  } finally {
    db.close();
  }
  const product = (await (await fetch(`${clusterState().backendUrl}/api/v2/storefront/products/${piece.id}`)).json()) as { data: { attributes: { slug: string } } };
  return { ...piece, slug: product.data.attributes.slug };
}

/** A guest's completed order of one unit, through the commerce API. */
export async function buyAsGuest(variantId: number, email: string): Promise<void> {
  await placeOrderThroughApi({ backend: clusterState().backendUrl, variantId, email });
}

/**
 * Polls `check` every 100 ms until it holds and returns how long that took (ms), or null when it
 * never did within `giveUpMs` (longer than a budget, so a miss still says by how much).
 */
export async function msUntil(check: () => Promise<boolean>, giveUpMs: number): Promise<number | null> {
  const start = Date.now();
  for (;;) {
    if (await check()) return Date.now() - start;
    if (Date.now() - start > giveUpMs) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
