/**
 * Issue 36 item 4: a state is chosen from the country's states and kept by code, so the tax of an
 * address does not depend on how the state was typed. In-process (app.request), on a fresh database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCommerce } from '../../../backend/commerce';
import { migrate } from '../../../backend/commerce/db/migrations';
import { findStateByText, resolveState, STATES, statesOf } from '../../../backend/commerce/domain/states';
import { COUNTRIES } from '../../../backend/shared/countries';

type Doc = { data: { id: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: { id: string; type: string }[] }> }; included?: { id: string; type: string; attributes: Record<string, string> }[]; errors?: Record<string, string[]>; error?: string };

describe('states of the countries the shop ships to', () => {
  it('follows Spree: the countries of Address::STATES_REQUIRED among the shop’s, each state with a unique id, code and name', () => {
    const withStates = COUNTRIES.filter((c) => statesOf(c.isocode).length > 0).map((c) => c.isocode).sort();
    expect(withStates).toEqual(['AE', 'AU', 'BR', 'CA', 'CN', 'ES', 'HK', 'IE', 'IN', 'IT', 'MX', 'NZ', 'PT', 'RO', 'US', 'ZA']);
    expect(statesOf('US')).toHaveLength(54); // 50 states, DC, AA/AE/AP — no territories
    expect(statesOf('CA')).toHaveLength(13);
    expect(statesOf('IT')).toHaveLength(107);
    expect(new Set(STATES.map((s) => s.id)).size).toBe(STATES.length);
    for (const iso of withStates) {
      const states = statesOf(iso);
      expect(new Set(states.map((s) => s.abbr)).size).toBe(states.length);
      // Every state is found by its own name and by its own code, so a typed name can never be ambiguous.
      for (const s of states) {
        expect(findStateByText(iso, s.name)?.id).toBe(s.id);
        expect(findStateByText(iso, s.abbr)?.id).toBe(s.id);
      }
    }
  });

  it('matches names and codes without regard to case, accents or spacing, and only in their own country', () => {
    expect(findStateByText('US', '  new   YORK ')?.abbr).toBe('NY');
    expect(findStateByText('CA', 'Québec')?.abbr).toBe('QC');
    expect(findStateByText('MX', 'nuevo leon')?.abbr).toBe('NLE');
    expect(findStateByText('US', 'Ontario')).toBeUndefined();
    expect(findStateByText('US', 'New Yorkshire')).toBeUndefined();
    expect(resolveState('US', null, '')).toEqual({ ok: false, error: "can't be blank" });
    expect(resolveState('US', statesOf('CA')[0].id, null)).toEqual({ ok: false, error: 'is invalid' });
    expect(resolveState('GB', 12345, 'Greater London')).toEqual({ ok: true, stateId: null, stateName: 'Greater London' });
  });
});

describe('addresses, states and taxes over the API', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'commerce-states-'));
  const commerce = openCommerce({ dataDir, publicUrl: 'http://127.0.0.1:9', seedProducts: 60 });
  let variantId = '';
  const call = async (method: string, url: string, token: string | null, body?: unknown) => {
    const res = await commerce.app.request(`/api/v2/storefront/${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-spree-order-token': token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Doc };
  };
  beforeAll(() => {
    const row = commerce.context.db.prepare(`SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
      WHERE v.backorderable = 1 AND p.sku NOT LIKE 'PORAMI%' AND p.can_supply = 1 AND p.b2b_only = 0 AND p.b2c_only = 0 AND p.excluded_countries = '[]' LIMIT 1`).get() as { id: number };
    variantId = String(row.id);
  });
  afterAll(() => {
    commerce.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A USD cart shipped to `state` of `country`: the order's tax and the saved address as the API answers them. */
  async function checkoutTo(country: string, state: Record<string, unknown>) {
    const token = String((await call('POST', 'cart', null, { currency: 'USD' })).body.data.attributes.token);
    await call('POST', 'cart/add_item', token, { variant_id: variantId, quantity: 2 });
    const address = { firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'Somewhere', zipcode: '10118', phone: '+1 212 555 0100', country_iso: country, ...state };
    const updated = await call('PATCH', 'checkout?include=shipping_address', token, { order: { email: 'o@example.test', bill_address_attributes: address, ship_address_attributes: address } });
    return { token, updated, ship: updated.body.included?.find((r) => r.type === 'address') };
  }

  async function taxOf(token: string) {
    await call('PATCH', 'checkout/advance', token);
    const cart = await call('GET', 'cart', token);
    return { tax: cart.body.data.attributes.additional_tax_total, label: cart.body.data.attributes.tax_label, item: cart.body.data.attributes.item_total };
  }

  it('"New York", "new york", "NY" and its state_id give one state and one tax (8.875 %)', async () => {
    const ny = statesOf('US').find((s) => s.abbr === 'NY')!;
    const taxes = [];
    for (const state of [{ state_name: 'New York' }, { state_name: 'new york' }, { state_name: 'NY' }, { state_id: ny.id }, { state_id: String(ny.id) }]) {
      const { token, updated, ship } = await checkoutTo('US', state);
      expect(updated.status).toBe(200);
      expect(ship?.attributes).toMatchObject({ state_name: 'New York', state_code: 'NY' });
      taxes.push(await taxOf(token));
    }
    expect(new Set(taxes.map((t) => JSON.stringify(t))).size).toBe(1);
    const [{ tax, label, item }] = taxes;
    expect(label).toBe('Sales tax 8.875%');
    expect(Math.round(Number(tax) * 100)).toBe(Math.round(Math.round(Number(item) * 100) * 0.08875));
  });

  it('refuses an unknown state, a state of another country and a missing one, under the address’s `state`, as Spree does', async () => {
    for (const [state, message] of [[{ state_name: 'New Yrok' }, 'is invalid'], [{ state_id: statesOf('CA')[0].id }, 'is invalid'], [{ state_id: 'NY; DROP TABLE' }, 'is invalid'], [{ state_name: '' }, "can't be blank"]] as const) {
      const { updated } = await checkoutTo('US', state);
      expect(updated.status).toBe(422);
      // The billing address is checked first (the same attributes here).
      expect(updated.body.errors).toEqual({ 'bill_address.state': [message] });
    }
  });

  it('will not ship to an address kept from before without a state its country needs (its tax is unknown)', async () => {
    const { token } = await checkoutTo('US', { state_name: 'NY' });
    commerce.context.db.prepare(`UPDATE addresses SET state_id = NULL, state_name = 'Manhattan' WHERE id = (SELECT ship_address_id FROM orders WHERE token = ?)`).run(token);
    expect((await call('PATCH', 'checkout/next', token)).body.data.attributes.state).toBe('address');
    const next = await call('PATCH', 'checkout/next', token);
    expect(next.status).toBe(422);
    expect(next.body.errors).toEqual({ 'ship_address.state': ["can't be blank"] });
  });

  it('taxes a Canadian province by its code: Ontario’s HST 13 % whether typed or chosen, Alberta’s GST 5 %', async () => {
    const on = await checkoutTo('CA', { state_name: 'ontario' });
    const onById = await checkoutTo('CA', { state_id: statesOf('CA').find((s) => s.abbr === 'ON')!.id });
    const ab = await checkoutTo('CA', { state_name: 'AB' });
    const [onTax, onByIdTax, abTax] = [await taxOf(on.token), await taxOf(onById.token), await taxOf(ab.token)];
    expect(onTax).toEqual(onByIdTax);
    expect(onTax.label).toBe('HST 13%');
    expect(Math.round(Number(onTax.tax) * 100)).toBe(Math.round(Math.round(Number(onTax.item) * 100) * 0.13));
    expect(abTax.label).toBe('GST 5%');
  });

  it('keeps a saved address’s state through an edit of another field, and asks again when the country changes', async () => {
    const email = `states-${Date.now()}@example.test`;
    const request = async (method: string, url: string, bearer: string | null, body?: unknown) => {
      const res = await commerce.app.request(url, {
        method,
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Doc & { access_token?: string } };
    };
    expect((await request('POST', '/api/v2/storefront/account', null, { user: { email, password: 'Atelier-2026', password_confirmation: 'Atelier-2026' } })).status).toBe(200);
    const bearer = (await request('POST', '/spree_oauth/token', null, { grant_type: 'password', username: email, password: 'Atelier-2026' })).body.access_token!;
    const address = { firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', phone: '+1 212 555 0100', state_name: 'new york', country_iso: 'US' };
    const created = await request('POST', '/api/v2/storefront/account/addresses', bearer, { address });
    expect(created.body.data.attributes).toMatchObject({ state_name: 'New York', state_code: 'NY' });
    const path = `/api/v2/storefront/account/addresses/${created.body.data.id}`;
    expect((await request('PATCH', path, bearer, { address: { city: 'Brooklyn' } })).body.data.attributes).toMatchObject({ city: 'Brooklyn', state_code: 'NY' });
    const moved = await request('PATCH', path, bearer, { address: { country_iso: 'CA' } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors).toEqual({ state: ["can't be blank"] });
    expect((await request('PATCH', path, bearer, { address: { country_iso: 'CA', state_name: 'QC' } })).body.data.attributes).toMatchObject({ state_name: 'Quebec', state_code: 'QC' });
  });

  it('answers countries with their states (include=states), states_required for the countries that have them', async () => {
    const us = (await call('GET', 'countries/US?include=states', null)).body;
    expect(us.data.attributes.states_required).toBe(true);
    expect(us.data.relationships?.states.data).toHaveLength(54);
    expect(us.included?.find((s) => s.attributes.abbr === 'NY')).toMatchObject({ type: 'state', attributes: { name: 'New York' } });
    const it = (await call('GET', 'countries/ITA?include=states', null)).body;
    expect(it.included?.find((s) => s.attributes.abbr === 'MI')?.attributes.name).toBe('Milano');
    const fr = (await call('GET', 'countries/FR?include=states', null)).body;
    expect(fr.data.attributes.states_required).toBe(false);
    expect(fr.included ?? []).toEqual([]);
    // Without include, the relationship names the states but nothing else is sent.
    expect((await call('GET', 'countries/CA', null)).body.included).toBeUndefined();
  });
});

describe('migration 16 (address states by id)', () => {
  it('turns free-text states that name one state of their country into its id, and leaves the others as typed', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, 13);
    db.prepare(`INSERT INTO countries (iso, iso3, currency) VALUES ('US', 'USA', 'USD'), ('CA', 'CAN', 'USD'), ('GB', 'GBR', 'GBP')`).run();
    const now = new Date().toISOString();
    const insert = db.prepare(`INSERT INTO addresses (firstname, lastname, address1, city, zipcode, phone, state_name, country_iso, created_at)
      VALUES ('A', 'B', '1 Main St', 'City', '10001', '+1 212 555 0100', ?, ?, ?)`);
    const rows = ([['New York', 'US'], [' new york ', 'US'], ['ny', 'US'], ['Québec', 'CA'], ['Manhattan', 'US'], ['Greater London', 'GB'], [null, 'US']] as const)
      .map(([state, country]) => Number(insert.run(state, country, now).lastInsertRowid));
    expect(migrate(db)).toContain(16);
    const after = (id: number) => db.prepare('SELECT state_id, state_name FROM addresses WHERE id = ?').get(id) as { state_id: number | null; state_name: string | null };
    const ny = statesOf('US').find((s) => s.abbr === 'NY')!.id;
    expect(rows.slice(0, 3).map(after)).toEqual([{ state_id: ny, state_name: null }, { state_id: ny, state_name: null }, { state_id: ny, state_name: null }]);
    expect(after(rows[3])).toEqual({ state_id: statesOf('CA').find((s) => s.abbr === 'QC')!.id, state_name: null });
    expect(after(rows[4])).toEqual({ state_id: null, state_name: 'Manhattan' });
    expect(after(rows[5])).toEqual({ state_id: null, state_name: 'Greater London' });
    expect(after(rows[6])).toEqual({ state_id: null, state_name: null });
    db.close();
  });
});
