/**
 * The wedding registry contract (/work/prompts/registry-contract.md, spec §3/§4) over real HTTP: the owner's
 * /account/wedding_registry routes and the public /wedding_registries/{token}. The Spree SDK has no
 * registry calls, so these are plain requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

interface Res { id: string; type: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> }
interface Doc { data: Res; included?: Res[]; error?: string; errors?: Record<string, string[]> }

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
});
afterAll(() => stopCommerceBackend({ backend, db }));

const login = async (email: string) =>
  (await client.authentication.getToken({ username: email, password: DEMO_PASSWORD })).success().access_token;

async function api(method: string, path: string, options: { bearer?: string; body?: unknown } = {}): Promise<{ status: number; body: Doc }> {
  const res = await fetch(`${backend.url}/api/v2/storefront/${path}`, {
    method,
    headers: { ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}), 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Doc };
}

const INCLUDE = 'include=items,items.variant,items.variant.product,items.variant.images';

describe('wedding registry: the owner', () => {
  it('creates, reads and updates the one registry of a signed-in user', async () => {
    const bearer = await login('consumer@casamaestri.test');
    expect((await api('GET', 'account/wedding_registry', { bearer })).status).toBe(404);
    expect((await api('PATCH', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'Olivia' } } })).status).toBe(404);

    const created = await api('POST', 'account/wedding_registry', {
      bearer, body: { wedding_registry: { your_name: ' Olivia Bennett ', partner_name: 'Noah Reed', wedding_date: '2027-09-18' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      type: 'wedding_registry',
      attributes: { your_name: 'Olivia Bennett', partner_name: 'Noah Reed', wedding_date: '2027-09-18', item_count: 0 },
      relationships: { items: { data: [] } },
    });
    const token = created.body.data.attributes.token as string;
    expect(token.length).toBeGreaterThanOrEqual(24);

    const again = await api('POST', 'account/wedding_registry', {
      bearer, body: { wedding_registry: { your_name: 'Olivia', partner_name: 'Noah', wedding_date: '2028-01-01' } },
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ error: 'You already have a wedding registry.', errors: { base: ['You already have a wedding registry.'] } });

    // Two at once from a new account still make one.
    expect((await client.account.create({ user: { email: 'twice@example.com', password: 'Maestri-2026', password_confirmation: 'Maestri-2026' } })).isSuccess()).toBe(true);
    const twice = await login('twice@example.com');
    const racing = await Promise.all([1, 2].map(() => api('POST', 'account/wedding_registry', {
      bearer: twice, body: { wedding_registry: { your_name: 'Ada', partner_name: 'Noel', wedding_date: '2028-01-01' } },
    })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 422]);

    const patched = await api('PATCH', 'account/wedding_registry', { bearer, body: { wedding_registry: { partner_name: 'Noah J. Reed' } } });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({ your_name: 'Olivia Bennett', partner_name: 'Noah J. Reed', wedding_date: '2027-09-18', token });

    const shown = await api('GET', 'account/wedding_registry', { bearer });
    expect(shown.body.data.id).toBe(created.body.data.id);
    expect(shown.body.data.attributes.partner_name).toBe('Noah J. Reed');
    // The account reports the registry it now has.
    const account = (await client.account.accountInfo({ bearer_token: bearer })).success();
    expect(account.data.attributes).toMatchObject({ has_wedding_registry: true, wedding_registry_id: created.body.data.id });
  });

  it('answers 422 with field errors for blank names and dates that are not real calendar dates', async () => {
    const bearer = await login('trade@casamaestri.test');
    const blank = await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: '  ', wedding_date: '2027-02-30' } } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ your_name: ["can't be blank"], partner_name: ["can't be blank"], wedding_date: ['is invalid'] });
    expect(blank.body.error).toBe("Your name can't be blank, Partner name can't be blank, Wedding date is invalid");
    const missing = await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'Marco', partner_name: 'Elena' } } });
    expect(missing.body.errors).toEqual({ wedding_date: ["can't be blank"] });
    for (const bad of ['12/06/2027', '2027-6-12', '2027-13-01', 'soon']) {
      const res = await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'Marco', partner_name: 'Elena', wedding_date: bad } } });
      expect(res.body.errors, bad).toEqual({ wedding_date: ['is invalid'] });
    }
    expect((await api('GET', 'account/wedding_registry', { bearer })).status).toBe(404);
    const leap = await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'Marco', partner_name: 'Elena', wedding_date: '2028-02-29' } } });
    expect(leap.status).toBe(201);
    const emptied = await api('PATCH', 'account/wedding_registry', { bearer, body: { wedding_registry: { partner_name: '' } } });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ partner_name: ["can't be blank"] });
  });

  it('answers 401 without a bearer token or with an unknown one', async () => {
    for (const bearer of [undefined, 'not-a-token']) {
      expect((await api('GET', 'account/wedding_registry', { bearer })).status).toBe(401);
      expect((await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'A', partner_name: 'B', wedding_date: '2027-01-01' } } })).status).toBe(401);
      expect((await api('PATCH', 'account/wedding_registry', { bearer, body: {} })).status).toBe(401);
      expect((await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: 100001 } })).status).toBe(401);
      expect((await api('PATCH', 'account/wedding_registry/set_item_quantity/1', { bearer, body: { quantity: 2 } })).status).toBe(401);
      expect((await api('DELETE', 'account/wedding_registry/remove_item/1', { bearer })).status).toBe(401);
    }
  });
});

describe('wedding registry: the shared link', () => {
  it('shows a registry by its token without signing in, and 404 for an unknown token', async () => {
    const bearer = await login('pending-trade@casamaestri.test');
    const created = await api('POST', 'account/wedding_registry', { bearer, body: { wedding_registry: { your_name: 'Claire', partner_name: 'Luc', wedding_date: '2027-05-08' } } });
    const token = created.body.data.attributes.token as string;
    const shown = await api('GET', `wedding_registries/${token}?${INCLUDE}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: created.body.data.id, attributes: { your_name: 'Claire', partner_name: 'Luc', token } });
    expect(shown.body.included).toEqual([]);
    // One character changed (a token that already ends in "x" gets a "y": a base64url token ends in "x" once in 64 runs, and the test then failed).
    const altered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    expect((await api('GET', `wedding_registries/${altered}`)).status).toBe(404);
    expect((await api('GET', 'wedding_registries/unknown')).body.error).toBe('The resource you were looking for could not be found.');
  });
});

describe('wedding registry: items', () => {
  it('adds (merging a variant already listed), sets and removes items, in the order they were added', async () => {
    const bearer = await login('consumer@casamaestri.test'); // its registry was created above
    const [a, b] = [db.shippableEverywhere(0).variantId, db.shippableEverywhere(1).variantId];
    const first = await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: a } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      type: 'wedding_registry_item',
      attributes: { quantity: 1, purchased_quantity: 0, remaining_quantity: 1 },
      relationships: { variant: { data: { id: a, type: 'variant' } } },
    });
    const second = await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: Number(b), quantity: 2 } });
    const merged = await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: a, quantity: '3' } });
    expect(merged.body.data.id).toBe(first.body.data.id);
    expect(merged.body.data.attributes).toMatchObject({ quantity: 4, remaining_quantity: 4 });

    const set = await api('PATCH', `account/wedding_registry/set_item_quantity/${second.body.data.id}`, { bearer, body: { quantity: 6 } });
    expect(set.status).toBe(200);
    expect(set.body.data.attributes).toMatchObject({ quantity: 6, purchased_quantity: 0, remaining_quantity: 6 });

    const shown = await api('GET', `account/wedding_registry?${INCLUDE}&currency=EUR`, { bearer });
    expect(shown.body.data.attributes.item_count).toBe(2);
    expect(shown.body.data.relationships?.items.data).toEqual([
      { id: first.body.data.id, type: 'wedding_registry_item' }, { id: second.body.data.id, type: 'wedding_registry_item' },
    ]);
    const included = shown.body.included ?? [];
    expect(included.filter((r) => r.type === 'wedding_registry_item').map((r) => r.attributes.quantity)).toEqual([4, 6]);
    expect(included.filter((r) => r.type === 'variant').map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(included.find((r) => r.type === 'variant')?.attributes.currency).toBe('EUR');
    expect(included.filter((r) => r.type === 'product')).toHaveLength(2);
    expect(included.some((r) => r.type === 'image')).toBe(true);

    const removed = await fetch(`${backend.url}/api/v2/storefront/account/wedding_registry/remove_item/${first.body.data.id}`, {
      method: 'DELETE', headers: { authorization: `Bearer ${bearer}` },
    });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe('');
    expect((await api('GET', 'account/wedding_registry', { bearer })).body.data.attributes.item_count).toBe(1);
    expect((await api('DELETE', `account/wedding_registry/remove_item/${first.body.data.id}`, { bearer })).status).toBe(404);
  });

  it('validates quantities, and answers 404 for unknown variants, items of another registry and users without one', async () => {
    const bearer = await login('consumer@casamaestri.test');
    const variant = db.shippableEverywhere(2).variantId;
    for (const [quantity, message] of [[0, 'must be greater than 0'], [1000, 'must be less than 1000'], [1.5, 'must be an integer'], ['many', 'is not a number']] as const) {
      const res = await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: variant, quantity } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ quantity: [message] });
    }
    const added = await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: variant, quantity: 998 } });
    expect((await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: variant, quantity: 2 } })).body.errors)
      .toEqual({ quantity: ['must be less than 1000'] });
    expect((await api('PATCH', `account/wedding_registry/set_item_quantity/${added.body.data.id}`, { bearer, body: { quantity: 0 } })).body.errors)
      .toEqual({ quantity: ['must be greater than 0'] });
    expect((await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: '1' } })).status).toBe(404);
    expect((await api('POST', 'account/wedding_registry/add_item', { bearer, body: { variant_id: 'abc' } })).body.errors).toEqual({ variant_id: ['is invalid'] });

    // The demo registry's items belong to registry@: another user can neither change nor remove them.
    const owner = await login('registry@casamaestri.test');
    const theirs = (await api('GET', 'account/wedding_registry?include=items', { bearer: owner })).body.included ?? [];
    const theirItem = theirs[0].id;
    expect((await api('PATCH', `account/wedding_registry/set_item_quantity/${theirItem}`, { bearer, body: { quantity: 5 } })).status).toBe(404);
    expect((await api('DELETE', `account/wedding_registry/remove_item/${theirItem}`, { bearer })).status).toBe(404);
    expect((await api('PATCH', 'account/wedding_registry/set_item_quantity/abc', { bearer, body: { quantity: 5 } })).status).toBe(404);
    expect((await api('GET', 'account/wedding_registry?include=items', { bearer: owner })).body.included?.[0].attributes.quantity).toBe(theirs[0].attributes.quantity);

    const signedUp = (await client.account.create({ user: { email: 'no-registry@example.com', password: 'Maestri-2026', password_confirmation: 'Maestri-2026' } }));
    expect(signedUp.isSuccess()).toBe(true);
    const none = await login('no-registry@example.com');
    expect((await api('POST', 'account/wedding_registry/add_item', { bearer: none, body: { variant_id: variant } })).status).toBe(404);
    expect((await api('PATCH', `account/wedding_registry/set_item_quantity/${theirItem}`, { bearer: none, body: { quantity: 1 } })).status).toBe(404);
  });
});

describe('wedding registry: the seeded demo', () => {
  const TOKEN = 'sofia-and-james-2027-rinaldi-carter';

  it('has a stable link, four purchasable pieces and one partly bought by a guest', async () => {
    const shown = await api('GET', `wedding_registries/${TOKEN}?${INCLUDE}&currency=GBP`);
    expect(shown.status).toBe(200);
    expect(shown.body.data.attributes).toMatchObject({ token: TOKEN, your_name: 'Sofia Rinaldi', partner_name: 'James Carter', wedding_date: '2027-06-12', item_count: 4 });
    const items = (shown.body.included ?? []).filter((r) => r.type === 'wedding_registry_item');
    expect(items.map((i) => [i.attributes.quantity, i.attributes.purchased_quantity, i.attributes.remaining_quantity]))
      .toEqual([[2, 1, 1], [1, 0, 1], [4, 0, 4], [3, 0, 3]]);
    const variants = (shown.body.included ?? []).filter((r) => r.type === 'variant');
    expect(variants).toHaveLength(4);
    for (const v of variants) expect(v.attributes).toMatchObject({ purchasable: true, in_stock: true, currency: 'GBP' });
    const products = (shown.body.included ?? []).filter((r) => r.type === 'product');
    expect(products).toHaveLength(4);
    for (const p of products) {
      expect(p.attributes.excluded_countries).not.toContain('GB');
      expect(p.attributes.excluded_countries).not.toContain('US');
      expect(p.attributes.excluded_countries).not.toContain('IT');
    }
  });

  it('names the pieces in the language asked for, and shows trade prices to a trade bearer only', async () => {
    const en = (await api('GET', `wedding_registries/${TOKEN}?${INCLUDE}`)).body;
    const italian = (await api('GET', `wedding_registries/${TOKEN}?${INCLUDE}&locale=it`)).body;
    const names = (doc: Doc) => (doc.included ?? []).filter((r) => r.type === 'product').map((p) => p.attributes.name);
    expect(names(italian)).toHaveLength(4);
    expect(names(italian)).not.toEqual(names(en));
    const slugs = (doc: Doc) => (doc.included ?? []).filter((r) => r.type === 'product').map((p) => p.attributes.slug);
    expect(slugs(italian)).not.toEqual(slugs(en));
    const tradePrice = (doc: Doc) => (doc.included ?? []).filter((r) => r.type === 'variant').map((v) => v.attributes.trade_price);
    expect(tradePrice(en)).toEqual([undefined, undefined, undefined, undefined]);
    const trade = (await api('GET', `wedding_registries/${TOKEN}?${INCLUDE}`, { bearer: await login('trade@casamaestri.test') })).body;
    expect(tradePrice(trade).every((p) => typeof p === 'string')).toBe(true);
  });

  it('counts a guest purchase made through the cart once its order is complete', async () => {
    const before = await api('GET', `wedding_registries/${TOKEN}?include=items`);
    const item = (before.body.included ?? [])[1];
    const variantId = (item.relationships?.variant.data as { id: string }).id;
    const registryId = before.body.data.id;
    const order_token = (await client.cart.create({ currency: 'GBP' })).success().data.attributes.token;
    expect((await client.cart.addItem({ order_token, variant_id: variantId, quantity: 1, wedding_registry_id: registryId })).isSuccess()).toBe(true);
    const address = { firstname: 'Amelia', lastname: 'Shaw', address1: '10 Downing Street', city: 'London', zipcode: 'SW1A 2AA', phone: '+44 20 7946 0000', state_name: 'Greater London', country_iso: 'GB' };
    expect((await client.checkout.orderUpdate({ order_token, order: { email: 'amelia.shaw@example.com', bill_address_attributes: address, ship_address_attributes: address } })).isSuccess()).toBe(true);
    await client.checkout.advance({ order_token });
    expect((await client.checkout.addPayment({ order_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242 4242 4242 4242', name: 'Amelia Shaw', month: '12', year: '2030' } })).isSuccess()).toBe(true);
    // Not counted while the order is still open.
    expect((await api('GET', `wedding_registries/${TOKEN}?include=items`)).body.included?.[1].attributes.purchased_quantity).toBe(0);
    const completed = (await client.checkout.complete({ order_token })).success();
    expect(completed.data.attributes.state).toBe('complete');
    expect((completed.data.attributes as unknown as Record<string, unknown>).wedding_registry_id).toBe(registryId);

    const after = (await api('GET', `wedding_registries/${TOKEN}?include=items`)).body.included?.[1];
    expect(after?.attributes).toMatchObject({
      quantity: item.attributes.quantity,
      purchased_quantity: (item.attributes.purchased_quantity as number) + 1,
      remaining_quantity: (item.attributes.remaining_quantity as number) - 1,
    });
  });
});
