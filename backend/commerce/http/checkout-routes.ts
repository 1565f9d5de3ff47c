/** Checkout endpoints (spec §7 "Checkout"). */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import {
  addStoreCredit, advance, assertMayCheckout, complete, next, paymentNumber, proposeShipments, removeStoreCredit, selectShippingMethod,
} from '../domain/checkout';
import { insertAddress } from '../domain/accounts';
import { computeTotals, findOrder, loadLines, repriceCheckout, requireCart, resetCheckout, shipmentsOf, type OrderRow } from '../domain/orders';
import { checkTestCard, PAYMENT_METHODS } from '../domain/payments';
import { availableStoreCredit } from '../domain/orders';
import type { UserRow } from '../domain/users';
import { orderDocument, shipmentResources } from '../serializers/order';
import { addressSchema } from './account-routes';
import { ApiError, invalid, notFound, unprocessable } from './errors';
import { document, Included, Includes, type Resource } from './jsonapi';
import { obj, validate, type Params } from './params';
import { handler, json, param, type Request } from './route';

const idLike = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/, 'is invalid')).transform(Number);

const sourceSchema = z.object({
  gateway_payment_profile_id: z.string().optional(),
  number: z.string().optional(),
  cc_type: z.string().optional(),
  last_digits: z.string().optional(),
  month: z.coerce.number().int().optional(),
  year: z.coerce.number().int().optional(),
  name: z.string().optional(),
  verification_value: z.string().optional(),
});
const paymentSchema = z.object({
  payment_method_id: idLike,
  source_id: idLike.optional(),
  source_attributes: sourceSchema.optional(),
  amount: z.coerce.number().optional(),
});

const updateSchema = z.object({
  email: z.string().trim().email('is invalid').optional(),
  special_instructions: z.string().max(2000).optional().nullable(),
  bill_address_id: idLike.optional(),
  ship_address_id: idLike.optional(),
  bill_address_attributes: z.record(z.string(), z.unknown()).optional(),
  ship_address_attributes: z.record(z.string(), z.unknown()).optional(),
  use_billing: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  shipments_attributes: z.array(z.object({ id: idLike, selected_shipping_rate_id: idLike })).optional(),
  payments_attributes: z.array(paymentSchema).optional(),
});

/** A user's saved address or a new one from attributes; addresses of another user are not found. */
function resolveAddress(ctx: CommerceContext, user: UserRow | null, id: number | undefined, attrs: Record<string, unknown> | undefined, field: string): number | undefined {
  if (id !== undefined) {
    const row = ctx.db.prepare('SELECT user_id FROM addresses WHERE id = ? AND deleted_at IS NULL').get(id) as { user_id: number | null } | undefined;
    if (!row || row.user_id === null || row.user_id !== user?.id) throw notFound();
    return id;
  }
  if (!attrs) return undefined;
  try {
    return insertAddress(ctx, null, validate(addressSchema, attrs));
  } catch (err) {
    // Field errors are reported under the nested attribute name, as Rails' nested attributes do.
    if (err instanceof ApiError && err.errors) {
      throw invalid(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`${field}.${k}`, v])));
    }
    throw err;
  }
}

