/** Wishlists (spec §7 "Wishlists"): the default list (favorites) and named lists with quantities, addressed by token. */
import { Hono } from 'hono';
import { z } from 'zod';
import { randomToken } from '../auth/passwords';
import type { ProductRecord } from '../catalogue/repository';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import type { UserRow } from '../domain/users';
import { decimal, display } from '../money';
import { ApiError, notFound } from './errors';
import { document, Included, Includes, pageParams, ref, refs, type Resource } from './jsonapi';
import { obj, str, validate, type Params } from './params';
import { catalogueView as view, includeVariants, itemSchema, productsOf, quantity } from './list-items';
import { handler, json, noContent, param, type Request } from './route';
import { requireUser } from './session';

interface WishlistRow { id: number; user_id: number; token: string; name: string; description: string | null; is_private: number; is_default: number; created_at: string }
interface WishedRow { id: number; wishlist_id: number; variant_id: number; quantity: number; created_at: string }

const blank = "can't be blank";
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
const wishlistSchema = z.object({
  name: z.string({ error: blank }).trim().min(1, blank).max(100, 'is too long (maximum is 100 characters)'),
  is_private: flag.optional(),
  is_default: flag.optional(),
  description: z.string().trim().max(500, 'is too long (maximum is 500 characters)').optional().nullable(),
});

/** Spree reads name/is_private/is_default at the top level (as the SDK sends them) or under `wishlist`. */
function wishlistParams(params: Params): Params {
  const { name, is_private, is_default, description } = params;
  const top = Object.fromEntries(Object.entries({ name, is_private, is_default, description }).filter(([, v]) => v !== undefined));
  return { ...top, ...obj(params.wishlist) } as Params;
}

