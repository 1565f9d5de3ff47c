import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasicSpreeError, type IProducts } from '@spree/storefront-api-v2-sdk';
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { spreeClient, type SpreeClient } from './spree-client';
import { DEMO_PASSWORD } from '../../../backend/seed';

/** Attributes beyond the SDK's typed Spree fields (the spec's extensions). */
const extra = (attributes: object) => attributes as Record<string, unknown>;

let backend: RunningBackend;
let client: SpreeClient;

beforeAll(async () => {
  backend = await startBackend();
  client = spreeClient(backend.url);
});
afterAll(() => backend.stop());

describe('catalogue through the official Spree SDK', () => {
  it('lists products with filters, sort, pagination, include and sparse fields', async () => {
    const result = await client.products.list({
      filter: { taxons: 'furniture' }, sort: '-price', page: 1, per_page: 5, currency: 'EUR',
      include: 'images,artisan', fields: { product: 'name,price,currency,artisan_name,images,artisan' },
    });
    const body = result.success() as IProducts;
    expect(body.data).toHaveLength(5);
    const prices = body.data.map((p) => Number(p.attributes.price));
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(Object.keys(body.data[0].attributes).sort()).toEqual(['artisan_name', 'currency', 'name', 'price']);
    expect(body.data[0].attributes.currency).toBe('EUR');
    expect(body.meta?.total_count).toBeGreaterThan(5);
    expect(body.included?.some((r) => r.type === 'image')).toBe(true);
    expect(body.included?.some((r) => r.type === 'vendor')).toBe(true);
    const [min, max] = [Math.min(...prices), Math.max(...prices)];
    const ranged = (await client.products.list({ filter: { price: `${min},${max}` }, currency: 'EUR', per_page: 100 })).success() as IProducts;
    for (const p of ranged.data) expect(Number(p.attributes.price)).toBeGreaterThanOrEqual(min);
  });

  it('shows a product by id or by its slug in any language, with the spec fields and trade prices hidden from guests', async () => {
    const byId = (await client.products.show({ id: '3', currency: 'GBP', locale: 'it', country: 'GB', include: 'images,product_properties,artisan' })).success();
    const attrs = byId.data.attributes;
    expect(attrs.currency).toBe('GBP');
    expect(attrs.localized_slugs.it).toBe(attrs.slug);
    expect(attrs).not.toHaveProperty('trade_price');
    for (const key of ['shipping_time', 'shipping_cost_eu', 'shipping_cost_us', 'shipping_cost_world', 'shipping_cost_gbp', 'breadcrumbs', 'excluded_countries', 'b2b_only', 'is_premium_plus', 'tearsheet']) {
      expect(attrs).toHaveProperty(key);
    }
    expect(extra(attrs).breadcrumbs).toHaveLength(3);
    const bySlug = (await client.products.show({ id: attrs.localized_slugs.de, locale: 'en' })).success();
    expect(bySlug.data.id).toBe('3');
    expect(bySlug.data.attributes.slug).toBe(attrs.localized_slugs.en);
    expect(byId.included?.filter((r) => r.type === 'product_property').length).toBeGreaterThan(3);
  });

  it('answers 404 in Spree’s shape for an unknown product', async () => {
    const result = await client.products.show({ id: 'no-such-product' });
    expect(result.isFail()).toBe(true);
    const error = result.fail() as BasicSpreeError;
    expect(error).toBeInstanceOf(BasicSpreeError);
    expect(error.summary).toBe('The resource you were looking for could not be found.');
  });

  it('serves the taxon tree with localized permalinks, by id or permalink', async () => {
    const roots = (await client.taxons.list({ filter: { roots: 'true' }, locale: 'fr' })).success();
    expect(roots.data.map((t) => t.attributes.permalink)).toEqual(['furniture', 'lighting', 'decor', 'tableware', 'outdoor']);
    const armchairs = (await client.taxons.show({ id: 'furniture/seating/armchairs', locale: 'it', include: 'parent' })).success();
    expect(extra(armchairs.data.attributes).localized_permalink).toBe('arredamento/sedute/poltrone');
    expect(armchairs.data.attributes.depth).toBe(2);
    expect(armchairs.included?.[0].attributes.name).toBe('Sedute');
  });

  it('lists countries with the spec §3 fields and a default', async () => {
    const all = (await client.countries.list()).success();
    expect(all.data.length).toBeGreaterThanOrEqual(45);
    const gb = (await client.countries.show({ iso: 'gb' })).success();
    expect(gb.data.attributes).toMatchObject({ iso: 'GB', iso3: 'GBR', currency: 'GBP', default_language: 'en', units: 'cm' });
    expect(extra(gb.data.attributes).localized_country_name).toMatchObject({ it: 'Regno Unito' });
    const def = (await client.countries.default()).success();
    expect(def.data.attributes.iso).toBe('US');
  });

  it('lists artisans as vendors and shows one by slug', async () => {
    const vendors = (await client.vendors.list({ per_page: 200 })).success();
    expect(vendors.data.length).toBeGreaterThanOrEqual(120);
    const one = (await client.vendors.show({ id: vendors.data[0].attributes.slug })).success();
    expect(one.data.attributes.about_us).toContain(String(extra(one.data.attributes).city));
  });

  it('streams tearsheet PDFs and CAD drawings', async () => {
    const product = (await client.products.show({ id: '2' })).success();
    const tearsheetUrl = String(extra(product.data.attributes).tearsheet);
    const tearsheet = await fetch(tearsheetUrl);
    expect(tearsheet.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await tearsheet.arrayBuffer()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    const token = tearsheetUrl.split('/').pop() ?? '';
    const download = await client.digitalAssets.download({ order_token: 'any', asset_token: token });
    expect(download.isSuccess()).toBe(true);
    const missing = await client.digitalAssets.download({ order_token: 'any', asset_token: 'nope' });
    expect(missing.isFail()).toBe(true);
  });

  it('streams a tearsheet with price in the asked currency, the trade price for trade users only (issue 7)', async () => {
    const product = (await client.products.show({ id: '2', currency: 'GBP' })).success();
    const attrs = extra(product.data.attributes);
    const tearsheetUrl = String(attrs.tearsheet);
    const pdfText = async (response: Response) => Buffer.from(await response.arrayBuffer()).toString('latin1');
    const price = `Price: ${String(attrs.display_price)}`;
    expect(price).toMatch(/^Price: £[\d,]+\.\d\d$/);

    const plain = await fetch(tearsheetUrl);
    expect(plain.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(plain)).not.toContain('Price:');

    const priced = await fetch(`${tearsheetUrl}?price=true&currency=GBP`);
    expect(priced.status).toBe(200);
    expect(priced.headers.get('content-type')).toBe('application/pdf');
    expect(priced.headers.get('content-disposition')).toMatch(/-tearsheet-with-price\.pdf"$/);
    expect(priced.headers.get('cache-control')).toBe('private, no-store');
    const guestPdf = await pdfText(priced);
    expect(guestPdf.startsWith('%PDF-1.4')).toBe(true);
    expect(guestPdf).toContain(`(${price})`);
    expect(guestPdf).not.toContain('Trade price');

    const euros = await pdfText(await fetch(`${tearsheetUrl}?price=true&currency=EUR`));
    expect(euros).toMatch(/\(Price: \x80[\d,]+\.\d\d\)/); // € is 0x80 in the PDF's WinAnsi encoding

    const trade = (await client.authentication.getToken({ username: 'trade@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const tradePdf = await pdfText(await fetch(`${tearsheetUrl}?price=true&currency=GBP`, { headers: { authorization: `Bearer ${trade}` } }));
    expect(tradePdf).toContain(`(${price})`);
    expect(tradePdf).toMatch(/\(Trade price: £[\d,]+\.\d\d\)/);
    const consumer = (await client.authentication.getToken({ username: 'consumer@casamaestri.test', password: DEMO_PASSWORD })).success().access_token;
    const consumerPdf = await pdfText(await fetch(`${tearsheetUrl}?price=true&currency=GBP`, { headers: { authorization: `Bearer ${consumer}` } }));
    expect(consumerPdf).not.toContain('Trade price');
  });

  it('serves menus built from the taxon tree and CMS pages, in the requested language', async () => {
    const menus = (await client.menus.list({ locale: 'it', filter: { location: 'header' }, include: 'menu_items' })).success();
    expect(menus.data).toHaveLength(1);
    const names = (menus.included ?? []).map((i) => i.attributes.name);
    expect(names).toEqual(expect.arrayContaining(['Arredamento', 'Illuminazione', 'Sedute']));
    const page = (await client.pages.show({ id: 'shipping-and-returns', locale: 'de' })).success();
    expect(page.data.attributes.title).toBe('Versand und Rückgabe');
    expect((await client.pages.list({ locale: 'en' })).success().data.length).toBeGreaterThanOrEqual(3);
    expect((await client.pages.show({ id: 'nope' })).isFail()).toBe(true);
  });
});
