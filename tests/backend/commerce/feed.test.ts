import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openCommerce } from '../../../backend/commerce';
import { productRecord } from '../../../backend/search/records';
import { toLiteProduct } from '../../../lib/catalogue/lite-product';

describe('commerce database and catalogue feed', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-feed-'));
  const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 300 });
  afterAll(() => {
    commerce.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds an empty database once, with migrations recorded, WAL and foreign keys on', () => {
    const { db } = commerce.context;
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect((db.prepare('SELECT COUNT(*) AS n FROM schema_migrations').get() as { n: number }).n).toBeGreaterThanOrEqual(4);
    expect((db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBe(300);
    // Reopening does not seed again.
    commerce.close();
    const again = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 50 });
    expect(again.feed.listProducts()).toHaveLength(300);
    again.close();
  });

  it('lists products with localized slugs, categories, prices and media URLs', () => {
    const reopened = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9' });
    const products = reopened.feed.listProducts();
    const p = products[0];
    expect(p.slug.it).toMatch(/^[a-z0-9-]+$/);
    expect(p.categories.en[0]).toHaveLength(3);
    expect(p.taxonPermalinks).toHaveLength(3);
    expect(p.prices.EUR.price).toMatch(/^\d+\.\d\d$/);
    expect(p.images[0]).toMatch(/^http:\/\/127\.0\.0\.1:9\/media\/[a-z-]+\/[a-z+-]+\/front-\d+\.jpg$/);
    expect(reopened.feed.listProducts([p.id, '2'])).toHaveLength(2);
    expect(reopened.feed.listArtisans().length).toBeGreaterThanOrEqual(120);
    expect(reopened.feed.listTaxons().find((t) => t.permalink === 'lighting')?.depth).toBe(0);
    let heard: string[] = [];
    const off = reopened.feed.onProductsChanged((ids) => (heard = ids));
    reopened.context.feed.notifyProductsChanged([3]);
    expect(heard).toEqual(['3']);
    off();
    reopened.close();
  });

  it('gives each product its master variant id, which the search record and the lite product carry for "Add to bag"', () => {
    const reopened = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9' });
    try {
      const p = reopened.feed.listProducts()[4];
      const variant = reopened.context.db.prepare('SELECT id FROM variants WHERE product_id = ?').get(Number(p.id)) as { id: number };
      expect(p.variantId).toBe(String(variant.id));
      expect(Array.isArray(p.excludedCountries)).toBe(true);
      const record = productRecord(p, 'en') as unknown as Record<string, unknown>;
      expect(record.variant_id).toBe(String(variant.id));
      expect(record.excluded_countries).toEqual(p.excludedCountries);
      expect(toLiteProduct({ ...record, objectID: p.id }, 'EUR').variantId).toBe(String(variant.id));
    } finally {
      reopened.close();
    }
  });
});

describe('feed change notifications', () => {
  it('reports the products of an order when it completes (their stock changed)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-feed-order-'));
    const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 60 });
    try {
      const heard: string[][] = [];
      commerce.feed.onProductsChanged((ids) => heard.push(ids));
      const call = async (method: string, url: string, token: string | null, body?: unknown) => {
        const res = await commerce.app.request(`/api/v2/storefront/${url}`, {
          method,
          headers: { 'content-type': 'application/json', ...(token ? { 'x-spree-order-token': token } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await res.json()) as { data: { attributes: Record<string, string> } };
      };
      const { db } = commerce.context;
      const variant = db.prepare(`SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
        WHERE v.backorderable = 1 AND p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.excluded_countries = '[]' LIMIT 1`)
        .get() as { id: number; product_id: number };
      const token = (await call('POST', 'cart', null, { currency: 'EUR' })).data.attributes.token;
      await call('POST', 'cart/add_item', token, { variant_id: String(variant.id), quantity: 1 });
      const address = { firstname: 'A', lastname: 'B', address1: 'Via Roma 1', city: 'Firenze', zipcode: '50100', phone: '055 000', state_name: 'FI', country_iso: 'IT' };
      await call('PATCH', 'checkout', token, { order: { email: 'a@example.test', bill_address_attributes: address, ship_address_attributes: address } });
      await call('PATCH', 'checkout/advance', token);
      await call('POST', 'checkout/create_payment', token, { payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242424242424242', name: 'A B', month: 12, year: 2030 } });
      const done = await call('PATCH', 'checkout/complete', token);
      expect(done.data.attributes.state).toBe('complete');
      expect(heard).toEqual([[String(variant.product_id)]]);
      const mail = commerce.context.outbox.list('a@example.test');
      expect(mail.map((m) => m.kind)).toEqual(['order_confirmation']);
    } finally {
      commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('product list over the price copies', () => {
  it('keeps the product row’s price in step with prices, so filters and sorts see a change at once', async () => {
    const { queryProducts } = await import('../../../backend/commerce/catalogue/product-query');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-prices-'));
    const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 80 });
    try {
      const { db, repo } = commerce.context;
      db.prepare(`UPDATE prices SET amount = 100 WHERE currency = 'GBP' AND variant_id = (SELECT id FROM variants WHERE product_id = 42)`).run();
      const cheapest = queryProducts(db, repo, {}, 'price', 'en', 'GBP', 1, 1);
      expect(cheapest.products[0].id).toBe(42);
      expect(cheapest.products[0].price).toBe(100);
      const inRange = queryProducts(db, repo, { priceMin: 50, priceMax: 150 }, 'curated', 'en', 'GBP', 1, 10);
      expect(inRange.total).toBe(1);
      const all = queryProducts(db, repo, {}, 'curated', 'en', 'GBP', 1, 500);
      const sorted = queryProducts(db, repo, {}, '-price', 'en', 'GBP', 1, 500).products.map((p) => p.price);
      expect(sorted).toEqual([...all.products.map((p) => p.price)].sort((a, b) => b - a));
      // A small category takes the other query plan; the answer must not change.
      const leaf = repo.taxonByPermalink.get('lighting/ceiling/pendant-lamps')?.id ?? -1;
      const small = queryProducts(db, repo, { taxonIds: [leaf], priceMin: 0, priceMax: 10_000_000 }, '-price', 'en', 'GBP', 1, 500).products;
      expect(small.length).toBeGreaterThan(0);
      expect(small.every((p) => p.taxonId === leaf)).toBe(true);
      expect(small.map((p) => p.price)).toEqual([...small.map((p) => p.price)].sort((a, b) => b - a));
    } finally {
      commerce.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
