/**
 * The wedding registry contract (/work/prompts/registry-contract.md, spec §3/§4) over real HTTP: the owner's
 * /account/wedding_registry routes and the public /wedding_registries/{token}. The Spree SDK has no
 * registry calls, so these are plain requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../backend/seed';
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { catalogueDb } from './fixtures';
import { spreeClient, type SpreeClient } from './spree-client';

interface Res { id: string; type: string; attributes: Record<string, unknown>; relationships?: Record<string, { data: unknown }> }
interface Doc { data: Res; included?: Res[]; error?: string; errors?: Record<string, string[]> }

let backend: RunningBackend;
let client: SpreeClient;
let db: ReturnType<typeof catalogueDb>;

beforeAll(async () => {
  backend = await startBackend();
  client = spreeClient(backend.url);
  db = catalogueDb(backend.dataDir);
});
afterAll(async () => {
  db.close();
  await backend.stop();
});

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
    expect((await api('GET', `wedding_registries/${token.slice(0, -1)}x`)).status).toBe(404);
    expect((await api('GET', 'wedding_registries/unknown')).body.error).toBe('The resource you were looking for could not be found.');
  });
});
