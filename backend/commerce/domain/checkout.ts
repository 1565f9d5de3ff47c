/**
 * The checkout state machine: cart → address → delivery → payment → confirm → complete.
 * `next` moves one step or answers 422 with the reason; `advance` goes as far as it can; `complete`
 * reserves stock atomically: the variant's stock is decremented only where enough is left (or the
 * variant is backorderable), inside one IMMEDIATE transaction, so parallel checkouts for the last
 * units complete exactly as many orders as there are units.
 */
import crypto from 'node:crypto';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { orderConfirmationMail } from '../mail';
import { ApiError, invalid, unprocessable } from '../http/errors';
import { display } from '../money';
import { assertPromotionsUsable, assertRegistryGift, MESSAGES } from './cart';
import {
  availableStoreCredit, computeTotals, findAddress, findOrder, loadLines, paymentBalance, paymentNumber, paymentsOf, quoteShipments, orderZone,
  repriceCheckout, SHIPPING_METHODS, shipmentsOf, type OrderRow, type OrderState,
} from './orders';
import { PAYMENT_METHODS } from './payments';
import type { UserRow } from './users';
import { assertLinesEligible, assertOrderMayCheckout, orderOwner } from './trade';
import { stateById, statesRequired } from './states';

;
export { paymentNumber } from './orders';

/** Completion refused because the order changed after it was paid (the storefront sends the shopper back to payment). */
const TAKE_AGAIN = 'Payment must be taken again';
export const PAYMENT_AGAIN = `${TAKE_AGAIN}: the order changed after it was paid.`;
export const paymentMismatch = (total: number, paid: number, currency: OrderRow['currency']) =>
  `${TAKE_AGAIN}: the payments (${display(paid, currency)}) do not equal the order total (${display(total, currency)}).`;

/**
 * Checkout rules hold at the order, not at the caller: the order's own account decides (a pending
 * trade account's order is refused whether it is addressed by bearer or by order token).
 */
export function assertMayCheckout(ctx: CommerceContext, order: OrderRow): void {
  assertOrderMayCheckout(ctx, order);
}

const randomDigits = (n: number) => Array.from({ length: n }, () => crypto.randomInt(0, 10)).join('');

/** Shipments per warehouse. */
function createShipments(ctx: CommerceContext, order: OrderRow): void {
  const lines = loadLines(ctx, order);
  ctx.db.prepare('DELETE FROM shipments WHERE order_id = ?').run(order.id);
  for (const q of quoteShipments(lines, orderZone(ctx, order), order.currency)) {
    ctx.db.prepare(`INSERT INTO shipments (order_id, number, stock_location, selected_method) VALUES (?, ?, ?, 'standard')`)
      .run(order.id, `H${randomDigits(11)}`, q.stockLocation);
  }
}

export const NO_SHIP_ADDRESS = 'To generate Shipping Rates Order needs to have a Shipping Address';
export const NO_LINE_ITEMS = 'To generate Shipping Rates you need to add some Line Items to Order';

/**
 * Shipments as Spree proposes them from the ship address, in any state (GET checkout/shipping_rates,
 * and on entering delivery). Shipments that still match the order's warehouses are kept with their
 * chosen methods: every change to the lines, the currency or the ship address deletes them
 * (resetCheckout), so what exists is current. (Spree rebuilds them on each call; keeping them lets a
 * client read the rates again without losing its choice.)
 */
export function proposeShipments(ctx: CommerceContext, order: OrderRow): void {
  const lines = loadLines(ctx, order);
  if (!order.ship_address_id) throw unprocessable(NO_SHIP_ADDRESS);
  if (lines.length === 0) throw unprocessable(NO_LINE_ITEMS);
  const ship = findAddress(ctx, order.ship_address_id);
  const blocked = lines.filter((l) => ship && l.product.excludedCountries.includes(ship.country_iso));
  if (blocked.length) throw new ApiError(422, MESSAGES.notShippable, { line_items: blocked.map((l) => `${l.product.name}: ${MESSAGES.notShippable}`) });
  const wanted = new Set(quoteShipments(lines, orderZone(ctx, order), order.currency).map((q) => q.stockLocation));
  const existing = shipmentsOf(ctx, order);
  if (existing.length === wanted.size && existing.every((s) => wanted.has(s.stock_location))) return;
  ctx.db.transaction(() => createShipments(ctx, order))();
}

