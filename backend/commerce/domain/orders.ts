/**
 * Orders and carts: finding the current cart (bearer wins over order token), line items with the
 * products they hold, shipments grouped by warehouse, and totals (promotions, shipping, taxes,
 * store credit) computed from the stored rows so a cart never disagrees with itself.
 */
import crypto from 'node:crypto';
import type { Currency } from '../../shared/countries';
import type { Language } from '../../shared/languages';
import { isLanguage } from '../../shared/languages';
import { randomToken } from '../auth/passwords';
import type { ProductRecord } from '../catalogue/repository';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { notFound } from '../http/errors';
import type { Session } from '../http/session';
import { isTrade, type UserRow } from './users';
import { stateById } from './states';
import { convert, shippingCostFor, taxOn, taxRuleFor, zoneOf, zoneOfCurrency, type TaxRule, type Zone } from './zones';

export type OrderState = 'cart' | 'address' | 'delivery' | 'payment' | 'confirm' | 'complete' | 'canceled';
export const CHECKOUT_STEPS: OrderState[] = ['cart', 'address', 'delivery', 'payment', 'confirm', 'complete'];

export interface OrderRow {
  id: number;
  number: string;
  token: string;
  user_id: number | null;
  state: OrderState;
  email: string | null;
  currency: Currency;
  locale: string | null;
  bill_address_id: number | null;
  ship_address_id: number | null;
  wedding_registry_id: number | null;
  special_instructions: string | null;
  shipment_state: string | null;
  payment_state: string | null;
  completed_at: string | null;
  /** Totals frozen at completion (null before). */
  total: number | null;
  created_at: string;
  updated_at: string;
}

export interface LineRow {
  id: number;
  order_id: number;
  variant_id: number;
  quantity: number;
  price: number;
  compare_at_price: number | null;
  created_at: string;
}

export interface Line extends LineRow {
  product: ProductRecord;
  /** The warehouse it ships from: ready-to-ship pieces from Milan, the rest from the artisan's workshop. */
  stockLocation: string;
}

export interface ShipmentRow {
  id: number;
  order_id: number;
  number: string;
  stock_location: string;
  state: string;
  selected_method: ShippingMethodCode;
}

export interface PaymentRow {
  id: number;
  order_id: number;
  number: string;
  payment_method_id: number;
  source_type: 'credit_card' | 'store_credit';
  credit_card_id: number | null;
  store_credit_id: number | null;
  amount: number;
  state: 'checkout' | 'completed' | 'failed' | 'void';
  cc_type: string | null;
  last_digits: string | null;
  month: number | null;
  year: number | null;
  name: string | null;
  response_code: string | null;
  created_at: string;
}

export interface PromotionRow {
  id: number;
  code: string;
  name: string;
  kind: 'percent' | 'fixed' | 'free_shipping' | 'gift_card';
  percent: number | null;
  amounts: string;
  minimum: string;
  usage_limit: number | null;
  expires_at: string | null;
}

export type ShippingMethodCode = 'standard' | 'white_glove';
export const SHIPPING_METHODS: { id: number; code: ShippingMethodCode; name: string; surchargeEur: number }[] = [
  { id: 1, code: 'standard', name: 'Standard delivery', surchargeEur: 0 },
  { id: 2, code: 'white_glove', name: 'White-glove delivery', surchargeEur: 150 },
];

export const MILAN_WAREHOUSE = 'milan-warehouse';
export const stockLocationOf = (p: ProductRecord) => (p.shippingTime === 0 ? MILAN_WAREHOUSE : `artisan-${p.artisanId}`);

export function findOrder(ctx: CommerceContext, id: number): OrderRow {
  const order = ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
  if (!order) throw notFound();
  return order;
}

/** The current cart: the user's latest open order when signed in (bearer wins), else the order token's. */
export function currentCart(ctx: CommerceContext, session: Session): OrderRow | undefined {
  if (session.user) {
    return ctx.db.prepare(`SELECT * FROM orders WHERE user_id = ? AND state NOT IN ('complete', 'canceled')
      ORDER BY updated_at DESC, id DESC LIMIT 1`).get(session.user.id) as OrderRow | undefined;
  }
  if (session.orderToken) {
    return ctx.db.prepare(`SELECT * FROM orders WHERE token = ? AND state NOT IN ('complete', 'canceled')`)
      .get(session.orderToken) as OrderRow | undefined;
  }
  return undefined;
}

