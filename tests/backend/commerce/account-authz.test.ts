/**
 * Authorization of the account's objects: shopper A can never read or change shopper B's account,
 * addresses, orders, cards or lists — neither through the embedded commerce API directly nor through
 * the storefront's own server actions and route handlers (which act with the bearer of the cookie).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BasicSpreeError } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import type { RunningBackend } from '../../helpers/backend';
import { US_ADDRESS } from './fixtures';
import type { SpreeClient } from './spree-client';
import { startCommerceBackend, stopCommerceBackend, type CatalogueDb } from './test-backend';

// The storefront's server code reads the auth cookie through next/headers; here it is whoever we say.
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
    delete: (name: string) => void jar.delete(name),
  }),
  headers: async () => new Headers(),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let backend: RunningBackend;
let client: SpreeClient;
let db: CatalogueDb;
const status = (error: unknown) => ((error as BasicSpreeError).serverResponse as Response).status;

interface Victim {
  bearer: string;
  addressId: string;
  cardId: string;
  orderNumber: string;
  favoritesToken: string;
  listToken: string;
  itemId: string;
}

let attacker: string;
let victim: Victim;

const login = async (email: string) => (await client.authentication.getToken({ username: email, password: DEMO_PASSWORD })).success().access_token;

/** Shopper B: an address, a saved card, a completed order, favorites and a private list with an item. */
async function prepareVictim(): Promise<Victim> {
  const bearer_token = await login('registry@casamaestri.test');
  const address = (await client.account.createAddress({ bearer_token, address: US_ADDRESS })).success();
  await client.cart.create({ bearer_token, currency: 'USD' });
  const product = db.shippableEverywhere(5);
  await client.cart.addItem({ bearer_token, variant_id: product.variantId, quantity: 1 });
  await client.checkout.orderUpdate({ bearer_token, order: { email: 'registry@casamaestri.test', bill_address_attributes: US_ADDRESS, ship_address_attributes: US_ADDRESS } });
  await client.checkout.orderNext({ bearer_token });
  await client.checkout.orderNext({ bearer_token });
  await client.checkout.orderNext({ bearer_token });
  const paid = await client.checkout.addPayment({ bearer_token, payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242 4242 4242 4242', name: 'Registry Owner', month: '12', year: '2030' } });
  expect(paid.isSuccess()).toBe(true);
  await client.checkout.orderNext({ bearer_token });
  const order = (await client.checkout.complete({ bearer_token })).success();
  const cards = (await client.account.creditCardsList({ bearer_token })).success();
  const favorites = (await client.wishlists.default({ bearer_token })).success();
  const list = (await client.wishlists.create({ bearer_token, name: 'Private villa' })).success();
  const item = (await client.wishlists.addWishedItem({ bearer_token, wishlist_token: list.data.attributes.token, variant_id: product.variantId, quantity: 1 })).success();
  expect(cards.data.length).toBeGreaterThan(0);
  return {
    bearer: bearer_token,
    addressId: address.data.id,
    cardId: cards.data[0].id,
    orderNumber: order.data.attributes.number,
    favoritesToken: favorites.data.attributes.token,
    listToken: list.data.attributes.token,
    itemId: item.data.id,
  };
}

beforeAll(async () => {
  ({ backend, client, db } = await startCommerceBackend());
  process.env.SPREE_API_URL = backend.url;
  victim = await prepareVictim();
  attacker = await login('consumer@casamaestri.test');
}, 120_000);
afterAll(() => stopCommerceBackend({ backend, db }));

describe('the embedded API keeps each shopper to their own objects', () => {
  it('answers the account of the bearer only, and 403 without one', async () => {
    const mine = (await client.account.accountInfo({ bearer_token: attacker })).success();
    expect(mine.data.attributes.email).toBe('consumer@casamaestri.test');
    expect(status((await client.account.accountInfo({})).fail())).toBe(403);
  });

  it("hides another shopper's addresses from reading, editing and deleting", async () => {
    const list = (await client.account.addressesList({ bearer_token: attacker })).success();
    expect(list.data.map((a) => a.id)).not.toContain(victim.addressId);
    expect(status((await client.account.showAddress({ bearer_token: attacker, id: victim.addressId })).fail())).toBe(404);
    expect(status((await client.account.updateAddress({ bearer_token: attacker, id: victim.addressId, address: { ...US_ADDRESS, city: 'Stolen' } })).fail())).toBe(404);
    expect(status((await client.account.removeAddress({ bearer_token: attacker, id: victim.addressId })).fail())).toBe(404);
    const still = (await client.account.showAddress({ bearer_token: victim.bearer, id: victim.addressId })).success();
    expect(still.data.attributes.city).toBe(US_ADDRESS.city);
  });

  it("hides another shopper's orders, order status and cards", async () => {
    expect((await client.account.completedOrdersList({ bearer_token: attacker })).success().data.map((o) => o.attributes.number)).not.toContain(victim.orderNumber);
    expect(status((await client.account.completedOrder({ bearer_token: attacker, order_number: victim.orderNumber })).fail())).toBe(404);
    expect(status((await client.order.status({ bearer_token: attacker, order_number: victim.orderNumber })).fail())).toBe(403);
    expect((await client.account.creditCardsList({ bearer_token: attacker })).success().data.map((c) => c.id)).not.toContain(victim.cardId);
    expect(status((await client.account.removeCreditCard({ bearer_token: attacker, id: victim.cardId })).fail())).toBe(404);
    expect((await client.account.creditCardsList({ bearer_token: victim.bearer })).success().data.map((c) => c.id)).toContain(victim.cardId);
  });

  it("hides another shopper's private lists and refuses every change to them", async () => {
    for (const token of [victim.favoritesToken, victim.listToken]) {
      expect(status((await client.wishlists.show({ bearer_token: attacker, wishlist_token: token })).fail())).toBe(404);
      expect(status((await client.wishlists.addWishedItem({ bearer_token: attacker, wishlist_token: token, variant_id: '100001', quantity: 1 })).fail())).toBe(404);
    }
    expect(status((await client.wishlists.updateWishedItem({ bearer_token: attacker, wishlist_token: victim.listToken, id: victim.itemId, quantity: 5 })).fail())).toBe(404);
    expect(status((await client.wishlists.removeWishedItem({ bearer_token: attacker, wishlist_token: victim.listToken, id: victim.itemId })).fail())).toBe(404);
    expect(status((await client.wishlists.update({ bearer_token: attacker, wishlist_token: victim.listToken, name: 'Mine' })).fail())).toBe(404);
    expect(status((await client.wishlists.remove({ bearer_token: attacker, wishlist_token: victim.listToken })).fail())).toBe(404);
    // The attacker's own item id used on their own list cannot reach the victim's item either.
    const mine = (await client.wishlists.default({ bearer_token: attacker })).success();
    expect(status((await client.wishlists.removeWishedItem({ bearer_token: attacker, wishlist_token: mine.data.attributes.token, id: victim.itemId })).fail())).toBe(404);
    const intact = (await client.wishlists.show({ bearer_token: victim.bearer, wishlist_token: victim.listToken, include: 'wished_items' })).success();
    expect(intact.data.attributes).toMatchObject({ name: 'Private villa', item_count: 1 });
  });
});

describe("the storefront's actions and handlers act for the cookie's shopper only", () => {
  const signInAs = (bearer: string | null) => {
    jar.clear();
    if (bearer) jar.set('auth_token', bearer);
  };

  it('account actions cannot edit or delete an address or card of someone else', async () => {
    signInAs(attacker);
    const { saveAddress, deleteAddress, deleteCard, lookupOrderStatus } = await import('@/lib/account/actions');
    const form = { firstname: 'Eve', lastname: 'Attacker', company: '', address1: '1 Main St', address2: '', city: 'Boston', zipcode: '02108', phone: '+1 617 555 0100', stateCode: 'MA', countryIso: 'US' };
    const notFound = { ok: false, error: { kind: 'notFound' }, retryable: false };
    expect(await saveAddress(form, victim.addressId)).toEqual(notFound);
    expect(await deleteAddress(victim.addressId)).toEqual(notFound);
    expect(await deleteCard(victim.cardId)).toEqual(notFound);
    expect(await lookupOrderStatus({ number: victim.orderNumber })).toEqual({ ok: false, error: { kind: 'refused', reason: { fields: { number: 'orderNotFound' } } }, retryable: false });
    // The owner, with their own cookie, still sees everything.
    signInAs(victim.bearer);
    const owner = await lookupOrderStatus({ number: victim.orderNumber });
    expect(owner.ok).toBe(true);
  });

  it('account reads return only the cookie shopper’s objects', async () => {
    const { fetchAddresses, fetchOrder, fetchCards } = await import('@/lib/account/account');
    expect((await fetchOrder(attacker, victim.orderNumber)).success).toBe(false);
    const addresses = await fetchAddresses(attacker);
    expect(addresses.success && addresses.data.map((a) => a.id)).not.toContain(victim.addressId);
    const cards = await fetchCards(attacker);
    expect(cards.success && cards.data.map((c) => c.id)).not.toContain(victim.cardId);
  });

  it("list actions cannot read, add to, change, share or empty someone else's list", async () => {
    signInAs(attacker);
    const { addToList, setListItemQuantity, removeListItem, shareList } = await import('@/lib/wishlists/actions');
    const { fetchList } = await import('@/lib/wishlists/lists');
    expect((await fetchList(attacker, victim.listToken)).success).toBe(false);
    expect((await fetchList(null, victim.listToken)).success).toBe(false);
    const product = db.shippableEverywhere(1);
    const notFound = { ok: false, error: { kind: 'notFound' }, retryable: false };
    expect(await addToList(victim.listToken, product.productId)).toEqual(notFound);
    expect(await setListItemQuantity(victim.listToken, victim.itemId, 7)).toEqual(notFound);
    expect(await removeListItem(victim.listToken, victim.itemId)).toEqual(notFound);
    expect(await shareList(victim.listToken)).toEqual(notFound);
    const intact = (await client.wishlists.show({ bearer_token: victim.bearer, wishlist_token: victim.listToken })).success();
    expect(intact.data.attributes).toMatchObject({ is_private: true, item_count: 1 });
  });

  it('forged arguments to list, registry and cart actions get a typed refusal, never a throw, and change nothing', async () => {
    signInAs(attacker);
    const lists = await import('@/lib/wishlists/actions');
    const registry = await import('@/lib/registry/actions');
    const cart = await import('@/lib/cart/actions');
    // What a script can post to a server action: any JSON, whatever the TypeScript signature says.
    const forge = <A extends unknown[], R>(action: (...args: A) => Promise<R>, ...args: unknown[]) => action(...(args as A));
    const refusals = await Promise.all([
      forge(lists.setListItemQuantity, victim.listToken, victim.itemId, '7'),
      forge(lists.setListItemQuantity, victim.listToken, victim.itemId, 1e9),
      forge(lists.setListItemQuantity, { $ne: null }, victim.itemId, 2),
      forge(lists.removeListItem, `${victim.listToken}/../${victim.favoritesToken}`, victim.itemId),
      forge(lists.shareList, ['a', 'b']),
      forge(lists.addToList, victim.listToken, 42),
      forge(lists.toggleFavorite, '1', 'yes'),
      forge(lists.createList, { name: 'x'.repeat(10_000) }),
      forge(lists.createList, null),
      forge(registry.setRegistryItemQuantity, '1; DROP TABLE', 1),
      forge(registry.removeRegistryItem, undefined),
      forge(registry.registryForPanel, '1', 'xx-evil'),
      forge(cart.setLineQuantity, victim.itemId, -5),
      forge(cart.removeLine, { id: 1 }),
      forge(cart.applyCoupon, 12),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ ok: false, error: { kind: 'invalid' }, retryable: false });
      expect(JSON.stringify(refusal)).not.toMatch(/at \w|Error|stack/);
    }
    // The victim's list is as it was.
    const intact = (await client.wishlists.show({ bearer_token: victim.bearer, wishlist_token: victim.listToken })).success();
    expect(intact.data.attributes).toMatchObject({ is_private: true, item_count: 1 });
  });

  it('guests get signedOut from every action, and the set_country handler answers 401', async () => {
    signInAs(null);
    const { toggleFavorite, createList } = await import('@/lib/wishlists/actions');
    const { updateProfile } = await import('@/lib/account/actions');
    const signedOut = { ok: false, error: { kind: 'signedOut' }, retryable: false };
    expect(await toggleFavorite('1')).toEqual(signedOut);
    expect(await createList({ name: 'x' })).toEqual(signedOut);
    expect(await updateProfile({ firstName: 'A', lastName: 'B', email: 'a@b.co', commercialCommunication: false, personalizedCommunication: false })).toEqual({ ok: false, error: { kind: 'signedOut' }, retryable: false });
    const { POST } = await import('@/app/api/v2/storefront/account/set_country/route');
    const response = await POST(new Request('http://localhost/api/v2/storefront/account/set_country', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ spree_country: { iso: 'IT' } }) }));
    expect(response.status).toBe(401);
  });

  it('set_country and set_last_locale change the cookie shopper’s account only', async () => {
    signInAs(attacker);
    const country = await import('@/app/api/v2/storefront/account/set_country/route');
    const locale = await import('@/app/api/v2/storefront/account/set_last_locale/route');
    const post = (url: string, body: unknown, type = 'application/json') => new Request(`http://localhost${url}`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(body) });
    expect((await country.POST(post('/api/v2/storefront/account/set_country', { spree_country: { iso: 'it' } }))).status).toBe(200);
    expect((await locale.POST(post('/api/v2/storefront/account/set_last_locale', { locale: 'it-it' }))).status).toBe(200);
    expect((await country.POST(post('/api/v2/storefront/account/set_country', { spree_country: { iso: 'Italy' } }))).status).toBe(422);
    // A cross-site form can only send text/plain or form bodies: refused.
    expect((await country.POST(post('/api/v2/storefront/account/set_country', { spree_country: { iso: 'FR' } }, 'text/plain'))).status).toBe(415);
    const mine = (await client.account.accountInfo({ bearer_token: attacker })).success();
    expect(mine.data.attributes).toMatchObject({ shipping_country: 'IT', language: 'it' });
    const theirs = (await client.account.accountInfo({ bearer_token: victim.bearer })).success();
    expect(theirs.data.attributes.shipping_country).not.toBe('IT');
  });
});
