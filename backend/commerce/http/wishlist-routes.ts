/** Wishlists (spec §7 "Wishlists"): the default list (favorites) and named lists with quantities, addressed by token. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProductRecord } from '../catalogue/repository';
import type { CommerceContext } from '../context';
import {
  createWishlist, defaultWishlist, deleteWishlist, putWishedItem, removeWishedItem, setWishedQuantity, updateWishlist, wishedItemsOf,
  wishlistByToken, wishlistsOf, type WishedRow, type WishlistRow,
} from '../domain/wishlists';
import { decimal, display } from '../money';
import { ApiError, notFound } from './errors';
import { document, Included, Includes, pageParams, ref, refs, type Resource } from './jsonapi';
import { obj, str, validate, type Params } from './params';
import { catalogueView as view, includeVariants, itemSchema, productsOf, quantity } from './list-items';
import { handler, json, noContent, param, type Request } from './route';
import { requireUser } from './session';

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

  /** Private lists are visible to their owner only; others get a 404 (they do not exist for them). */
  function visible(req: Request): WishlistRow {
    const w = wishlistByToken(db, param(req, 'token'));
    if (!w) throw notFound();
    if (w.is_private && w.user_id !== req.session.user?.id) throw notFound();
    return w;
  }
  function owned(req: Request): WishlistRow {
    const w = visible(req);
    if (w.user_id !== req.session.user?.id) throw new ApiError(403, 'You are not authorized to access this page.');
    return w;
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
      const items = wishedItemsOf(db, w);
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
    defaultWishlist(db, user.id);
    const { page, perPage } = pageParams(req.params);
    const { lists, total } = wishlistsOf(db, user.id, page, perPage);
    return json(wishlistDocument(req, lists, req.params, { page, perPage, total }));
  }));

  app.get('/wishlists/default', handler(ctx, (req) => json(wishlistDocument(req, [defaultWishlist(db, requireUser(req.session).id)], req.params))));

  app.post('/wishlists', handler(ctx, (req) => {
    const user = requireUser(req.session);
    const body = validate(wishlistSchema, wishlistParams(req.params));
    return json(wishlistDocument(req, [createWishlist(db, user.id, body)], req.params), 201);
  }));

  app.get('/wishlists/:token', handler(ctx, (req) => json(wishlistDocument(req, [visible(req)], req.params))));

  app.patch('/wishlists/:token', handler(ctx, (req) => {
    const w = owned(req);
    const body = validate(wishlistSchema.partial(), wishlistParams(req.params));
    return json(wishlistDocument(req, [updateWishlist(db, w, body)], req.params));
  }));

  app.delete('/wishlists/:token', handler(ctx, (req) => {
    const w = owned(req);
    deleteWishlist(db, w);
    return noContent();
  }));

  app.post('/wishlists/:token/add_item', handler(ctx, (req) => {
    const w = owned(req);
    const body = validate(itemSchema, req.params);
    const item = putWishedItem(db, w, body.variant_id, body.quantity);
    if (!item) throw notFound();
    return itemResponse(req, item);
  }));

  app.patch('/wishlists/:token/set_item_quantity/:id', handler(ctx, (req) => {
    const w = owned(req);
    const { quantity: q } = validate(z.object({ quantity }), req.params);
    const item = setWishedQuantity(db, w, Number(param(req, 'id')) || -1, q);
    if (!item) throw notFound();
    return itemResponse(req, item);
  }));

  app.delete('/wishlists/:token/remove_item/:id', handler(ctx, (req) => {
    const w = owned(req);
    const item = removeWishedItem(db, w, Number(param(req, 'id')) || -1);
    if (!item) throw notFound();
    return itemResponse(req, item);
  }));

  return app;
}
