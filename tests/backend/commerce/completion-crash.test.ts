/**
 * Issue 36 item 2: a completion whose answer is lost. A retried checkout/complete answers the
 * completed order without charging again, and the order's confirmation is recorded in the
 * completing transaction and written to the outbox exactly once, even when the process dies
 * between the commit and the delivery.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicSpreeError, IOrder } from '@spree/storefront-api-v2-sdk';
import { databaseFile, openDatabase } from '../../../backend/commerce/db';
import { createOutbox } from '../../../backend/commerce/outbox';
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { catalogueDb, US_ADDRESS } from './fixtures';
import { spreeClient, type SpreeClient } from './spree-client';

let dataDir: string;
let backend: RunningBackend;
let client: SpreeClient;
let db: ReturnType<typeof catalogueDb>;

beforeAll(async () => {
  // Our own data folder, kept across restarts of the service.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'completion-crash-'));
  backend = await startBackend({ dataDir });
  client = spreeClient(backend.url);
  db = catalogueDb(dataDir);
});
afterAll(async () => {
  db.close();
  await backend.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function confirmedGuest(email: string, variantId: string): Promise<string> {
  const order_token = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
  expect((await client.cart.addItem({ order_token, variant_id: variantId, quantity: 1 })).isSuccess()).toBe(true);
  await client.checkout.orderUpdate({ order_token, order: { email, bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } });
  await client.checkout.advance({ order_token });
  await client.checkout.addPayment({ order_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'Guest', month: '12', year: '2031' } });
  expect((await client.checkout.advance({ order_token })).success().data.attributes.state).toBe('confirm');
  return order_token;
}

const confirmationFiles = (number: string) =>
  fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dataDir, 'outbox', f), 'utf8')) as { kind: string; token: string })
    .filter((m) => m.kind === 'order_confirmation' && m.token === number);

function read<T>(sql: string, ...args: unknown[]): T {
  const handle = new Database(databaseFile(dataDir), { readonly: true });
  try {
    return handle.prepare(sql).get(...args) as T;
  } finally {
    handle.close();
  }
}

describe('a retried completion', () => {
  it('answers 200 with the completed order, never a second charge, stock or e-mail', async () => {
    const product = db.limited();
    db.setStock(product.variantId, 5);
    const order_token = await confirmedGuest('retry@example.test', product.variantId);

    const first = (await client.checkout.complete({ order_token })).success();
    expect(first.data.attributes.state).toBe('complete');
    const number = first.data.attributes.number;

    // The shopper never saw that answer and asks again, twice, and in parallel.
    const again = await Promise.all([client.checkout.complete({ order_token }), client.checkout.complete({ order_token })]);
    for (const r of again) {
      expect(r.isSuccess()).toBe(true);
      expect(r.success().data.attributes).toMatchObject({ number, state: 'complete', payment_state: 'paid', total: first.data.attributes.total });
    }
    expect(db.stock(product.variantId)).toBe(4);
    const payments = read<{ n: number; sum: number }>(`SELECT COUNT(*) AS n, SUM(p.amount) AS sum FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE o.number = ? AND p.state = 'completed'`, number);
    expect(payments.n).toBe(1);
    expect(confirmationFiles(number)).toHaveLength(1);
  });

  it('still needs the order token: another guest cannot read a completed order by completing', async () => {
    const other = ((await client.cart.create({ currency: 'USD' })).success() as IOrder).data.attributes.token;
    const res = await client.checkout.complete({ order_token: other });
    expect(res.isFail()).toBe(true);
    expect(((res.fail() as BasicSpreeError).serverResponse as Response).status).toBe(422);
  });
});

describe('the order confirmation outbox', () => {
  it('records the confirmation in the completing transaction and delivers it once', async () => {
    const product = db.limited(1);
    db.setStock(product.variantId, 3);
    const order_token = await confirmedGuest('outbox@example.test', product.variantId);
    const number = (await client.checkout.complete({ order_token })).success().data.attributes.number;
    const row = read<{ n: number; delivered: number }>(`SELECT COUNT(*) AS n, COUNT(delivered_at) AS delivered FROM outbox_messages
      WHERE kind = 'order_confirmation' AND token = ?`, number);
    expect(row).toEqual({ n: 1, delivered: 1 });
    expect(confirmationFiles(number)).toHaveLength(1);
  });

  it('records nothing when the completion is refused (rolled back with it)', async () => {
    const product = db.limited(2);
    db.setStock(product.variantId, 1);
    const order_token = await confirmedGuest('refused@example.test', product.variantId);
    db.setStock(product.variantId, 0);
    const res = await client.checkout.complete({ order_token });
    expect(res.isFail()).toBe(true);
    const n = read<{ n: number }>(`SELECT COUNT(*) AS n FROM outbox_messages WHERE to_address = 'refused@example.test'`).n;
    expect(n).toBe(0);
  });

  it('delivers on start-up what a crash left undelivered, exactly once', async () => {
    const product = db.limited(3);
    db.setStock(product.variantId, 3);
    const order_token = await confirmedGuest('crash@example.test', product.variantId);
    const number = (await client.checkout.complete({ order_token })).success().data.attributes.number;
    await backend.stop();

    // As if the process had died after the commit and before the delivery: the file never written,
    // the row not marked delivered.
    const handle = new Database(databaseFile(dataDir));
    const id = (handle.prepare(`SELECT message_id AS id FROM outbox_messages WHERE token = ?`).get(number) as { id: string }).id;
    handle.prepare(`UPDATE outbox_messages SET delivered_at = NULL WHERE message_id = ?`).run(id);
    handle.close();
    fs.rmSync(path.join(dataDir, 'outbox', `${id}.json`));
    expect(confirmationFiles(number)).toHaveLength(0);

    backend = await startBackend({ dataDir });
    client = spreeClient(backend.url);
    expect(confirmationFiles(number)).toHaveLength(1);
    expect(read<{ d: string | null }>(`SELECT delivered_at AS d FROM outbox_messages WHERE message_id = ?`, id).d).not.toBeNull();

    // Died after writing the file but before marking the row: the next start writes the same file, not a second one.
    await backend.stop();
    const again = new Database(databaseFile(dataDir));
    again.prepare(`UPDATE outbox_messages SET delivered_at = NULL WHERE message_id = ?`).run(id);
    again.close();
    backend = await startBackend({ dataDir });
    client = spreeClient(backend.url);
    expect(confirmationFiles(number)).toHaveLength(1);
    const res = await fetch(`${backend.url}/__embedded/outbox?to=crash%40example.test`);
    expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  }, 60_000);

  it('keeps one confirmation per order even if asked to record a second', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-unit-'));
    const store = openDatabase(databaseFile(dir));
    try {
      const outbox = createOutbox(dir, store);
      const message = { kind: 'order_confirmation' as const, to: 'a@example.test', token: 'R000000001', subject: 's', text: 't' };
      outbox.enqueue(message);
      expect(() => outbox.enqueue(message)).toThrow(/UNIQUE/);
      expect(outbox.deliverPending()).toBe(1);
      expect(outbox.deliverPending()).toBe(0);
      expect(outbox.list()).toHaveLength(1);
    } finally {
      store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
