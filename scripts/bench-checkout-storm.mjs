/**
 * Crash test of order completion (issue 36 item 2; not part of `npm test`): starts the embedded
 * backend on a fresh database, takes N guest shoppers to the confirm step, has them all press
 * "Place order" at once and kills the backend (`kill -9`) while their completions are in flight. The
 * backend is started again on the same data folder, and every shopper settles its outcome the way
 * the storefront does (lib/checkout/completion.ts): an answer lost (no answer, a 5xx) is never taken
 * as a failure: order_status by the order's number and token decides; if it is not complete the
 * shopper presses "Place order" again (the completion is idempotent). Then the shoppers' beliefs are
 * compared with the database and the outbox:
 *
 *   lost            a shopper told "placed" whose order is not complete (or whose lines changed)
 *   misreported     a shopper told "failed" (or left unsure) whose order is complete
 *   double-charged  an order with more than one completed payment, or paid another amount than its
 *                   total, or a completed payment on an order that is not complete
 *   stock           a piece whose stock is not its starting stock less the units of complete orders
 *   missing e-mails a complete order without exactly one confirmation in the outbox, a confirmation
 *                   of an order that is not complete, or a recorded message left undelivered
 *
 * It prints the figures and exits 1 unless all are 0 (and the kill did interrupt completions).
 *
 *   node scripts/bench-checkout-storm.mjs [--port 4530] [--shoppers 24] [--units 12] [--rounds 3] [--kill-after 6]
 *
 * `--units`: stock of the piece every shopper wants (fewer units than shoppers: some completions are
 * refused, and stock must still match); `--kill-after`: orders complete in the database when the kill comes; `--rounds`:
 * storms in a row on the same database, each with its own kill and restart.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ROOT, waitForUrl } from './lib/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const port = option('port', Number(process.env.BENCH_BACKEND_PORT ?? 4530));
const shoppers = option('shoppers', 24);
const units = option('units', Math.floor(shoppers / 2));
const rounds = option('rounds', 3);
const killAfter = option('kill-after', Math.max(1, Math.floor(shoppers / 4)));
const seedProducts = option('seed-products', 150);

const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/api/v2/storefront`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-storm-'));
const ADDRESS = { firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', phone: '+1 212 555 0100', state_name: 'NY', country_iso: 'US' };

/**
 * The backend itself (Node with tsx as a loader, not tsx's CLI, which would run it in a grandchild
 * that a kill -9 of its parent leaves running).
 */
function startServer() {
  return spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'backend/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BACKEND_PORT: String(port), BACKEND_HOST: '127.0.0.1', BACKEND_DATA_DIR: dataDir, SEED_PRODUCTS: String(seedProducts), STOREFRONT_URL: '' },
  });
}