export function requireCart(ctx: CommerceContext, session: Session): OrderRow {
  const cart = currentCart(ctx, session);
  if (!cart) throw notFound();
  return cart;
}

/** Order numbers like Spree's: R followed by nine digits, unique. */
function orderNumber(ctx: CommerceContext): string {
  for (;;) {
    const n = `R${crypto.randomInt(100_000_000, 999_999_999)}`;
    if (!ctx.db.prepare('SELECT 1 FROM orders WHERE number = ?').get(n)) return n;
  }
}

export function createCart(ctx: CommerceContext, user: UserRow | null, currency: Currency, locale: string | null): OrderRow {
  const now = nowIso();
  const { lastInsertRowid } = ctx.db.prepare(`INSERT INTO orders (number, token, user_id, state, email, currency, locale, created_at, updated_at)
    VALUES (?, ?, ?, 'cart', ?, ?, ?, ?, ?)`).run(orderNumber(ctx), randomToken(16), user?.id ?? null, user?.email ?? null, currency,
    locale, now, now);
  return findOrder(ctx, Number(lastInsertRowid));
}

export function orderLanguage(order: OrderRow): Language {
  return isLanguage(order.locale) ? order.locale : 'en';
}

export function loadLines(ctx: CommerceContext, order: OrderRow): Line[] {
  const rows = ctx.db.prepare('SELECT * FROM line_items WHERE order_id = ? ORDER BY id').all(order.id) as LineRow[];
  if (rows.length === 0) return [];
  const products = new Map(
    ctx.repo.productsByVariantIds(rows.map((r) => r.variant_id), orderLanguage(order), order.currency).map((p) => [p.variantId, p]),
  );
  return rows.flatMap((r) => {
    const product = products.get(r.variant_id);
    return product ? [{ ...r, product, stockLocation: stockLocationOf(product) }] : [];
  });
}

/**
 * A change to the cart's contents, currency or ship address invalidates what checkout computed from
 * them: shipments are dropped, payments are taken again (repriceCheckout) and the order goes back to
 * the address step (as Spree does).
 */
export function resetCheckout(ctx: CommerceContext, order: OrderRow): void {
  ctx.db.prepare('DELETE FROM shipments WHERE order_id = ?').run(order.id);
  repriceCheckout(ctx, order, { backTo: 'address' });
}

/** A payment's number, like Spree's: P and eight digits. */
export function paymentNumber(): string {
  return `P${Array.from({ length: 8 }, () => crypto.randomInt(0, 10)).join('')}`;
}

/**
 * The one rule for money after payment (issue 36): any change to what the order costs — its lines,
 * promotions, shipping method, currency or addresses — voids every payment still in the checkout
 * state and sends the order back to the payment step (or `backTo`, if earlier), so the shopper pays
 * the new total: nothing authorised for the old total is ever captured. Store credit stays applied
 * (unless `keepStoreCredit` is false) as a new payment capped at the new total and at the credit
 * left, never more than before; the card pays the rest once taken again. Run it inside the change's
 * transaction, after the change.
 */
export function repriceCheckout(
  ctx: CommerceContext, order: OrderRow, { backTo = 'payment', keepStoreCredit = true }: { backTo?: OrderState; keepStoreCredit?: boolean } = {},
): void {
  const current = findOrder(ctx, order.id);
  const live = paymentsOf(ctx, current).filter((p) => p.state === 'checkout');
  if (live.length) ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout'`).run(current.id);
  const credit = keepStoreCredit ? live.filter((p) => p.source_type === 'store_credit').reduce((s, p) => s + p.amount, 0) : 0;
  if (credit > 0 && current.user_id !== null) {
    const { total } = computeTotals(ctx, current, loadLines(ctx, current));
    const amount = Math.min(credit, total, availableStoreCredit(ctx, current.user_id, current.currency));
    if (amount > 0) {
      const methodId = live.find((p) => p.source_type === 'store_credit')!.payment_method_id;
      ctx.db.prepare(`INSERT INTO payments (order_id, number, payment_method_id, source_type, amount, state, created_at)
        VALUES (?, ?, ?, 'store_credit', ?, 'checkout', ?)`).run(current.id, paymentNumber(), methodId, amount, nowIso());
    }
  }
  const state: OrderState = CHECKOUT_STEPS.indexOf(current.state) > CHECKOUT_STEPS.indexOf(backTo) ? backTo : current.state;
  ctx.db.prepare('UPDATE orders SET state = ?, updated_at = ? WHERE id = ?').run(state, nowIso(), current.id);
}

