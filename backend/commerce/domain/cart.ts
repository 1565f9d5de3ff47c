/** Cart operations: add, set quantity, remove, empty, coupons, currency, association (spec §4, §7, §8). */
import type { Currency } from '../../shared/countries';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { isOnRequest } from '../serializers/catalogue';
import {
  computeTotals, findOrder, loadLines, orderLanguage, orderPromotions, promotionMinimum, repriceCheckout, resetCheckout, unitPrice,
  type OrderRow, type PromotionRow,
} from './orders';
import { isTrade, type UserRow } from './users';
import { assertLinesEligible, eligibilityProblem, orderOwner } from './trade';
import { display } from '../money';

export const MESSAGES = {
  beyondStock: 'You already added to your cart all the available units of this item.',
  registryMix: "You can't mix wedding registry items and other items in the same order.",
  notShippable: 'This item is currently unavailable for shipping to your selected location.',
  shippingFailed: 'Unable to retrieve shipping data',
  onRequest: 'This item is available on request only.',
  noLongerSupplied: 'This item can no longer be supplied.',
  tradeOnly: 'This item is reserved for trade clients.',
  consumerOnly: 'This item is not available to trade clients.',
  notInRegistry: 'This item is not on this wedding registry.',
} as const;

/** 422 when more units of a registry piece are asked for than the couple still wants. */
export const registryRemaining = (left: number) =>
  left > 0
    ? `This wedding registry still wants only ${left} ${left === 1 ? 'unit' : 'units'} of this item.`
    : 'This wedding registry already has all the units it wants of this item.';

/** Units of a registry piece still wanted: its quantity less what complete orders for the registry bought. */
export function registryRemainingOf(ctx: CommerceContext, registryId: number, variantId: number): number | null {
  const item = ctx.db.prepare('SELECT quantity FROM wedding_registry_items WHERE wedding_registry_id = ? AND variant_id = ?')
    .get(registryId, variantId) as { quantity: number } | undefined;
  if (!item) return null;
  const bought = (ctx.db.prepare(`SELECT COALESCE(SUM(li.quantity), 0) AS n FROM line_items li JOIN orders o ON o.id = li.order_id
    WHERE o.wedding_registry_id = ? AND o.state = 'complete' AND li.variant_id = ?`).get(registryId, variantId) as { n: number }).n;
  return Math.max(0, item.quantity - bought);
}

/**
 * A registry gift must be one of the registry's pieces, in no more units than remain wanted
 * (checked on add, on quantity change and again in the completing transaction).
 */
export function assertRegistryGift(ctx: CommerceContext, registryId: number, variantId: number, quantity: number): void {
  const left = registryRemainingOf(ctx, registryId, variantId);
  if (left === null) throw new ApiError(422, MESSAGES.notInRegistry, { wedding_registry_id: [MESSAGES.notInRegistry] });
  if (quantity > left) throw new ApiError(422, registryRemaining(left), { 'line_items.quantity': [registryRemaining(left)] });
}

function stockError(): ApiError {
  return new ApiError(422, MESSAGES.beyondStock, { 'line_items.quantity': [MESSAGES.beyondStock] });
}

