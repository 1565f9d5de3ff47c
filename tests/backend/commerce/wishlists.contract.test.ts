import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasicSpreeError, ExpandedSpreeError } from '@spree/storefront-api-v2-sdk';
import { DEMO_PASSWORD } from '../../../backend/seed';
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { spreeClient, type SpreeClient } from './spree-client';

let backend: RunningBackend;
let client: SpreeClient;
const status = (error: unknown) => ((error as BasicSpreeError).serverResponse as Response).status;

beforeAll(async () => {
  backend = await startBackend();
  client = spreeClient(backend.url);
});
afterAll(() => backend.stop());

const login = async (email: string) =>
  (await client.authentication.getToken({ username: email, password: DEMO_PASSWORD })).success().access_token;

describe('wishlists', () => {
  it('keeps favorites as the default list and named lists with quantities, owner only', async () => {
    const bearer_token = await login('consumer@casamaestri.test');
    const favorites = (await client.wishlists.default({ bearer_token })).success();
    expect(favorites.data.attributes).toMatchObject({ name: 'Favorites', is_default: true, is_private: true });
    const token = favorites.data.attributes.token;

    const item = (await client.wishlists.addWishedItem({ bearer_token, wishlist_token: token, variant_id: '100001', quantity: 1 })).success();
    expect(item.data.attributes.quantity).toBe(1);
    const more = (await client.wishlists.updateWishedItem({ bearer_token, wishlist_token: token, id: item.data.id, quantity: 3 })).success();
    expect(more.data.attributes.quantity).toBe(3);
    const shown = (await client.wishlists.show({ bearer_token, wishlist_token: token, include: 'wished_items.variant', is_variant_included: '100001' })).success();
    expect(shown.data.attributes.variant_included).toBe(true);
    expect(shown.included?.some((r) => r.type === 'variant' && r.id === '100001')).toBe(true);

    const created = await client.wishlists.create({ bearer_token, name: 'Villa on Lake Como' });
    const list = created.success();
    expect(list.data.attributes.is_default).toBe(false);
    const invalid = await client.wishlists.create({ bearer_token, name: '' });
    expect((invalid.fail() as ExpandedSpreeError).errors).toMatchObject({ name: ["can't be blank"] });
    const renamed = (await client.wishlists.update({ bearer_token, wishlist_token: list.data.attributes.token, name: 'Villa, Como' })).success();
    expect(renamed.data.attributes.name).toBe('Villa, Como');
    const all = (await client.wishlists.list({ bearer_token })).success();
    expect(all.data.map((w) => w.attributes.name)).toEqual(['Favorites', 'Villa, Como']);

    // The SDK drops false values from its options, so making a list public takes a plain request.
    const published = await fetch(`${backend.url}/api/v2/storefront/wishlists/${list.data.attributes.token}`, {
      method: 'PATCH', headers: { authorization: `Bearer ${bearer_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ is_private: false }),
    });
    expect(((await published.json()) as { data: { attributes: { is_private: boolean } } }).data.attributes.is_private).toBe(false);
    const other = await login('trade@casamaestri.test');
    expect(status((await client.wishlists.show({ bearer_token: other, wishlist_token: token })).fail())).toBe(404);
    // A public list can be seen, not changed, by others.
    expect((await client.wishlists.show({ bearer_token: other, wishlist_token: list.data.attributes.token })).isSuccess()).toBe(true);
    expect(status((await client.wishlists.update({ bearer_token: other, wishlist_token: list.data.attributes.token, name: 'Mine' })).fail())).toBe(403);

    const removed = (await client.wishlists.removeWishedItem({ bearer_token, wishlist_token: token, id: item.data.id })).success();
    expect(removed.data.id).toBe(item.data.id);
    expect((await client.wishlists.remove({ bearer_token, wishlist_token: list.data.attributes.token })).isSuccess()).toBe(true);
    expect(status((await client.wishlists.show({ bearer_token, wishlist_token: list.data.attributes.token })).fail())).toBe(404);
    expect(status((await client.wishlists.list({})).fail())).toBe(403);
  });
});