/** What the order's live payments add up to against its total: equal, or the completion is refused. */
export function paymentBalance(ctx: CommerceContext, order: OrderRow, total: number): { total: number; paid: number; settled: boolean } {
  const paid = paymentsOf(ctx, order).filter((p) => p.state === 'checkout' || p.state === 'completed').reduce((s, p) => s + p.amount, 0);
  return { total, paid, settled: paid === total };
}

/** The price a user pays: trade users (approved or pending) pay the trade price. */
export function unitPrice(p: ProductRecord, user: UserRow | null | undefined): number {
  return isTrade(user) ? p.tradePrice : p.price;
}

export interface AddressRow {
  id: number;
  user_id: number | null;
  firstname: string;
  lastname: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  zipcode: string;
  phone: string;
  state_name: string | null;
  /** The state (domain/states.ts) of an address in a country with states; taxes read its code. */
  state_id: number | null;
  country_iso: string;
  label: string | null;
  deleted_at: string | null;
  created_at: string;
}

export function findAddress(ctx: CommerceContext, id: number | null): AddressRow | undefined {
  return id === null ? undefined : (ctx.db.prepare('SELECT * FROM addresses WHERE id = ?').get(id) as AddressRow | undefined);
}

// ---- Shipping ----

export interface ShipmentQuote {
  stockLocation: string;
  lines: Line[];
  /** Cost per method code, in the order's currency. */
  costs: Record<ShippingMethodCode, number>;
}

/** Groups lines by warehouse and prices each shipment for a zone. */
export function quoteShipments(lines: Line[], zone: Zone, currency: Currency): ShipmentQuote[] {
  const groups = new Map<string, Line[]>();
  for (const l of lines) groups.set(l.stockLocation, [...(groups.get(l.stockLocation) ?? []), l]);
  return [...groups.entries()].map(([stockLocation, group]) => {
    const standard = group.reduce((sum, l) => sum + shippingCostFor(l.product.shipping, zone, currency) * l.quantity, 0);
    const costs = Object.fromEntries(SHIPPING_METHODS.map((m) => [m.code, standard + convert(m.surchargeEur * 100, 'EUR', currency)])) as Record<ShippingMethodCode, number>;
    return { stockLocation, lines: group, costs };
  });
}

export function orderZone(ctx: CommerceContext, order: OrderRow): Zone {
  const ship = findAddress(ctx, order.ship_address_id);
  return ship ? zoneOf(ship.country_iso) : zoneOfCurrency(order.currency);
}

// ---- Promotions and totals ----

export interface AppliedPromotion {
  promotion: PromotionRow;
  /** Negative amount in minor units; 0 when not eligible now. */
  amount: number;
  eligible: boolean;
}

export interface OrderTotals {
  itemCount: number;
  itemTotal: number;
  compareAtItemTotal: number;
  shipTotal: number;
  /** All promotions except gift codes (negative). */
  promoTotal: number;
  /** Gift codes (negative). */
  giftCodeTotal: number;
  additionalTaxTotal: number;
  includedTaxTotal: number;
  taxRule: TaxRule;
  total: number;
  storeCreditTotal: number;
  promotions: AppliedPromotion[];
  /** Per line: its share of promotions (negative), included and additional tax. */
  lineAdjustments: Map<number, { promo: number; includedTax: number; additionalTax: number }>;
}

export function orderPromotions(ctx: CommerceContext, order: OrderRow): PromotionRow[] {
  return ctx.db.prepare(`SELECT p.* FROM promotions p JOIN order_promotions op ON op.promotion_id = p.id
    WHERE op.order_id = ? ORDER BY p.kind = 'gift_card', p.id`).all(order.id) as PromotionRow[];
}

export function shipmentsOf(ctx: CommerceContext, order: OrderRow): ShipmentRow[] {
  return ctx.db.prepare('SELECT * FROM shipments WHERE order_id = ? ORDER BY id').all(order.id) as ShipmentRow[];
}

export function paymentsOf(ctx: CommerceContext, order: OrderRow): PaymentRow[] {
  return ctx.db.prepare('SELECT * FROM payments WHERE order_id = ? ORDER BY id').all(order.id) as PaymentRow[];
}

const amountsOf = (json: string): Partial<Record<Currency, number>> => JSON.parse(json) as Partial<Record<Currency, number>>;

export function promotionMinimum(p: PromotionRow, currency: Currency): number {
  return amountsOf(p.minimum)[currency] ?? 0;
}

