/**
 * The states the address forms choose from, read with the official SDK (lib/commerce/states.ts)
 * from the embedded Spree API, and a checkout address named by its state's code through
 * lib/checkout: the order keeps the state's name and code, and the tax is the state's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClient, type Client } from '@spree/storefront-api-v2-sdk';
import { createFetchFetcher } from '@/lib/commerce/fetcher';
import type { JsonApiDocument } from '@/lib/commerce/jsonapi';
import { startBackend, type RunningBackend } from '../helpers/backend';

let backend: RunningBackend;
let client: Client;
// Imported once SPREE_API_URL names the test backend: the storefront's clients read it when loaded.
let statesOfCountry: typeof import('@/lib/commerce/states').statesOfCountry;
let fetchCountryStates: typeof import('@/lib/commerce/states').fetchCountryStates;

beforeAll(async () => {
  backend = await startBackend({ seedProducts: 80 });
  process.env.SPREE_API_URL = backend.url;
  client = makeClient({ host: backend.url, createFetcher: createFetchFetcher() });
  ({ statesOfCountry, fetchCountryStates } = await import('@/lib/commerce/states'));
});

afterAll(() => backend.stop());

describe('countries with states through the official SDK', () => {
  it('answers a country with its states as Spree does (relationship + included state resources)', async () => {
    const result = await client.countries.show({ iso: 'CA', include: 'states' });
    const document = result.success() as unknown as JsonApiDocument;
    expect(document.data.attributes).toMatchObject({ iso: 'CA', states_required: true });
    expect(document.included?.every((s) => s.type === 'state' && typeof s.attributes.abbr === 'string' && typeof s.attributes.name === 'string')).toBe(true);
    expect(statesOfCountry(document).find((s) => s.value === 'ON')).toEqual({ value: 'ON', label: 'Ontario' });
    const france = (await client.countries.show({ iso: 'FRA', include: 'states' })).success() as unknown as JsonApiDocument;
    expect(france.data.attributes.states_required).toBe(false);
    expect(statesOfCountry(france)).toEqual([]);
  });

  it('gives the forms every shop country that needs a state, with its list, and no other country', async () => {
    const result = await fetchCountryStates(client, 'it');
    if (!result.success) throw new Error(result.error.summary);
    const states = result.data;
    expect(Object.keys(states).sort()).toEqual(['AE', 'AU', 'BR', 'CA', 'CN', 'ES', 'HK', 'IE', 'IN', 'IT', 'MX', 'NZ', 'PT', 'RO', 'US', 'ZA']);
    expect(states.US).toHaveLength(54);
    expect(states.US.find((s) => s.value === 'NY')?.label).toBe('New York');
    expect(states.IT.find((s) => s.value === 'MI')?.label).toBe('Milano');
    // Sorted as the visitor's language sorts: «Álava» among the A, not after Z.
    expect(states.ES.findIndex((s) => s.value === 'VI')).toBeLessThan(5);
    expect(states.FR).toBeUndefined();
  });

  it('saves a checkout address by its state’s code: the order shows the name, keeps the code, and taxes the state', async () => {
    const [service, cart] = await Promise.all([import('@/lib/checkout/service'), import('@/lib/cart/service')]);
    const list = (await (await fetch(`${backend.url}/api/v2/storefront/products?per_page=80&filter[in_stock]=true`)).json()) as { data: { attributes: Record<string, unknown> }[] };
    const variant = list.data.map((p) => p.attributes).find((a) => a.purchasable && a.can_supply && !a.available_on_request && !a.b2b_only && !a.b2c_only && (a.excluded_countries as string[]).length === 0)!;
    const address = { email: 'olivia@example.com', firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', address2: '', city: 'New York', zipcode: '10118', country_iso: 'US', phone: '+1 212 555 0100' };
    const taxes: string[] = [];
    for (const state_name of ['NY', 'CA']) {
      const created = (await (await fetch(`${backend.url}/api/v2/storefront/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ currency: 'USD' }) })).json()) as { data: { attributes: { token: string } } };
      const owner = { order_token: created.data.attributes.token };
      const added = await cart.addItem(owner, 'en-us', { variantId: String(variant.variant_id) });
      if (!added.ok) throw new Error(added.error.summary);
      const saved = await service.saveAddress(owner, 'en-us', { ...address, state_name });
      if (!saved.ok) throw new Error(saved.error.summary);
      expect(saved.view.shipAddress).toMatchObject({ state_code: state_name, state_name: state_name === 'NY' ? 'New York' : 'California' });
      taxes.push(saved.view.cart.taxLabel);
    }
    expect(taxes).toEqual(['Sales tax 8.875%', 'Sales tax 7.25%']);
  });
});