function createPayment(ctx: CommerceContext, order: OrderRow, user: UserRow | null, body: z.infer<typeof paymentSchema>): void {
  if (body.payment_method_id === PAYMENT_METHODS.storeCredit.id) {
    if (!user) throw new ApiError(403, 'You are not authorized to access this page.');
    addStoreCredit(ctx, order, user, body.amount === undefined ? null : Math.round(body.amount * 100));
    return;
  }
  if (body.payment_method_id !== PAYMENT_METHODS.card.id) {
    throw invalid({ payment_method_id: [body.payment_method_id === PAYMENT_METHODS.stripe.id ? 'is paid through create_stripe_session' : 'is invalid'] });
  }
  const totals = computeTotals(ctx, order, loadLines(ctx, order));
  const amount = Math.max(0, totals.total - totals.storeCreditTotal);
  let card: { ccType: string; lastDigits: string; month: number | null; year: number | null; name: string | null; creditCardId: number | null };
  if (body.source_id !== undefined) {
    const saved = ctx.db.prepare('SELECT * FROM credit_cards WHERE id = ? AND user_id = ? AND deleted_at IS NULL').get(body.source_id, user?.id ?? -1) as
      { id: number; cc_type: string; last_digits: string; month: number; year: number; name: string } | undefined;
    if (!saved) throw notFound();
    card = { ccType: saved.cc_type, lastDigits: saved.last_digits, month: saved.month, year: saved.year, name: saved.name, creditCardId: saved.id };
  } else {
    const src = body.source_attributes ?? {};
    const check = checkTestCard({ number: src.number, profileId: src.gateway_payment_profile_id, month: src.month, year: src.year }, new Date(ctx.config.now()));
    if (!check.ok) throw new ApiError(422, check.summary, { [check.field]: [check.message] });
    let creditCardId: number | null = null;
    if (user) {
      const isFirst = !ctx.db.prepare('SELECT 1 FROM credit_cards WHERE user_id = ? AND deleted_at IS NULL').get(user.id);
      creditCardId = Number(ctx.db.prepare(`INSERT INTO credit_cards (user_id, payment_method_id, cc_type, last_digits, month, year, name,
        gateway_payment_profile_id, is_default, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(user.id, PAYMENT_METHODS.card.id, check.ccType,
        check.lastDigits, src.month ?? 12, src.year ?? new Date(ctx.config.now()).getUTCFullYear() + 1, src.name ?? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim(),
        check.profileId, isFirst ? 1 : 0, nowIso()).lastInsertRowid);
    }
    card = { ccType: check.ccType, lastDigits: check.lastDigits, month: src.month ?? null, year: src.year ?? null, name: src.name ?? null, creditCardId };
  }
  ctx.db.transaction(() => {
    ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout' AND source_type = 'credit_card'`).run(order.id);
    ctx.db.prepare(`INSERT INTO payments (order_id, number, payment_method_id, source_type, credit_card_id, amount, state, cc_type, last_digits,
      month, year, name, response_code, created_at) VALUES (?, ?, ?, 'credit_card', ?, ?, 'checkout', ?, ?, ?, ?, ?, ?, ?)`).run(order.id,
      paymentNumber(), PAYMENT_METHODS.card.id, card.creditCardId, amount, card.ccType, card.lastDigits, card.month, card.year, card.name,
      `AUTH-${Date.now().toString(36).toUpperCase()}`, nowIso());
  })();
}

function updateCheckout(ctx: CommerceContext, order: OrderRow, user: UserRow | null, params: Params): void {
  const body = validate(updateSchema, obj(params.order));
  const bill = resolveAddress(ctx, user, body.bill_address_id, body.bill_address_attributes, 'bill_address');
  const useBilling = body.use_billing === true || body.use_billing === 'true';
  const ship = useBilling ? bill : resolveAddress(ctx, user, body.ship_address_id, body.ship_address_attributes, 'ship_address');
  ctx.db.transaction(() => {
    const set = (column: string, value: unknown) => ctx.db.prepare(`UPDATE orders SET ${column} = ?, updated_at = ? WHERE id = ?`).run(value, nowIso(), order.id);
    if (body.email) set('email', body.email);
    if (body.special_instructions !== undefined) set('special_instructions', body.special_instructions);
    if (bill !== undefined) {
      set('bill_address_id', bill);
      // The card is taken against its billing address: a new one means payment is taken again.
      if (ship === undefined) repriceCheckout(ctx, findOrder(ctx, order.id));
    }
    if (ship !== undefined) {
      set('ship_address_id', ship);
      // A new destination changes shipping and taxes: checkout resumes from the address step.
      resetCheckout(ctx, findOrder(ctx, order.id));
    }
    for (const s of body.shipments_attributes ?? []) {
      const shipment = shipmentsOf(ctx, order).find((x) => x.id === s.id);
      if (!shipment) throw notFound();
      selectShippingMethod(ctx, findOrder(ctx, order.id), s.selected_shipping_rate_id - shipment.id * 10, shipment.id);
    }
  })();
  // Spree also takes the card next to the order, keyed by payment method: `payment_source: {"1": {...}}`.
  const sources = obj(params.payment_source);
  for (const p of body.payments_attributes ?? []) {
    const source = p.source_attributes ?? (sources[String(p.payment_method_id)] ? validate(sourceSchema, obj(sources[String(p.payment_method_id)])) : undefined);
    createPayment(ctx, findOrder(ctx, order.id), user, { ...p, source_attributes: source });
  }
}

function paymentMethodResources(ctx: CommerceContext, user: UserRow | null, order: OrderRow): Resource[] {
  const methods: Resource[] = [{
    id: String(PAYMENT_METHODS.card.id), type: 'payment_method',
    attributes: { type: PAYMENT_METHODS.card.type, name: PAYMENT_METHODS.card.name, description: PAYMENT_METHODS.card.description, preferences: { test_mode: true }, public_metadata: {} },
  }];
  if (user && availableStoreCredit(ctx, user.id, order.currency) > 0) {
    methods.push({
      id: String(PAYMENT_METHODS.storeCredit.id), type: 'payment_method',
      attributes: { type: PAYMENT_METHODS.storeCredit.type, name: PAYMENT_METHODS.storeCredit.name, description: PAYMENT_METHODS.storeCredit.description, preferences: {}, public_metadata: {} },
    });
  }
  if (ctx.config.stripeSecretKey) {
    methods.push({
      id: String(PAYMENT_METHODS.stripe.id), type: 'payment_method',
      attributes: { type: PAYMENT_METHODS.stripe.type, name: PAYMENT_METHODS.stripe.name, description: PAYMENT_METHODS.stripe.description, preferences: { publishable_key: process.env.STRIPE_PUBLISHABLE_KEY ?? null }, public_metadata: {} },
    });
  }
  return methods;
}

/** A Stripe Checkout session for the amount due (needs STRIPE_SECRET_KEY and network access to Stripe). */
async function createStripeSession(ctx: CommerceContext, order: OrderRow, successUrl: string, cancelUrl: string): Promise<Response> {
  const key = ctx.config.stripeSecretKey;
  if (!key) throw unprocessable('Stripe is not configured: set STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY) to pay with Stripe Checkout.');
  const totals = computeTotals(ctx, order, loadLines(ctx, order));
  const form = new URLSearchParams({
    mode: 'payment', success_url: successUrl, cancel_url: cancelUrl, client_reference_id: order.number,
    'line_items[0][quantity]': '1', 'line_items[0][price_data][currency]': order.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(totals.total - totals.storeCreditTotal),
    'line_items[0][price_data][product_data][name]': `Casa Maestri order ${order.number}`,
  });
  if (order.email) form.set('customer_email', order.email);
  const res = await fetch('https://api.stripe.com/v1/checkout/sessions', {
    method: 'POST', body: form, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  const session = res && res.ok ? ((await res.json()) as { id: string; url: string }) : null;
  if (!session) throw unprocessable('Stripe did not create a checkout session.');
  return json({ session_id: session.id, session_url: session.url });
}

export function checkoutRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  const respond = (req: Request, order: OrderRow) => json(orderDocument(ctx, findOrder(ctx, order.id), req.params));
  const cart = (req: Request) => {
    const order = requireCart(ctx, req.session);
    assertMayCheckout(ctx, order);
    return order;
  };

  app.patch('/checkout', handler(ctx, (req) => {
    const order = cart(req);
    updateCheckout(ctx, order, req.session.user, req.params);
    return respond(req, order);
  }));
  app.patch('/checkout/next', handler(ctx, (req) => respond(req, next(ctx, cart(req), req.session.user))));
  app.patch('/checkout/advance', handler(ctx, (req) => respond(req, advance(ctx, cart(req), req.session.user))));
  app.patch('/checkout/complete', handler(ctx, (req) => respond(req, complete(ctx, cart(req), req.session.user))));

  app.post('/checkout/add_store_credit', handler(ctx, (req) => {
    const order = cart(req);
    if (!req.session.user) throw new ApiError(403, 'You are not authorized to access this page.');
    const { amount } = validate(z.object({ amount: z.coerce.number().positive('must be greater than 0').optional() }), req.params);
    addStoreCredit(ctx, order, req.session.user, amount === undefined ? null : Math.round(amount * 100));
    return respond(req, order);
  }));
  app.post('/checkout/remove_store_credit', handler(ctx, (req) => {
    const order = cart(req);
    removeStoreCredit(ctx, order);
    return respond(req, order);
  }));

  app.get('/checkout/payment_methods', handler(ctx, (req) => {
    const order = requireCart(ctx, req.session);
    return json(document(paymentMethodResources(ctx, req.session.user, order), req.params));
  }));

  app.get('/checkout/shipping_rates', handler(ctx, (req) => {
    const order = requireCart(ctx, req.session);
    proposeShipments(ctx, order);
    const { data, rates } = shipmentResources(ctx, order, loadLines(ctx, order), shipmentsOf(ctx, order));
    const included = new Included();
    included.add(...rates);
    // Shipping rates are always included: they are the point of this call.
    return json({ ...document(data, { ...req.params, include: new Includes(req.params).any ? req.params.include : 'shipping_rates' }, included) });
  }));

  app.patch('/checkout/select_shipping_method', handler(ctx, (req) => {
    const order = cart(req);
    const body = validate(z.object({ shipping_method_id: idLike, shipment_id: idLike.optional() }), req.params);
    selectShippingMethod(ctx, order, body.shipping_method_id, body.shipment_id ?? null);
    return respond(req, order);
  }));

  app.post('/checkout/create_payment', handler(ctx, (req) => {
    const order = cart(req);
    createPayment(ctx, order, req.session.user, validate(paymentSchema, req.params));
    return respond(req, order);
  }));

  app.patch('/checkout/create_stripe_session', handler(ctx, async (req) => {
    const order = cart(req);
    if (!ctx.config.stripeSecretKey) throw unprocessable('Stripe is not configured: set STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY) to pay with Stripe Checkout.');
    const body = validate(z.object({ success_url: z.string().url('is invalid'), cancel_url: z.string().url('is invalid') }), req.params);
    return createStripeSession(ctx, order, body.success_url, body.cancel_url);
  }));

  // Order status for guests: the order's token proves ownership (spec §7 order_status). A guest who
  // kept no token may prove it with the order's e-mail instead (X-Spree-Order-Email, sent by the
  // storefront's server; not a Spree header): a wrong e-mail answers exactly as an unknown number,
  // so the answer never tells whether an order exists.
  app.get('/order_status/:number', handler(ctx, (req) => {
    const order = ctx.db.prepare(`SELECT * FROM orders WHERE number = ? AND state = 'complete'`).get(param(req, 'number')) as OrderRow | undefined;
    const email = req.c.req.header('x-spree-order-email')?.trim().toLowerCase();
    if (email !== undefined && !req.session.orderToken && !req.session.user) {
      if (!order || !email || (order.email ?? '').trim().toLowerCase() !== email) throw notFound();
      return json(orderDocument(ctx, order, req.params, 'order'));
    }
    if (!order) throw notFound();
    const owner = req.session.user && order.user_id === req.session.user.id;
    if (!owner && req.session.orderToken !== order.token) throw new ApiError(403, 'You are not authorized to access this page.');
    return json(orderDocument(ctx, order, req.params, 'order'));
  }));

  return app;
}