export function wishlistRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  function defaultWishlist(user: UserRow): WishlistRow {
    const found = db.prepare('SELECT * FROM wishlists WHERE user_id = ? AND is_default = 1').get(user.id) as WishlistRow | undefined;
    if (found) return found;
    db.prepare(`INSERT INTO wishlists (user_id, token, name, is_private, is_default, created_at) VALUES (?, ?, 'Favorites', 1, 1, ?)`).run(user.id, randomToken(12), nowIso());
    return defaultWishlist(user);
  }

  /** Private lists are visible to their owner only; others get a 404 (they do not exist for them). */
  function visible(req: Request): WishlistRow {
    const w = db.prepare('SELECT * FROM wishlists WHERE token = ?').get(param(req, 'token')) as WishlistRow | undefined;
    if (!w) throw notFound();
    if (w.is_private && w.user_id !== req.session.user?.id) throw notFound();
    return w;
  }
  function owned(req: Request): WishlistRow {
    const w = visible(req);
    if (w.user_id !== req.session.user?.id) throw new ApiError(403, 'You are not authorized to access this page.');
    return w;
  }

  function itemsOf(w: WishlistRow): WishedRow[] {
    return db.prepare('SELECT * FROM wished_items WHERE wishlist_id = ? ORDER BY id').all(w.id) as WishedRow[];
  }

  function wishedResource(item: WishedRow, p: ProductRecord | undefined): Resource {
    const price = p?.price ?? 0;
    const currency = p?.currency ?? 'USD';
    return {
      id: String(item.id),
      type: 'wished_item',
      attributes: {
        quantity: item.quantity, price: decimal(price), display_price: display(price, currency), total: decimal(price * item.quantity),
        display_total: display(price * item.quantity, currency), created_at: item.created_at,
      },
      relationships: { variant: ref('variant', item.variant_id) },
    };
  }

  function wishlistDocument(req: Request, lists: WishlistRow[], params: Params, paged?: { page: number; perPage: number; total: number }) {
    const v = view(req);
    const includes = new Includes(params);
    const included = new Included();
    const variantIncluded = str(params.is_variant_included);
    const data = lists.map((w): Resource => {
      const items = itemsOf(w);
      const products = productsOf(ctx, items.map((i) => i.variant_id), v);
      if (includes.has('wished_items')) included.add(...items.map((i) => wishedResource(i, products.get(i.variant_id))));
      includeVariants(ctx, products.values(), v, includes, included, 'wished_items');
      return {
        id: w.token,
        type: 'wishlist',
        attributes: {
          token: w.token, name: w.name, description: w.description ?? null, is_private: !!w.is_private, is_default: !!w.is_default, item_count: items.length,
          ...(variantIncluded ? { variant_included: items.some((i) => String(i.variant_id) === variantIncluded) } : {}),
        },
        relationships: { wished_items: refs('wished_item', items.map((i) => i.id)) },
      };
    });
    if (paged) return document(data, params, included, { page: { page: paged.page, perPage: paged.perPage, totalCount: paged.total }, url: req.c.req.url });
    return document(data[0], params, included);
  }

  const itemResponse = (req: Request, item: WishedRow) => {
    const v = view(req);
    const p = ctx.repo.productsByVariantIds([item.variant_id], v.locale, v.currency)[0];
    return json(document(wishedResource(item, p), req.params));
  };

  app.get('/wishlists', handler(ctx, (req) => {
    const user = requireUser(req.session);
    defaultWishlist(user);
    const { page, perPage } = pageParams(req.params);
    const total = (db.prepare('SELECT COUNT(*) AS n FROM wishlists WHERE user_id = ?').get(user.id) as { n: number }).n;
    const lists = db.prepare('SELECT * FROM wishlists WHERE user_id = ? ORDER BY is_default DESC, id LIMIT ? OFFSET ?').all(user.id, perPage, (page - 1) * perPage) as WishlistRow[];
    return json(wishlistDocument(req, lists, req.params, { page, perPage, total }));
  }));

  app.get('/wishlists/default', handler(ctx, (req) => json(wishlistDocument(req, [defaultWishlist(requireUser(req.session))], req.params))));

  app.post('/wishlists', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const body = validate(wishlistSchema, wishlistParams(req.params));
    const token = randomToken(12);
    db.transaction(() => {
      if (body.is_default) db.prepare('UPDATE wishlists SET is_default = 0 WHERE user_id = ?').run(user.id);
      db.prepare('INSERT INTO wishlists (user_id, token, name, description, is_private, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(user.id, token, body.name, body.description || null, body.is_private === false ? 0 : 1, body.is_default ? 1 : 0, nowIso());
    })();
    const created = db.prepare('SELECT * FROM wishlists WHERE token = ?').get(token) as WishlistRow;
    return json(wishlistDocument(req, [created], req.params), 201);
  }));

  app.get('/wishlists/:token', handler(ctx, (req) => json(wishlistDocument(req, [visible(req)], req.params))));

  app.patch('/wishlists/:token', handler(ctx, (req) => {
    const w = owned(req);
    const body = validate(wishlistSchema.partial(), wishlistParams(req.params));
    db.transaction(() => {
      if (body.name !== undefined) db.prepare('UPDATE wishlists SET name = ? WHERE id = ?').run(body.name, w.id);
      if (body.description !== undefined) db.prepare('UPDATE wishlists SET description = ? WHERE id = ?').run(body.description || null, w.id);
      if (body.is_private !== undefined) db.prepare('UPDATE wishlists SET is_private = ? WHERE id = ?').run(body.is_private ? 1 : 0, w.id);
      if (body.is_default) {
        db.prepare('UPDATE wishlists SET is_default = 0 WHERE user_id = ?').run(w.user_id);
        db.prepare('UPDATE wishlists SET is_default = 1 WHERE id = ?').run(w.id);
      }
    })();
    return json(wishlistDocument(req, [db.prepare('SELECT * FROM wishlists WHERE id = ?').get(w.id) as WishlistRow], req.params));
  }));

  app.delete('/wishlists/:token', handler(ctx, (req) => {
    const w = owned(req);
    db.prepare('DELETE FROM wishlists WHERE id = ?').run(w.id);
    return noContent();
  }));

  app.post('/wishlists/:token/add_item', handler(ctx, (req) => {
    const w = owned(req);
    const body = validate(itemSchema, req.params);
    if (!db.prepare('SELECT 1 FROM variants WHERE id = ?').get(body.variant_id)) throw notFound();
    db.prepare(`INSERT INTO wished_items (wishlist_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (wishlist_id, variant_id) DO UPDATE SET quantity = excluded.quantity`).run(w.id, body.variant_id, body.quantity, nowIso());
    return itemResponse(req, db.prepare('SELECT * FROM wished_items WHERE wishlist_id = ? AND variant_id = ?').get(w.id, body.variant_id) as WishedRow);
  }));

  app.patch('/wishlists/:token/set_item_quantity/:id', handler(ctx, (req) => {
    const w = owned(req);
    const { quantity: q } = validate(z.object({ quantity }), req.params);
    const { changes } = db.prepare('UPDATE wished_items SET quantity = ? WHERE id = ? AND wishlist_id = ?').run(q, Number(param(req, 'id')) || -1, w.id);
    if (!changes) throw notFound();
    return itemResponse(req, db.prepare('SELECT * FROM wished_items WHERE id = ?').get(Number(param(req, 'id'))) as WishedRow);
  }));

  app.delete('/wishlists/:token/remove_item/:id', handler(ctx, (req) => {
    const w = owned(req);
    const item = db.prepare('SELECT * FROM wished_items WHERE id = ? AND wishlist_id = ?').get(Number(param(req, 'id')) || -1, w.id) as WishedRow | undefined;
    if (!item) throw notFound();
    db.prepare('DELETE FROM wished_items WHERE id = ?').run(item.id);
    return itemResponse(req, item);
  }));

  return app;
}