/** Checks that the order may leave its state; returns the state it moves to. */
function transition(ctx: CommerceContext, order: OrderRow): OrderState {
  const lines = loadLines(ctx, order);
  switch (order.state) {
    case 'cart':
      if (lines.length === 0) throw invalid({ base: ['There are no items for this order. Please add an item to the order to continue.'] });
      return 'address';
    case 'address': {
      const errors: Record<string, string[]> = {};
      if (!order.email) errors.email = ["can't be blank"];
      if (!order.bill_address_id) errors.bill_address = ["can't be blank"];
      if (!order.ship_address_id) errors.ship_address = ["can't be blank"];
      if (Object.keys(errors).length) throw invalid(errors);
      const ship = findAddress(ctx, order.ship_address_id);
      // An address saved before states were chosen from a list may name none: ask for it again (its tax depends on it).
      if (ship && statesRequired(ship.country_iso) && !stateById(ship.state_id)) throw invalid({ 'ship_address.state': ["can't be blank"] });
      const blocked = lines.filter((l) => ship && l.product.excludedCountries.includes(ship.country_iso));
      if (blocked.length) throw new ApiError(422, MESSAGES.notShippable, { line_items: blocked.map((l) => `${l.product.name}: ${MESSAGES.notShippable}`) });
      return 'delivery';
    }
    case 'delivery': {
      const totals = computeTotals(ctx, order, lines);
      return totals.total - totals.storeCreditTotal <= 0 ? 'confirm' : 'payment';
    }
    case 'payment': {
      const totals = computeTotals(ctx, order, lines);
      const due = totals.total - totals.storeCreditTotal;
      const card = paymentsOf(ctx, order).find((p) => p.source_type === 'credit_card' && p.state === 'checkout');
      if (due > 0 && !card) throw invalid({ base: ['No payment found'] });
      // A card is charged what it was taken for, never silently another amount: a different amount is taken again.
      if (card && card.amount !== Math.max(0, due)) {
        repriceCheckout(ctx, order);
        throw unprocessable(PAYMENT_AGAIN);
      }
      return 'confirm';
    }
    case 'confirm':
      return 'complete';
    default:
      throw unprocessable(`The order cannot transition from ${order.state}.`);
  }
}

export function next(ctx: CommerceContext, order: OrderRow, user: UserRow | null): OrderRow {
  assertMayCheckout(ctx, order);
  if (order.state === 'confirm') return complete(ctx, order, user);
  const to = transition(ctx, order);
  ctx.db.transaction(() => {
    if (to === 'delivery') proposeShipments(ctx, order);
    ctx.db.prepare('UPDATE orders SET state = ?, updated_at = ? WHERE id = ?').run(to, nowIso(), order.id);
  })();
  return findOrder(ctx, order.id);
}

/** Moves forward until a step cannot be taken; never completes the order. */
export function advance(ctx: CommerceContext, order: OrderRow, user: UserRow | null): OrderRow {
  assertMayCheckout(ctx, order);
  let current = order;
  while (current.state !== 'confirm' && current.state !== 'complete') {
    try {
      current = next(ctx, current, user);
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) break;
      throw err;
    }
  }
  return current;
}

export interface Completed {
  order: OrderRow;
  productIds: number[];
}

export function complete(ctx: CommerceContext, order: OrderRow, user: UserRow | null): OrderRow {
  assertMayCheckout(ctx, order);
  // b2b_only / b2c_only against the order's account, whatever was allowed when the lines were added.
  assertLinesEligible(ctx, order, orderOwner(ctx, order));
  const ready = advance(ctx, order, user);
  if (ready.state !== 'confirm') {
    // Stuck at payment after a payment was voided: the order changed after it was paid.
    if (ready.state === 'payment' && paymentsOf(ctx, ready).some((p) => p.state === 'void')) throw unprocessable(PAYMENT_AGAIN);
    // Name the step that blocks completion.
    next(ctx, ready, user);
  }
  try {
    return completeConfirmed(ctx, order);
  } catch (err) {
    // Payments that do not add up to the total are voided, and the order goes back to the payment step.
    if (err instanceof ApiError && err.message.startsWith(TAKE_AGAIN)) {
      ctx.db.transaction(() => repriceCheckout(ctx, order))();
    }
    throw err;
  }
}

