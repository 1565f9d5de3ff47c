/**
 * The wedding registry (spec §3, §4): one per user, kept by its owner under /account/wedding_registry and
 * shown to anyone holding its link at /wedding_registries/{token}. Guests buy from it through the cart
 * (add_item with wedding_registry_id); what complete orders bought is reported per item.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CommerceContext } from '../context';
import {
  addRegistryItem, createRegistry, purchasedFor, registryByToken, registryItem, registryItemsOf, registryOf, removeRegistryItem,
  setRegistryItemQuantity, updateRegistry, type RegistryItemRow, type RegistryRow,
} from '../domain/registry';
import type { UserRow } from '../domain/users';
import { variantExists } from '../domain/wishlists';
import { registryItemResource, registryResource } from '../serializers/registry';
import { ApiError, notFound, unprocessable } from './errors';
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

  function owned(req: Request): RegistryRow {
    const r = registryOf(db, requireBearer(req).id);
    if (!r) throw notFound();
    return r;
  }

  function registryDocument(req: Request, r: RegistryRow) {
    const items = registryItemsOf(db, r);
    const includes = new Includes(req.params);
    const included = new Included();
    if (includes.has('items')) {
      const bought = purchasedFor(db, r.id);
      included.add(...items.map((i) => registryItemResource(i, bought.get(i.variant_id) ?? 0)));
      const view = catalogueView(req);
      includeVariants(ctx, productsOf(ctx, items.map((i) => i.variant_id), view).values(), view, includes, included, 'items');
    }
    return document(registryResource(r, items), req.params, included);
  }

  function itemResponse(req: Request, item: RegistryItemRow) {
    return json(document(registryItemResource(item, purchasedFor(db, item.wedding_registry_id).get(item.variant_id) ?? 0), req.params));
  }

  function ownedItem(req: Request): RegistryItemRow {
    const r = owned(req);
    const item = registryItem(db, r, Number(param(req, 'id')) || -1);
    if (!item) throw notFound();
    return item;
  }

  app.get('/account/wedding_registry', handler(ctx, (req) => json(registryDocument(req, owned(req)))));

  app.post('/account/wedding_registry', handler(ctx, (req) => {
    const user = requireBearer(req);
    const body = validate(registrySchema, registryParams(req.params));
    const created = createRegistry(db, user.id, body);
    if (!created) throw unprocessable(REGISTRY_EXISTS);
    return json(registryDocument(req, created), 201);
  }));

  app.patch('/account/wedding_registry', handler(ctx, (req) => {
    const r = owned(req);
    const body = validate(registrySchema.partial(), registryParams(req.params));
    return json(registryDocument(req, updateRegistry(db, r, body)));
  }));

  app.post('/account/wedding_registry/add_item', handler(ctx, (req) => {
    const r = owned(req);
    const body = validate(itemSchema, req.params);
    if (!variantExists(db, body.variant_id)) throw notFound();
    return itemResponse(req, addRegistryItem(db, r, body.variant_id, body.quantity));
  }));

  app.patch('/account/wedding_registry/set_item_quantity/:id', handler(ctx, (req) => {
    const item = ownedItem(req);
    const { quantity: q } = validate(z.object({ quantity }), req.params);
    return itemResponse(req, setRegistryItemQuantity(db, item, q));
  }));

  app.delete('/account/wedding_registry/remove_item/:id', handler(ctx, (req) => {
    removeRegistryItem(db, ownedItem(req));
    return noContent();
  }));

  app.get('/wedding_registries/:token', handler(ctx, (req) => {
    const r = registryByToken(db, param(req, 'token'));
    if (!r) throw notFound();
    return json(registryDocument(req, r));
  }));

  return app;
}
