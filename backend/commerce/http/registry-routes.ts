/**
 * The wedding registry (spec §3, §4): one per user, kept by its owner under /account/wedding_registry and
 * shown to anyone holding its link at /wedding_registries/{token}. Guests buy from it through the cart
 * (add_item with wedding_registry_id); what complete orders bought is reported per item.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { randomToken } from '../auth/passwords';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import type { UserRow } from '../domain/users';
import { registryItemResource, registryResource, type RegistryItemRow, type RegistryRow } from '../serializers/registry';
import { ApiError, invalid, notFound, unprocessable } from './errors';
import { document, Included, Includes } from './jsonapi';
import { catalogueView, includeVariants, itemSchema, productsOf, quantity } from './list-items';
import { obj, validate, type Params } from './params';
import { handler, json, noContent, param, type Request } from './route';

export const REGISTRY_EXISTS = 'You already have a wedding registry.';

const blank = "can't be blank";
/** A real calendar date written yyyy-mm-dd (2027-02-30 is refused). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
const name = z.string({ error: blank }).trim().min(1, blank).max(100, 'is too long (maximum is 100 characters)');
const registrySchema = z.object({
  your_name: name,
  partner_name: name,
  wedding_date: z.string({ error: blank }).trim().min(1, { error: blank, abort: true }).refine(isCalendarDate, 'is invalid'),
});

/** The fields under `wedding_registry` (as the contract sends them), or at the top level. */
function registryParams(params: Params): Params {
  const { your_name, partner_name, wedding_date } = params;
  const top = Object.fromEntries(Object.entries({ your_name, partner_name, wedding_date }).filter(([, v]) => v !== undefined));
  return { ...top, ...obj(params.wedding_registry) } as Params;
}

/** The owner's routes answer 401 to a guest (no, unknown or revoked token), as the contract asks. */
function requireBearer(req: Request): UserRow {
  if (!req.session.user) throw new ApiError(401, 'You are not signed in.');
  return req.session.user;
}

export function registryRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  const byUser = (user: UserRow) => db.prepare('SELECT * FROM wedding_registries WHERE user_id = ?').get(user.id) as RegistryRow | undefined;
  function owned(req: Request): RegistryRow {
    const r = byUser(requireBearer(req));
    if (!r) throw notFound();
    return r;
  }
  const itemsOf = (r: RegistryRow) =>
    db.prepare('SELECT * FROM wedding_registry_items WHERE wedding_registry_id = ? ORDER BY created_at, id').all(r.id) as RegistryItemRow[];

  /** Units of each variant bought in complete orders placed for the registry. */
  function purchased(registryId: number): Map<number, number> {
    const rows = db.prepare(`SELECT li.variant_id, SUM(li.quantity) AS n FROM line_items li JOIN orders o ON o.id = li.order_id
      WHERE o.wedding_registry_id = ? AND o.state = 'complete' GROUP BY li.variant_id`).all(registryId) as { variant_id: number; n: number }[];
    return new Map(rows.map((r) => [r.variant_id, r.n]));
  }

  function registryDocument(req: Request, r: RegistryRow) {
    const items = itemsOf(r);
    const includes = new Includes(req.params);
    const included = new Included();
    if (includes.has('items')) {
      const bought = purchased(r.id);
      included.add(...items.map((i) => registryItemResource(i, bought.get(i.variant_id) ?? 0)));
      const view = catalogueView(req);
      includeVariants(ctx, productsOf(ctx, items.map((i) => i.variant_id), view).values(), view, includes, included, 'items');
    }
    return document(registryResource(r, items), req.params, included);
  }

  function itemResponse(req: Request, item: RegistryItemRow) {
    return json(document(registryItemResource(item, purchased(item.wedding_registry_id).get(item.variant_id) ?? 0), req.params));
  }

  function ownedItem(req: Request): RegistryItemRow {
    const r = owned(req);
    const item = db.prepare('SELECT * FROM wedding_registry_items WHERE id = ? AND wedding_registry_id = ?')
      .get(Number(param(req, 'id')) || -1, r.id) as RegistryItemRow | undefined;
    if (!item) throw notFound();
    return item;
  }

  app.get('/account/wedding_registry', handler(ctx, (req) => json(registryDocument(req, owned(req)))));

  app.post('/account/wedding_registry', handler(ctx, (req) => {
    const user = requireBearer(req);
    const body = validate(registrySchema, registryParams(req.params));
    // One per user: the unique user_id decides, so two POSTs at once cannot both create one.
    const { changes } = db.prepare(`INSERT INTO wedding_registries (user_id, token, your_name, partner_name, wedding_date, created_at)
      VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING`).run(user.id, randomToken(24), body.your_name, body.partner_name, body.wedding_date, nowIso());
    if (!changes) throw unprocessable(REGISTRY_EXISTS);
    return json(registryDocument(req, byUser(user) as RegistryRow), 201);
  }));

  app.patch('/account/wedding_registry', handler(ctx, (req) => {
    const r = owned(req);
    const body = validate(registrySchema.partial(), registryParams(req.params));
    const next = { ...r, ...body };
    db.prepare('UPDATE wedding_registries SET your_name = ?, partner_name = ?, wedding_date = ? WHERE id = ?')
      .run(next.your_name, next.partner_name, next.wedding_date, r.id);
    return json(registryDocument(req, { ...r, ...next }));
  }));

  app.post('/account/wedding_registry/add_item', handler(ctx, (req) => {
    const r = owned(req);
    const body = validate(itemSchema, req.params);
    if (!db.prepare('SELECT 1 FROM variants WHERE id = ?').get(body.variant_id)) throw notFound();
    const existing = db.prepare('SELECT quantity FROM wedding_registry_items WHERE wedding_registry_id = ? AND variant_id = ?')
      .get(r.id, body.variant_id) as { quantity: number } | undefined;
    // Adding a variant already listed adds to its quantity, within the same 1..999 bounds.
    if ((existing?.quantity ?? 0) + body.quantity > 999) throw invalid({ quantity: ['must be less than 1000'] });
    db.prepare(`INSERT INTO wedding_registry_items (wedding_registry_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (wedding_registry_id, variant_id) DO UPDATE SET quantity = quantity + excluded.quantity`).run(r.id, body.variant_id, body.quantity, nowIso());
    return itemResponse(req, db.prepare('SELECT * FROM wedding_registry_items WHERE wedding_registry_id = ? AND variant_id = ?')
      .get(r.id, body.variant_id) as RegistryItemRow);
  }));

  app.patch('/account/wedding_registry/set_item_quantity/:id', handler(ctx, (req) => {
    const item = ownedItem(req);
    const { quantity: q } = validate(z.object({ quantity }), req.params);
    db.prepare('UPDATE wedding_registry_items SET quantity = ? WHERE id = ?').run(q, item.id);
    return itemResponse(req, { ...item, quantity: q });
  }));

  app.delete('/account/wedding_registry/remove_item/:id', handler(ctx, (req) => {
    db.prepare('DELETE FROM wedding_registry_items WHERE id = ?').run(ownedItem(req).id);
    return noContent();
  }));

  app.get('/wedding_registries/:token', handler(ctx, (req) => {
    const r = db.prepare('SELECT * FROM wedding_registries WHERE token = ?').get(param(req, 'token')) as RegistryRow | undefined;
    if (!r) throw notFound();
    return json(registryDocument(req, r));
  }));

  return app;
}