export function addItem(
  ctx: CommerceContext, order: OrderRow, user: UserRow | null, variantId: number, quantity: number, registryId: number | null,
): void {
  const product = ctx.repo.productByVariant(variantId, orderLanguage(order), order.currency);
  if (!product) throw notFound();
  if (isOnRequest(product)) throw unprocessable(MESSAGES.onRequest);
  if (!product.canSupply) throw unprocessable(MESSAGES.noLongerSupplied);
  // The order's account decides (an order token addresses an account's cart too), else the caller.
  if (order.user_id !== null) user = orderOwner(ctx, order);
  const problem = eligibilityProblem(product, user);
  if (problem) throw unprocessable(problem);
  if (registryId !== null && !ctx.db.prepare('SELECT 1 FROM wedding_registries WHERE id = ?').get(registryId)) throw notFound();

  ctx.db.transaction(() => {
    const lines = ctx.db.prepare('SELECT variant_id, quantity FROM line_items WHERE order_id = ?').all(order.id) as { variant_id: number; quantity: number }[];
    // Registry gifts and other items never share an order, nor do two registries.
    if (lines.length > 0 && order.wedding_registry_id !== registryId) throw unprocessable(MESSAGES.registryMix);
    const existing = lines.find((l) => l.variant_id === variantId)?.quantity ?? 0;
    if (registryId !== null) assertRegistryGift(ctx, registryId, variantId, existing + quantity);
    if (!product.backorderable && existing + quantity > product.countOnHand) throw stockError();
    const now = nowIso();
    if (existing) {
      ctx.db.prepare('UPDATE line_items SET quantity = quantity + ? WHERE order_id = ? AND variant_id = ?').run(quantity, order.id, variantId);
    } else {
      ctx.db.prepare(`INSERT INTO line_items (order_id, variant_id, quantity, price, compare_at_price, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
        .run(order.id, variantId, quantity, unitPrice(product, user), isTrade(user) ? product.price : product.compareAtPrice, now);
    }
    ctx.db.prepare('UPDATE orders SET wedding_registry_id = ? WHERE id = ?').run(registryId, order.id);
    resetCheckout(ctx, findOrder(ctx, order.id));
  })();
}

export function setQuantity(ctx: CommerceContext, order: OrderRow, lineId: number, quantity: number): void {
  const line = ctx.db.prepare('SELECT * FROM line_items WHERE id = ? AND order_id = ?').get(lineId, order.id) as { variant_id: number } | undefined;
  if (!line) throw notFound();
  const product = ctx.repo.productByVariant(line.variant_id, orderLanguage(order), order.currency);
  if (!product) throw notFound();
  if (!product.backorderable && quantity > product.countOnHand) throw stockError();
  if (order.wedding_registry_id !== null) assertRegistryGift(ctx, order.wedding_registry_id, line.variant_id, quantity);
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE line_items SET quantity = ? WHERE id = ?').run(quantity, lineId);
    resetCheckout(ctx, order);
  })();
}

export function removeLine(ctx: CommerceContext, order: OrderRow, lineId: number): void {
  ctx.db.transaction(() => {
    const { changes } = ctx.db.prepare('DELETE FROM line_items WHERE id = ? AND order_id = ?').run(lineId, order.id);
    if (!changes) throw notFound();
    clearRegistryIfEmpty(ctx, order);
    resetCheckout(ctx, order);
  })();
}

export function emptyCart(ctx: CommerceContext, order: OrderRow): void {
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM line_items WHERE order_id = ?').run(order.id);
    ctx.db.prepare('DELETE FROM order_promotions WHERE order_id = ?').run(order.id);
    ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout'`).run(order.id);
    clearRegistryIfEmpty(ctx, order);
    resetCheckout(ctx, order);
    ctx.db.prepare(`UPDATE orders SET state = 'cart' WHERE id = ?`).run(order.id);
  })();
}

function clearRegistryIfEmpty(ctx: CommerceContext, order: OrderRow): void {
  const left = ctx.db.prepare('SELECT COUNT(*) AS n FROM line_items WHERE order_id = ?').get(order.id) as { n: number };
  if (left.n === 0) ctx.db.prepare('UPDATE orders SET wedding_registry_id = NULL WHERE id = ?').run(order.id);
}

/** Times a promotion was used on completed orders. */
function usageCount(ctx: CommerceContext, promotionId: number): number {
  return (ctx.db.prepare(`SELECT COUNT(*) AS n FROM order_promotions op JOIN orders o ON o.id = op.order_id
    WHERE op.promotion_id = ? AND o.state = 'complete'`).get(promotionId) as { n: number }).n;
}

export const USED_UP = 'This coupon code has already been used the maximum number of times';

/**
 * Completion re-checks every limited promotion on the order (a single-use gift code may sit on many
 * carts): it runs inside the completing IMMEDIATE transaction, so of two orders racing for the last
 * use exactly one completes and thereby consumes it; the other is refused and keeps its cart.
 */
export function assertPromotionsUsable(ctx: CommerceContext, order: OrderRow): void {
  const limited = ctx.db.prepare(`SELECT p.* FROM promotions p JOIN order_promotions op ON op.promotion_id = p.id
    WHERE op.order_id = ? AND p.usage_limit IS NOT NULL`).all(order.id) as PromotionRow[];
  for (const p of limited) {
    if (usageCount(ctx, p.id) < (p.usage_limit ?? 0)) continue;
    const message = `The code ${p.code} has already been used the maximum number of times: remove it to place your order.`;
    throw new ApiError(422, message, { coupon_code: [USED_UP] });
  }
}

/** The coupon-stacking rule: one promotion code per order; gift codes (paying like gift cards) add to it in any number. */
export const oneCodeOnly = (applied: string) => `Only one promotion code can be used per order: remove ${applied} to use this one.`;

export function applyCoupon(ctx: CommerceContext, order: OrderRow, code: string): void {
  const promotion = ctx.db.prepare('SELECT * FROM promotions WHERE code = ?').get(code.trim()) as PromotionRow | undefined;
  const fail = (message: string) => new ApiError(422, message, { coupon_code: [message] });
  if (!promotion) throw fail("The coupon code you entered doesn't exist. Please try again.");
  if (promotion.expires_at && Date.parse(promotion.expires_at) < ctx.config.now()) throw fail('The coupon code is expired');
  if (promotion.usage_limit !== null && usageCount(ctx, promotion.id) >= promotion.usage_limit) {
    throw fail(USED_UP);
  }
  if (ctx.db.prepare('SELECT 1 FROM order_promotions WHERE order_id = ? AND promotion_id = ?').get(order.id, promotion.id)) {
    throw fail('The coupon code has already been applied to this order');
  }
  const other = promotion.kind === 'gift_card' ? undefined : orderPromotions(ctx, order).find((p) => p.kind !== 'gift_card');
  if (other) throw fail(oneCodeOnly(other.code));
  const totals = computeTotals(ctx, order, loadLines(ctx, order));
  const minimum = promotionMinimum(promotion, order.currency);
  if (totals.itemTotal === 0 || totals.itemTotal < minimum) {
    throw fail(minimum ? `This coupon code can only be applied to orders of ${display(minimum, order.currency)} or more` : "This coupon code can't be applied to an empty cart");
  }
  ctx.db.transaction(() => {
    ctx.db.prepare('INSERT INTO order_promotions (order_id, promotion_id) VALUES (?, ?)').run(order.id, promotion.id);
    ctx.db.prepare('UPDATE orders SET updated_at = ? WHERE id = ?').run(nowIso(), order.id);
    // A promotion changes the total: what was paid for the old one is taken again.
    repriceCheckout(ctx, order);
  })();
}

export function removeCoupon(ctx: CommerceContext, order: OrderRow, code: string | null): void {
  ctx.db.transaction(() => {
    if (code === null) {
      const { changes } = ctx.db.prepare('DELETE FROM order_promotions WHERE order_id = ?').run(order.id);
      // Removing a promotion changes the total: what was paid for the old one is taken again.
      if (changes) repriceCheckout(ctx, order);
      return;
    }
    const { changes } = ctx.db.prepare(`DELETE FROM order_promotions WHERE order_id = ?
      AND promotion_id = (SELECT id FROM promotions WHERE code = ?)`).run(order.id, code.trim());
    if (!changes) throw new ApiError(422, 'The coupon code was not applied to this order', { coupon_code: ['The coupon code was not applied to this order'] });
    repriceCheckout(ctx, order);
  })();
}

/** Re-prices every line in the new currency (as Spree's change_currency does). */
export function changeCurrency(ctx: CommerceContext, order: OrderRow, user: UserRow | null, currency: Currency): void {
  ctx.db.transaction(() => {
    const lines = ctx.db.prepare('SELECT id, variant_id FROM line_items WHERE order_id = ?').all(order.id) as { id: number; variant_id: number }[];
    const products = new Map(ctx.repo.productsByVariantIds(lines.map((l) => l.variant_id), orderLanguage(order), currency).map((p) => [p.variantId, p]));
    for (const l of lines) {
      const p = products.get(l.variant_id);
      if (!p) continue;
      ctx.db.prepare('UPDATE line_items SET price = ?, compare_at_price = ? WHERE id = ?')
        .run(unitPrice(p, user), isTrade(user) ? p.price : p.compareAtPrice, l.id);
    }
    ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout'`).run(order.id);
    ctx.db.prepare('UPDATE orders SET currency = ?, updated_at = ? WHERE id = ?').run(currency, nowIso(), order.id);
    resetCheckout(ctx, findOrder(ctx, order.id));
  })();
}

/** Gives a guest cart to the signed-in user; their prices become theirs (e.g. trade prices). */
export function associate(ctx: CommerceContext, user: UserRow, guestToken: string): OrderRow {
  const guest = ctx.db.prepare(`SELECT * FROM orders WHERE token = ? AND state NOT IN ('complete', 'canceled')`).get(guestToken) as OrderRow | undefined;
  if (!guest) throw notFound();
  if (guest.user_id !== null && guest.user_id !== user.id) throw notFound();
  // b2b_only / b2c_only hold for the account the cart joins, not only at add (422 keyed by line).
  assertLinesEligible(ctx, guest, user);
  ctx.db.prepare('UPDATE orders SET user_id = ?, email = COALESCE(email, ?), updated_at = ? WHERE id = ?').run(user.id, user.email, nowIso(), guest.id);
  const order = findOrder(ctx, guest.id);
  changeCurrency(ctx, order, user, order.currency);
  return findOrder(ctx, guest.id);
}