async function stopServer(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** One JSON:API call as a guest holding `token`; never throws: `{status, body}` (status 0 = no answer). */
async function call(method, route, { token, body } = {}) {
  try {
    const res = await fetch(`${api}/${route}`, {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/vnd.api+json', ...(token ? { 'x-spree-order-token': token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { error: text };
    }
    return { status: res.status, body: parsed };
  } catch (error) {
    return { status: 0, body: { error: String(error) } };
  }
}

/** An answer that may hide a completed order (lib/checkout/completion.ts mayHaveHappened). */
const mayHaveHappened = (status) => status === 0 || status === 408 || status >= 500;

/** Takes a new guest to the confirm step with one unit of each piece; its number and token, or null. */
async function toConfirm(i, round, pieces) {
  const cart = await call('POST', 'cart', { body: { currency: 'USD' } });
  const token = cart.body?.data?.attributes?.token;
  if (!token) return null;
  for (const variant of pieces) {
    const added = await call('POST', 'cart/add_item', { token, body: { variant_id: String(variant), quantity: 1 } });
    if (added.status !== 200) return null;
  }
  await call('PATCH', 'checkout', { token, body: { order: { email: `storm${round}-${i}@example.test`, bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } } });
  await call('PATCH', 'checkout/advance', { token });
  await call('POST', 'checkout/create_payment', { token, body: { payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Storm', month: 12, year: 2031 } } });
  const ready = await call('PATCH', 'checkout/advance', { token });
  const a = ready.body?.data?.attributes;
  return a?.state === 'confirm' ? { token, number: a.number, email: `storm${round}-${i}@example.test` } : null;
}

/** What the shopper is finally told, settled as the storefront settles it. */
async function settle(shopper) {
  if (shopper.first.status === 200) return 'placed';
  if (!mayHaveHappened(shopper.first.status)) return 'refused';
  shopper.lostAnswer = true;
  const status = await call('GET', `order_status/${shopper.number}`, { token: shopper.token });
  if (status.status === 200 && status.body?.data?.attributes?.state === 'complete') {
    shopper.foundByStatus = true;
    return 'placed';
  }
  // "We could not confirm your order yet": the shopper presses "Place order" again.
  shopper.retried = true;
  const again = await call('PATCH', 'checkout/complete', { token: shopper.token });
  if (again.status === 200) return 'placed';
  return mayHaveHappened(again.status) ? 'unknown' : 'refused';
}

const started = Date.now();
let server = null;
let db = null;
const shopperLog = [];
const stormFigures = [];
try {
  server = startServer();
  await waitForUrl(`${origin}/health`, { child: server, timeoutMs: 10 * 60_000 });
  db = new Database(path.join(dataDir, 'commerce.sqlite'));
  db.pragma('busy_timeout = 5000');
  // A scarce piece (fewer units than shoppers) and a plentiful one, any guest may buy and ship to the US.
  const rows = db.prepare(`SELECT v.id FROM products p JOIN variants v ON v.product_id = p.id
    WHERE p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]'
    ORDER BY p.id LIMIT 2`).all();
  const [scarce, plenty] = rows.map((r) => r.id);
  const startingStock = new Map([[scarce, 0], [plenty, shoppers * rounds * 2]]);
  for (const [id, n] of startingStock) db.prepare('UPDATE variants SET count_on_hand = ?, backorderable = 0 WHERE id = ?').run(n, id);

  for (let round = 1; round <= rounds; round += 1) {
    // Each storm gets `units` more of the scarce piece: fewer than its shoppers, so some are refused.
    db.prepare('UPDATE variants SET count_on_hand = count_on_hand + ? WHERE id = ?').run(units, scarce);
    startingStock.set(scarce, startingStock.get(scarce) + units);
    const ready = (await Promise.all(Array.from({ length: shoppers }, (_, i) => toConfirm(i, round, [scarce, plenty])))).filter(Boolean);
    // Everyone presses "Place order" at once; the backend is killed as soon as the database holds
    // `killAfter` of this storm's orders complete (read here every millisecond), so completions are
    // cut at every stage: queued, in the transaction, committed but unanswered, e-mail not yet written.
    const completedNow = db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE state = 'complete' AND email LIKE ?`);
    const stormStart = Date.now();
    let settled = false;
    const presses = Promise.all(ready.map(async (shopper) => {
      shopper.first = await call('PATCH', 'checkout/complete', { token: shopper.token });
    })).then(() => { settled = true; });
    while (!settled && completedNow.get(`storm${round}-%`).n < killAfter) await new Promise((resolve) => setTimeout(resolve, 1));
    await stopServer(server, 'SIGKILL');
    const atKill = completedNow.get(`storm${round}-%`).n;
    await presses;
    const undelivered = db.prepare('SELECT COUNT(*) AS n FROM outbox_messages WHERE delivered_at IS NULL').get().n;
    stormFigures.push({ round, killedAfterMs: Date.now() - stormStart, completeAtKill: atKill, answered: ready.filter((r) => r.first.status !== 0).length, undeliveredAtKill: undelivered });
    // Started again on the same data folder: it delivers what the crash left in the outbox.
    server = startServer();
    await waitForUrl(`${origin}/health`, { child: server, timeoutMs: 10 * 60_000 });
    for (const shopper of ready) shopper.told = await settle(shopper);
    shopperLog.push(...ready.map((s) => ({ ...s, round })));
  }
  // Let the last start's delivery finish before reading the outbox.
  await stopServer(server, 'SIGTERM');

  // --- compare the shoppers' beliefs with the database and the outbox ---
  const order = db.prepare('SELECT id, number, state, total FROM orders WHERE number = ?');
  const linesOf = db.prepare('SELECT variant_id, quantity FROM line_items WHERE order_id = ? ORDER BY variant_id');
  const paymentsOf = db.prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS sum FROM payments WHERE order_id = ? AND state = 'completed'`);
  const outboxDir = path.join(dataDir, 'outbox');
  const confirmations = new Map();
  for (const f of fs.readdirSync(outboxDir).filter((x) => x.endsWith('.json'))) {
    const m = JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    if (m.kind === 'order_confirmation') confirmations.set(m.token, (confirmations.get(m.token) ?? 0) + 1);
  }
  const figures = { lost: 0, misreported: 0, doubleCharged: 0, stockMismatches: 0, missingEmails: 0, duplicateEmails: 0, undelivered: 0 };
  const told = { placed: 0, refused: 0, unknown: 0 };
  let answersLost = 0;
  let foundByStatus = 0;
  let retried = 0;
  for (const s of shopperLog) {
    told[s.told] += 1;
    if (s.lostAnswer) answersLost += 1;
    if (s.foundByStatus) foundByStatus += 1;
    if (s.retried) retried += 1;
    const row = order.get(s.number);
    const complete = row?.state === 'complete';
    const lines = row ? linesOf.all(row.id) : [];
    if (s.told === 'placed' && (!complete || lines.length !== 2 || lines.some((l) => l.quantity !== 1))) figures.lost += 1;
    if (s.told !== 'placed' && complete) figures.misreported += 1;
    const paid = row ? paymentsOf.get(row.id) : { n: 0, sum: 0 };
    if (complete ? paid.n !== 1 || paid.sum !== row.total : paid.n !== 0) figures.doubleCharged += 1;
    const mails = confirmations.get(s.number) ?? 0;
    if (complete && mails === 0) figures.missingEmails += 1;
    if (mails > 1 || (!complete && mails > 0)) figures.duplicateEmails += 1;
  }
  const stock = {};
  for (const [id, n] of startingStock) {
    const sold = db.prepare(`SELECT COALESCE(SUM(li.quantity), 0) AS n FROM line_items li JOIN orders o ON o.id = li.order_id WHERE o.state = 'complete' AND li.variant_id = ?`).get(id).n;
    const left = db.prepare('SELECT count_on_hand AS n FROM variants WHERE id = ?').get(id).n;
    stock[id] = { starting: n, sold, left };
    if (left !== n - sold || left < 0) figures.stockMismatches += 1;
  }
  figures.undelivered = db.prepare('SELECT COUNT(*) AS n FROM outbox_messages WHERE delivered_at IS NULL').get().n;
  const completeOrders = db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE state = 'complete' AND email LIKE 'storm%'`).get().n;

  const result = {
    shoppers, units, rounds, killAfter, checkouts: shopperLog.length, completeOrders, told, answersLost, foundByStatus, retried, stock,
    ...figures, kills: stormFigures, totalSeconds: Number(((Date.now() - started) / 1000).toFixed(1)),
  };
  console.log(`${rounds} storms of ${shoppers} checkouts for ${units} units each, backend killed once ${killAfter} were complete:`);
  for (const k of stormFigures) {
    console.log(`  storm ${k.round}: killed at ${k.killedAfterMs} ms with ${k.completeAtKill} complete, ${k.answered} answers received, ${k.undeliveredAtKill} confirmations left undelivered`);
  }
  console.log(`complete orders: ${completeOrders}; shoppers told placed ${told.placed}, refused ${told.refused}, unsure ${told.unknown}`);
  console.log(`answers lost to the kill: ${answersLost} (found complete by order_status: ${foundByStatus}; placed again: ${retried})`);
  console.log(`stock: ${Object.entries(stock).map(([id, s]) => `variant ${id} ${s.starting} − ${s.sold} sold = ${s.left} left`).join('; ')}`);
  console.log(`lost ${figures.lost}, misreported ${figures.misreported}, double-charged ${figures.doubleCharged}, stock mismatches ${figures.stockMismatches}, ` +
    `missing e-mails ${figures.missingEmails}, duplicate e-mails ${figures.duplicateEmails}, undelivered ${figures.undelivered}`);
  console.log(JSON.stringify(result));
  const clean = Object.values(figures).every((n) => n === 0) && told.unknown === 0;
  if (answersLost === 0) console.log('the kill interrupted no completion: nothing was proved (try a smaller --kill-after)');
  process.exitCode = clean && answersLost > 0 ? 0 : 1;
} finally {
  db?.close();
  if (server) await stopServer(server, 'SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
