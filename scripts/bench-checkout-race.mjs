/**
 * Load test of the commerce service under a crowd (not part of `npm test`): starts the embedded
 * backend on a fresh database, then 200 guest shoppers fill their bags at once while 50 of them race
 * to complete an order for the last 3 units of one piece. Prints how many orders completed (must be
 * 3), how many bag lines were lost (must be 0) and how many answers were 5xx (must be 0), and exits
 * with 1 if any of the three is wrong.
 *
 *   node scripts/bench-checkout-race.mjs [--port 4500] [--shoppers 200] [--racers 50] [--units 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { startBackend, stopAll, waitForUrl } from './lib/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const port = option('port', Number(process.env.BENCH_BACKEND_PORT ?? 4500));
const shoppers = option('shoppers', 200);
const racers = Math.min(option('racers', 50), shoppers);
const units = option('units', 3);
const seedProducts = option('seed-products', 400);

const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/api/v2/storefront`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-race-'));
const backend = startBackend({ port, dataDir, seedProducts, stdio: ['ignore', 'ignore', 'inherit'] });

const counts = { requests: 0, status5xx: 0, networkErrors: 0 };
const ADDRESS = { firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', phone: '+1 212 555 0100', state_name: 'NY', country_iso: 'US' };

/** One JSON:API call as a guest holding `token`; never throws: `{status, body}` (status 0 = no answer). */
async function call(method, route, { token, body } = {}) {
  counts.requests += 1;
  try {
    const res = await fetch(`${api}/${route}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/vnd.api+json', ...(token ? { 'x-spree-order-token': token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
    if (res.status >= 500) counts.status5xx += 1;
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    counts.networkErrors += 1;
    return { status: 0, body: { error: String(error) } };
  }
}

function pickPieces(db) {
  // Pieces any guest may buy and ship to the US (not on request, still supplied, neither trade- nor consumer-only).
  const rows = db.prepare(`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id
    WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]'
    ORDER BY p.id LIMIT 11`).all();
  if (rows.length < 11) throw new Error('the seed has too few plain pieces');
  const [scarce, ...others] = rows.map((r) => r.id);
  db.prepare('UPDATE variants SET count_on_hand = ?, backorderable = 0 WHERE id = ?').run(units, scarce);
  // The other pieces never run out, so every refusal seen is the race's.
  for (const id of others) db.prepare('UPDATE variants SET backorderable = 1 WHERE id = ?').run(id);
  return { scarce, others };
}

const started = Date.now();
let db;
try {
  await waitForUrl(`${origin}/health`, { child: backend, timeoutMs: 10 * 60_000 });
  db = new Database(path.join(dataDir, 'commerce.sqlite'));
  db.pragma('busy_timeout = 5000');
  const { scarce, others } = pickPieces(db);

  /** What each shopper's bag should hold: variant id → quantity, from the service's own successful answers. */
  const bags = Array.from({ length: shoppers }, (_, i) => ({ i, token: null, expected: new Map(), racer: i < racers, completed: null }));
  const add = async (bag, variant) => {
    const res = await call('POST', 'cart/add_item', { token: bag.token, body: { variant_id: String(variant), quantity: 1 } });
    if (res.status === 200) bag.expected.set(variant, (bag.expected.get(variant) ?? 0) + 1);
    return res;
  };

  // 1. Every shopper opens a bag and adds two pieces at the same time as all the others.
  await Promise.all(bags.map(async (bag) => {
    const cart = await call('POST', 'cart', { body: { currency: 'USD' } });
    bag.token = cart.body?.data?.attributes?.token ?? null;
    if (!bag.token) return;
    await add(bag, bag.racer ? scarce : others[bag.i % others.length]);
    await add(bag, others[(bag.i + 3) % others.length]);
  }));

  // 2. The racers take their bags to the confirm step while everyone else keeps adding.
  const confirmed = [];
  await Promise.all(bags.map(async (bag) => {
    if (!bag.token) return;
    if (!bag.racer) {
      await add(bag, others[(bag.i + 5) % others.length]);
      return;
    }
    const t = bag.token;
    await call('PATCH', 'checkout', { token: t, body: { order: { email: `racer${bag.i}@example.test`, bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } } });
    await call('PATCH', 'checkout/advance', { token: t });
    await call('POST', 'checkout/create_payment', { token: t, body: { payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Racer', month: 12, year: 2031 } } });
    const ready = await call('PATCH', 'checkout/advance', { token: t });
    if (ready.body?.data?.attributes?.state === 'confirm') confirmed.push(bag);
  }));

  // 3. All racers press "Place order" at once; the other shoppers add again meanwhile.
  const raceStart = Date.now();
  await Promise.all([
    ...confirmed.map(async (bag) => {
      const res = await call('PATCH', 'checkout/complete', { token: bag.token });
      bag.completed = res.status === 200;
      bag.orderNumber = res.body?.data?.attributes?.number ?? null;
      bag.refusal = res.status === 200 ? null : `${res.status} ${res.body?.error ?? ''}`;
    }),
    ...bags.filter((b) => !b.racer && b.token).map((bag) => add(bag, others[(bag.i + 7) % others.length])),
  ]);
  const raceMs = Date.now() - raceStart;

  // 4. Every bag is read back: open carts by their token, completed orders through order_status.
  let linesExpected = 0;
  let linesLost = 0;
  await Promise.all(bags.map(async (bag) => {
    if (!bag.token) return;
    linesExpected += bag.expected.size;
    const res = bag.completed
      ? await call('GET', `order_status/${bag.orderNumber}?include=line_items`, { token: bag.token })
      : await call('GET', 'cart?include=line_items', { token: bag.token });
    const lines = new Map((res.body?.included ?? []).filter((r) => r.type === 'line_item')
      .map((r) => [Number(r.relationships?.variant?.data?.id), Number(r.attributes.quantity)]));
    for (const [variant, quantity] of bag.expected) if (lines.get(variant) !== quantity) linesLost += 1;
  }));

  const completedOrders = bags.filter((b) => b.completed).length;
  const refusals = {};
  for (const b of bags) if (b.completed === false) refusals[b.refusal] = (refusals[b.refusal] ?? 0) + 1;
  const stockLeft = db.prepare('SELECT count_on_hand AS n FROM variants WHERE id = ?').get(scarce).n;
  const ordersInDb = db.prepare(`SELECT COUNT(*) AS n FROM orders o JOIN line_items li ON li.order_id = o.id WHERE o.state = 'complete' AND li.variant_id = ?`).get(scarce).n;

  const result = {
    shoppers, racers, units, racersAtConfirm: confirmed.length, completedOrders, completedOrdersInDatabase: ordersInDb, refusedAtCompletion: refusals,
    linesExpected, linesLost, status5xx: counts.status5xx, networkErrors: counts.networkErrors, requests: counts.requests, stockLeft,
    raceMs, totalSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
  };
  console.log(`shoppers ${shoppers}, racing ${confirmed.length} of ${racers} for ${units} units, ${counts.requests} requests`);
  console.log(`completed orders: ${completedOrders} (in the database: ${ordersInDb}; stock left ${stockLeft})`);
  console.log(`refused at completion: ${Object.entries(refusals).map(([k, v]) => `${v} × ${k}`).join('; ') || 'none'}`);
  console.log(`lines lost: ${linesLost} of ${linesExpected}`);
  console.log(`5xx: ${counts.status5xx} (no answer: ${counts.networkErrors})`);
  console.log(JSON.stringify(result));
  process.exitCode = completedOrders === units && ordersInDb === units && linesLost === 0 && counts.status5xx === 0 && counts.networkErrors === 0 ? 0 : 1;
} finally {
  db?.close();
  stopAll([backend]);
  await new Promise((resolve) => (backend.exitCode === null ? backend.once('exit', resolve) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