function completeConfirmed(ctx: CommerceContext, order: OrderRow): OrderRow {
  const done = ctx.db.transaction((): Completed => {
    const current = findOrder(ctx, order.id);
    // A parallel call completed it a moment ago: the same order again, never a second charge.
    if (current.state === 'complete') return { order: current, productIds: [] };
    if (current.state !== 'confirm') throw unprocessable('The order cannot be completed.');
    // Again inside the write lock: an operator's decision may have landed since the checks above.
    assertMayCheckout(ctx, current);
    assertLinesEligible(ctx, current, orderOwner(ctx, current));
    const lines = loadLines(ctx, current);
    // Checked here, in the completing transaction, so racing orders cannot both use what is left.
    assertPromotionsUsable(ctx, current);
    if (current.wedding_registry_id !== null) {
      for (const l of lines) assertRegistryGift(ctx, current.wedding_registry_id, l.variant_id, l.quantity);
    }
    const totals = computeTotals(ctx, current, lines);
    // The order is placed only when its payments (store credit and card) add up to its total exactly.
    const balance = paymentBalance(ctx, current, totals.total);
    if (!balance.settled) {
      const message = paymentMismatch(balance.total, balance.paid, current.currency);
      throw new ApiError(422, message, { base: [message] });
    }
    const decrement = ctx.db.prepare(`UPDATE variants SET count_on_hand = count_on_hand - @qty
      WHERE id = @id AND (backorderable = 1 OR count_on_hand >= @qty)`);
    const outOfStock: string[] = [];
    for (const l of lines) {
      if (decrement.run({ qty: l.quantity, id: l.variant_id }).changes === 0) {
        const left = (ctx.db.prepare('SELECT count_on_hand AS n FROM variants WHERE id = ?').get(l.variant_id) as { n: number }).n;
        outOfStock.push(`${l.product.name} is out of stock: ${left > 0 ? `only ${left} left` : 'no units left'}.`);
      }
    }
    // Throwing rolls back every decrement made above.
    if (outOfStock.length) throw new ApiError(422, outOfStock.join(' '), { 'line_items.quantity': outOfStock });

    // Store credit is spent oldest first.
    for (const p of paymentsOf(ctx, current).filter((x) => x.source_type === 'store_credit' && x.state === 'checkout')) {
      let remaining = p.amount;
      const credits = ctx.db.prepare('SELECT id, amount - amount_used AS left FROM store_credits WHERE user_id = ? AND currency = ? AND amount > amount_used ORDER BY id')
        .all(current.user_id, current.currency) as { id: number; left: number }[];
      for (const c of credits) {
        if (remaining <= 0) break;
        const take = Math.min(c.left, remaining);
        ctx.db.prepare('UPDATE store_credits SET amount_used = amount_used + ? WHERE id = ?').run(take, c.id);
        remaining -= take;
      }
      if (remaining > 0) throw unprocessable('Your store credit is no longer sufficient for this payment.');
    }
    ctx.db.prepare(`UPDATE payments SET state = 'completed' WHERE order_id = ? AND state = 'checkout'`).run(current.id);
    const backordered = lines.some((l) => l.quantity > l.product.countOnHand);
    ctx.db.prepare(`UPDATE orders SET state = 'complete', completed_at = @now, updated_at = @now, payment_state = 'paid',
      shipment_state = @shipment, item_total = @item, ship_total = @ship, promo_total = @promo, additional_tax_total = @addTax,
      included_tax_total = @incTax, total = @total WHERE id = @id`).run({
      now: nowIso(), shipment: backordered ? 'backorder' : 'ready', item: totals.itemTotal, ship: totals.shipTotal,
      promo: totals.promoTotal + totals.giftCodeTotal, addTax: totals.additionalTaxTotal, incTax: totals.includedTaxTotal, total: totals.total, id: current.id,
    });
    ctx.db.prepare(`UPDATE shipments SET state = 'ready' WHERE order_id = ?`).run(current.id);
    const placed = findOrder(ctx, current.id);
    // The confirmation is committed with the order (delivered below, or on the next start if the process dies first).
    if (placed.email) {
      ctx.outbox.enqueue({ kind: 'order_confirmation', to: placed.email, token: placed.number, ...orderConfirmationMail(ctx, placed) });
    }
    return { order: placed, productIds: lines.map((l) => l.product.id) };
  }).immediate();

  ctx.feed.notifyProductsChanged(done.productIds);
  try {
    ctx.outbox.deliverPending();
  } catch (err) {
    // The order stands: its message stays recorded and is delivered on the next start.
    console.error('[outbox] delivery failed; retried on start-up:', err);
  }
  return done.order;
}