export function computeTotals(ctx: CommerceContext, order: OrderRow, lines: Line[]): OrderTotals {
  const itemTotal = lines.reduce((s, l) => s + l.price * l.quantity, 0);
  const compareAtItemTotal = lines.reduce((s, l) => s + (l.compare_at_price ?? l.price) * l.quantity, 0);
  const itemCount = lines.reduce((s, l) => s + l.quantity, 0);

  // Shipping counts once shipments exist (delivery step and later), as in Spree.
  const shipments = shipmentsOf(ctx, order);
  let shipTotal = 0;
  if (shipments.length) {
    const quotes = new Map(quoteShipments(lines, orderZone(ctx, order), order.currency).map((q) => [q.stockLocation, q]));
    for (const s of shipments) shipTotal += quotes.get(s.stock_location)?.costs[s.selected_method] ?? 0;
  }

  const promotions: AppliedPromotion[] = [];
  let promoTotal = 0;
  let giftCodeTotal = 0;
  for (const p of orderPromotions(ctx, order)) {
    const eligible = itemTotal >= promotionMinimum(p, order.currency) && itemTotal > 0;
    let amount = 0;
    if (eligible) {
      if (p.kind === 'percent') amount = -Math.round((itemTotal * (p.percent ?? 0)) / 100);
      else if (p.kind === 'fixed') amount = -Math.min(amountsOf(p.amounts)[order.currency] ?? 0, itemTotal + promoTotal);
      else if (p.kind === 'free_shipping') amount = -shipTotal;
    }
    if (p.kind === 'gift_card') {
      promotions.push({ promotion: p, amount: 0, eligible: true });
      continue;
    }
    promoTotal += amount;
    promotions.push({ promotion: p, amount, eligible });
  }

  const ship = findAddress(ctx, order.ship_address_id);
  const taxRule = taxRuleFor(ship?.country_iso ?? null, stateById(ship?.state_id)?.abbr ?? null, order.currency);
  const lineAdjustments = new Map<number, { promo: number; includedTax: number; additionalTax: number }>();
  // Item promotions (not free shipping) are spread over lines in proportion to their amounts.
  const itemPromo = promotions.filter((a) => a.promotion.kind !== 'free_shipping').reduce((s, a) => s + a.amount, 0);
  let includedTaxTotal = 0;
  let additionalTaxTotal = 0;
  for (const l of lines) {
    const lineAmount = l.price * l.quantity;
    const promo = itemTotal ? Math.round((itemPromo * lineAmount) / itemTotal) : 0;
    const tax = taxOn(lineAmount + promo, taxRule);
    const adj = { promo, includedTax: taxRule.kind === 'included' ? tax : 0, additionalTax: taxRule.kind === 'additional' ? tax : 0 };
    includedTaxTotal += adj.includedTax;
    additionalTaxTotal += adj.additionalTax;
    lineAdjustments.set(l.id, adj);
  }
  const shippingAfterPromo = shipTotal + promotions.filter((a) => a.promotion.kind === 'free_shipping').reduce((s, a) => s + a.amount, 0);
  if (taxRule.kind === 'included') includedTaxTotal += taxOn(shippingAfterPromo, taxRule);

  let total = itemTotal + shipTotal + promoTotal + additionalTaxTotal;
  // Gift codes pay for what is left, up to their value.
  for (const a of promotions.filter((x) => x.promotion.kind === 'gift_card')) {
    a.amount = -Math.min(amountsOf(a.promotion.amounts)[order.currency] ?? 0, total);
    giftCodeTotal += a.amount;
    total += a.amount;
  }
  const storeCreditTotal = paymentsOf(ctx, order)
    .filter((p) => p.source_type === 'store_credit' && p.state !== 'void' && p.state !== 'failed')
    .reduce((s, p) => s + p.amount, 0);
  return {
    itemCount, itemTotal, compareAtItemTotal, shipTotal, promoTotal, giftCodeTotal, additionalTaxTotal, includedTaxTotal, taxRule,
    total, storeCreditTotal: Math.min(storeCreditTotal, total), promotions, lineAdjustments,
  };
}

/** Store credit the user can still spend in a currency. */
export function availableStoreCredit(ctx: CommerceContext, userId: number, currency: Currency): number {
  const row = ctx.db.prepare('SELECT COALESCE(SUM(amount - amount_used), 0) AS n FROM store_credits WHERE user_id = ? AND currency = ?')
    .get(userId, currency) as { n: number };
  return row.n;
}
