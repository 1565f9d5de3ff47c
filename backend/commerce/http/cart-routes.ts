/** Cart endpoints (spec §7 "Cart"). */
import { Hono } from 'hono';
import { z } from 'zod';
import { COUNTRIES, findCountry } from '../../shared/countries';
import type { CommerceContext } from '../context';
import {
  addItem, applyCoupon, associate, changeCurrency, emptyCart, MESSAGES, removeCoupon, removeLine, setQuantity,
} from '../domain/cart';
import { createCart, findOrder, loadLines, quoteShipments, requireCart, SHIPPING_METHODS } from '../domain/orders';
import { zoneOf } from '../domain/zones';
import { decimal, display, isCurrency } from '../money';
import { orderDocument } from '../serializers/order';
import { ApiError } from './errors';
import { document, type Resource } from './jsonapi';
import { str, validate } from './params';
import { handler, json, noContent, param } from './route';
import { currencyOf, localeOf, requireUser } from './session';

const id = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/, 'is invalid')).transform(Number);
const quantity = z.coerce.number({ error: 'is not a number' }).int('must be an integer').min(1, 'must be greater than 0').max(999, 'must be less than 1000');

const addItemSchema = z.object({
  variant_id: id,
  quantity: quantity.default(1),
  wedding_registry_id: id.optional().nullable(),
});
const setQuantitySchema = z.object({ line_item_id: id, quantity });
const couponSchema = z.object({ coupon_code: z.string({ error: "can't be blank" }).trim().min(1, "can't be blank") });
const associateSchema = z.object({ guest_order_token: z.string({ error: "can't be blank" }).min(1, "can't be blank") });
const currencySchema = z.object({ new_currency: z.string({ error: "can't be blank" }).refine(isCurrency, 'is not supported') });
const estimateSchema = z.object({ country_iso: z.string({ error: "can't be blank" }).min(2, "can't be blank") });

export function cartRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();

  app.post('/cart', handler(ctx, ({ params, session }) => {
    const order = createCart(ctx, session.user, currencyOf(params), str(params.locale) ? localeOf(params) : null);
    return json(orderDocument(ctx, order, params), 201);
  }));

  app.get('/cart', handler(ctx, ({ params, session }) => json(orderDocument(ctx, requireCart(ctx, session), params))));

  app.delete('/cart', handler(ctx, ({ session }) => {
    const order = requireCart(ctx, session);
    ctx.db.prepare('DELETE FROM orders WHERE id = ?').run(order.id);
    return noContent();
  }));

  app.post('/cart/add_item', handler(ctx, ({ params, session }) => {
    const body = validate(addItemSchema, params);
    const order = requireCart(ctx, session);
    addItem(ctx, order, session.user, body.variant_id, body.quantity, body.wedding_registry_id ?? null);
    return json(orderDocument(ctx, findOrder(ctx, order.id), params));
  }));

  app.patch('/cart/set_quantity', handler(ctx, ({ params, session }) => {
    const body = validate(setQuantitySchema, params);
    const order = requireCart(ctx, session);
    setQuantity(ctx, order, body.line_item_id, body.quantity);
    return json(orderDocument(ctx, findOrder(ctx, order.id), params));
  }));

  app.delete('/cart/remove_line_item/:id', handler(ctx, (req) => {
    const order = requireCart(ctx, req.session);
    removeLine(ctx, order, validate(id, param(req, 'id')));
    return json(orderDocument(ctx, findOrder(ctx, order.id), req.params));
  }));

  app.patch('/cart/empty', handler(ctx, ({ params, session }) => {
    const order = requireCart(ctx, session);
    emptyCart(ctx, order);
    return json(orderDocument(ctx, findOrder(ctx, order.id), params));
  }));

  app.patch('/cart/apply_coupon_code', handler(ctx, ({ params, session }) => {
    const { coupon_code } = validate(couponSchema, params);
    const order = requireCart(ctx, session);
    applyCoupon(ctx, order, coupon_code);
    return json(orderDocument(ctx, findOrder(ctx, order.id), params));
  }));

  app.delete('/cart/remove_coupon_code/:code?', handler(ctx, (req) => {
    const order = requireCart(ctx, req.session);
    removeCoupon(ctx, order, req.c.req.param('code') ?? str(req.params.coupon_code) ?? null);
    return json(orderDocument(ctx, findOrder(ctx, order.id), req.params));
  }));

  app.patch('/cart/associate', handler(ctx, ({ params, session }) => {
    const user = requireUser(session);
    const { guest_order_token } = validate(associateSchema, params);
    return json(orderDocument(ctx, associate(ctx, user, guest_order_token), params));
  }));

  app.patch('/cart/change_currency', handler(ctx, ({ params, session }) => {
    const { new_currency } = validate(currencySchema, params);
    const order = requireCart(ctx, session);
    changeCurrency(ctx, order, session.user, new_currency as typeof order.currency);
    return json(orderDocument(ctx, findOrder(ctx, order.id), params));
  }));

  // One estimated rate per shipment (warehouse): the storefront sums their costs (spec §7).
  app.get('/cart/estimate_shipping_rates', handler(ctx, ({ params, session }) => {
    const { country_iso } = validate(estimateSchema, params);
    const order = requireCart(ctx, session);
    // ISO 3166 alpha-2 or alpha-3, as Spree accepts.
    const iso = country_iso.toUpperCase();
    const country = findCountry(iso) ?? COUNTRIES.find((c) => c.isocode3Letters === iso);
    if (!country) throw new ApiError(422, MESSAGES.shippingFailed, { country_iso: ['is not a country we ship to'] });
    const lines = loadLines(ctx, order);
    const blocked = lines.filter((l) => l.product.excludedCountries.includes(country.isocode));
    if (blocked.length) {
      throw new ApiError(422, MESSAGES.notShippable, { line_items: blocked.map((l) => `${l.product.name}: ${MESSAGES.notShippable}`) });
    }
    const standard = SHIPPING_METHODS[0];
    const data = quoteShipments(lines, zoneOf(country.isocode), order.currency).map((q): Resource & { shipment_data: unknown } => {
      const cost = q.costs[standard.code];
      const shipmentData = { stock_location: q.stockLocation, line_item_ids: q.lines.map((l) => String(l.id)) };
      return {
        id: `${q.stockLocation}-${standard.id}`,
        type: 'shipping_rate',
        attributes: {
          name: standard.name, selected: true, free: cost === 0, cost: decimal(cost), display_cost: display(cost, order.currency),
          final_price: decimal(cost), display_final_price: display(cost, order.currency), tax_amount: '0.00',
          shipping_method_id: standard.id, currency: order.currency, shipment_data: shipmentData,
        },
        shipment_data: shipmentData,
      };
    });
    return json(document(data, params));
  }));

  return app;
}