/**
 * A completion asked again for an order that is already complete (the answer to the first call was
 * lost): Spree answers the order. Only by the order's own token, which proves it is the caller's.
 */
export function completedByToken(ctx: CommerceContext, orderToken: string | null | undefined): OrderRow | null {
  if (!orderToken) return null;
  return (ctx.db.prepare(`SELECT * FROM orders WHERE token = ? AND state = 'complete'`).get(orderToken) as OrderRow | undefined) ?? null;
}

export function selectShippingMethod(ctx: CommerceContext, order: OrderRow, methodId: number, shipmentId: number | null): void {
  const method = SHIPPING_METHODS.find((m) => m.id === methodId);
  if (!method) throw invalid({ shipping_method_id: ['is invalid'] });
  // Shipments exist from the delivery step, or earlier once shipping rates were asked for (as in Spree).
  if (shipmentsOf(ctx, order).length === 0) {
    throw unprocessable('Shipping methods can be selected once the order has shipments: ask for its shipping rates first.');
  }
  const before = new Map(shipmentsOf(ctx, order).map((s) => [s.id, s.selected_method]));
  const { changes } = shipmentId === null
    ? ctx.db.prepare('UPDATE shipments SET selected_method = ? WHERE order_id = ?').run(method.code, order.id)
    : ctx.db.prepare('UPDATE shipments SET selected_method = ? WHERE order_id = ? AND id = ?').run(method.code, order.id, shipmentId);
  if (!changes) throw invalid({ shipment_id: ['is invalid'] });
  // A changed shipping method changes the amount due: payments are taken again (choosing the same one changes nothing).
  const after = shipmentsOf(ctx, order);
  if (after.some((s) => before.get(s.id) !== s.selected_method)) repriceCheckout(ctx, order);
}

export function addStoreCredit(ctx: CommerceContext, order: OrderRow, user: UserRow, amount: number | null): void {
  const available = availableStoreCredit(ctx, user.id, order.currency);
  const totals = computeTotals(ctx, order, loadLines(ctx, order));
  // Capped at the total: store credit never pays more than the order costs; the card pays the rest.
  const use = Math.min(available, totals.total, amount ?? Number.POSITIVE_INFINITY);
  if (use <= 0) throw unprocessable(available <= 0 ? 'You have no store credit in this currency.' : 'There is nothing left to pay with store credit.');
  ctx.db.transaction(() => {
    // The amount due changes: a card taken for the old amount is taken again.
    repriceCheckout(ctx, order, { keepStoreCredit: false });
    ctx.db.prepare(`INSERT INTO payments (order_id, number, payment_method_id, source_type, amount, state, created_at)
      VALUES (?, ?, ?, 'store_credit', ?, 'checkout', ?)`).run(order.id, paymentNumber(), PAYMENT_METHODS.storeCredit.id, use, nowIso());
  })();
}

export function removeStoreCredit(ctx: CommerceContext, order: OrderRow): void {
  // Without credit applied nothing changes; with it, the amount due grows and the card is taken again.
  if (!paymentsOf(ctx, order).some((p) => p.source_type === 'store_credit' && p.state === 'checkout')) return;
  ctx.db.transaction(() => repriceCheckout(ctx, order, { keepStoreCredit: false }))();
}
