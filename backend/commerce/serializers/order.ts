/** The order (cart) resource with line items, variants and products, promotions, shipments, payments and addresses. */
import type { CommerceContext } from '../context';
import {
  computeTotals, findAddress, loadLines, orderZone, paymentsOf, quoteShipments, SHIPPING_METHODS, shipmentsOf, type Line, type OrderRow,
  type OrderTotals, type ShipmentRow,
} from '../domain/orders';
import { PAYMENT_METHODS } from '../domain/payments';
import { findUser, isTrade } from '../domain/users';
import { decimal, display } from '../money';
import { document, Included, Includes, ref, refs, type Resource } from '../http/jsonapi';
import type { Params } from '../http/params';
import { accountResource } from './account';
import { addressResource } from './address';
import { imageResources, productResource, variantResource, type CatalogueView } from './catalogue';
import { purchasable } from './catalogue';

const money = (cents: number, currency: OrderRow['currency']) => ({ amount: decimal(cents), display: display(cents, currency) });

function lineResource(ctx: CommerceContext, order: OrderRow, l: Line, totals: OrderTotals): Resource {
  const adj = totals.lineAdjustments.get(l.id) ?? { promo: 0, includedTax: 0, additionalTax: 0 };
  const amount = l.price * l.quantity;
  const total = amount + adj.promo + adj.additionalTax;
  const artisan = ctx.repo.artisans.get(l.product.artisanId);
  const image = imageResources(ctx, l.product)[0];
  return {
    id: String(l.id),
    type: 'line_item',
    attributes: {
      name: l.product.name,
      quantity: l.quantity,
      price: decimal(l.price),
      currency: order.currency,
      display_price: display(l.price, order.currency),
      total: decimal(total),
      display_total: display(total, order.currency),
      amount: decimal(amount),
      display_amount: display(amount, order.currency),
      adjustment_total: decimal(adj.promo + adj.additionalTax),
      display_adjustment_total: display(adj.promo + adj.additionalTax, order.currency),
      additional_tax_total: decimal(adj.additionalTax),
      display_additional_tax_total: display(adj.additionalTax, order.currency),
      included_tax_total: decimal(adj.includedTax),
      display_included_tax_total: display(adj.includedTax, order.currency),
      promo_total: decimal(adj.promo),
      display_promo_total: display(adj.promo, order.currency),
      discounted_amount: decimal(amount + adj.promo),
      display_discounted_amount: display(amount + adj.promo, order.currency),
      pre_tax_amount: decimal(amount + adj.promo - adj.includedTax),
      display_pre_tax_amount: display(amount + adj.promo - adj.includedTax, order.currency),
      compare_at_amount: l.compare_at_price === null ? null : decimal(l.compare_at_price * l.quantity),
      display_compare_at_amount: l.compare_at_price === null ? null : display(l.compare_at_price * l.quantity, order.currency),
      compare_at_price: l.compare_at_price === null ? null : decimal(l.compare_at_price),
      display_compare_at_price: l.compare_at_price === null ? null : display(l.compare_at_price, order.currency),
      slug: l.product.slug,
      localized_slugs: ctx.repo.localizedSlugs(l.product.id),
      sku: l.product.sku,
      options_text: '',
      artisan_name: artisan?.name ?? null,
      purchasable: purchasable(l.product),
      in_stock: l.product.countOnHand > 0,
      backorderable: l.product.backorderable,
      image: image ? (image.attributes.original_url as string) : null,
      shipping_time: l.product.shippingTime,
      shipping_message: l.product.shippingMessage,
      stock_location: l.stockLocation,
      wedding_registry_id: order.wedding_registry_id === null ? null : String(order.wedding_registry_id),
      public_metadata: {},
    },
    relationships: { variant: ref('variant', l.variant_id), digital_links: refs('digital_link', []) },
  };
}

function stockLocationName(ctx: CommerceContext, key: string): string {
  if (key === 'milan-warehouse') return 'Milan warehouse';
  const artisan = ctx.repo.artisans.get(Number(key.replace('artisan-', '')));
  return artisan ? `${artisan.name}, ${artisan.city}` : key;
}

/** Shipments with their rates; a rate's id is shipment id × 10 + the method's id. */
export function shipmentResources(ctx: CommerceContext, order: OrderRow, lines: Line[], shipments: ShipmentRow[]) {
  const quotes = new Map(quoteShipments(lines, orderZone(ctx, order), order.currency).map((q) => [q.stockLocation, q]));
  const rates: Resource[] = [];
  const data = shipments.map((s): Resource => {
    const quote = quotes.get(s.stock_location);
    const rateIds: string[] = [];
    for (const m of SHIPPING_METHODS) {
      const cost = quote?.costs[m.code] ?? 0;
      const id = String(s.id * 10 + m.id);
      rateIds.push(id);
      rates.push({
        id,
        type: 'shipping_rate',
        attributes: {
          name: m.name, selected: s.selected_method === m.code, cost: decimal(cost), display_cost: display(cost, order.currency),
          final_price: decimal(cost), display_final_price: display(cost, order.currency), tax_amount: '0.00',
          display_tax_amount: display(0, order.currency), shipping_method_id: m.id, free: cost === 0,
        },
      });
    }
    const selectedCost = quote?.costs[s.selected_method] ?? 0;
    return {
      id: String(s.id),
      type: 'shipment',
      attributes: {
        number: s.number, state: s.state, final_price: decimal(selectedCost), display_final_price: display(selectedCost, order.currency),
        free: selectedCost === 0, shipped_at: null, tracking_url: null, stock_location_name: stockLocationName(ctx, s.stock_location),
        public_metadata: {},
        shipment_data: { stock_location: s.stock_location, line_item_ids: (quote?.lines ?? []).map((l) => String(l.id)) },
      },
      relationships: {
        shipping_rates: refs('shipping_rate', rateIds),
        selected_shipping_rate: ref('shipping_rate', s.id * 10 + (SHIPPING_METHODS.find((m) => m.code === s.selected_method)?.id ?? 1)),
        stock_location: ref('stock_location', s.stock_location),
      },
    };
  });
  return { data, rates };
}

export function orderResource(ctx: CommerceContext, order: OrderRow, lines: Line[], totals: OrderTotals): Resource {
  const c = order.currency;
  const m = (cents: number) => money(cents, c);
  const taxTotal = totals.additionalTaxTotal + totals.includedTaxTotal;
  const adjustmentTotal = totals.promoTotal + totals.giftCodeTotal + totals.additionalTaxTotal;
  const afterCredit = totals.total - totals.storeCreditTotal;
  const payments = paymentsOf(ctx, order).filter((p) => p.state !== 'void');
  const shipments = shipmentsOf(ctx, order);
  return {
    id: String(order.id),
    type: 'cart',
    attributes: {
      number: order.number,
      token: order.token,
      state: order.state,
      email: order.email,
      currency: c,
      item_count: totals.itemCount,
      item_total: m(totals.itemTotal).amount, display_item_total: m(totals.itemTotal).display,
      ship_total: m(totals.shipTotal).amount, display_ship_total: m(totals.shipTotal).display,
      promo_total: m(totals.promoTotal).amount, display_promo_total: m(totals.promoTotal).display,
      gift_code_total: m(totals.giftCodeTotal).amount, display_gift_code_total: m(totals.giftCodeTotal).display,
      adjustment_total: m(adjustmentTotal).amount, display_adjustment_total: m(adjustmentTotal).display,
      additional_tax_total: m(totals.additionalTaxTotal).amount, display_additional_tax_total: m(totals.additionalTaxTotal).display,
      included_tax_total: m(totals.includedTaxTotal).amount, display_included_tax_total: m(totals.includedTaxTotal).display,
      tax_total: m(taxTotal).amount, display_tax_total: m(taxTotal).display,
      tax_label: totals.taxRule.label,
      taxes_included: totals.taxRule.kind === 'included',
      total: m(totals.total).amount, display_total: m(totals.total).display,
      pre_tax_item_amount: m(totals.itemTotal + totals.promoTotal - totals.includedTaxTotal).amount,
      display_pre_tax_item_amount: m(totals.itemTotal + totals.promoTotal - totals.includedTaxTotal).display,
      pre_tax_total: m(totals.total - taxTotal).amount, display_pre_tax_total: m(totals.total - taxTotal).display,
      compare_at_item_total: m(totals.compareAtItemTotal).amount, display_compare_at_item_total: m(totals.compareAtItemTotal).display,
      store_credit_total: m(totals.storeCreditTotal).amount, display_store_credit_total: m(totals.storeCreditTotal).display,
      order_total_after_store_credit: m(afterCredit).amount, display_order_total_after_store_credit: m(afterCredit).display,
      covered_by_store_credit: totals.total > 0 && totals.storeCreditTotal >= totals.total,
      shipment_state: order.shipment_state,
      payment_state: order.payment_state,
      special_instructions: order.special_instructions,
      wedding_registry_id: order.wedding_registry_id === null ? null : String(order.wedding_registry_id),
      created_at: order.created_at,
      updated_at: order.updated_at,
      completed_at: order.completed_at,
      public_metadata: {},
    },
    relationships: {
      line_items: refs('line_item', lines.map((l) => l.id)),
      variants: refs('variant', lines.map((l) => l.variant_id)),
      promotions: refs('promotion', totals.promotions.map((p) => p.promotion.id)),
      payments: refs('payment', payments.map((p) => p.id)),
      shipments: refs('shipment', shipments.map((s) => s.id)),
      user: ref('user', order.user_id),
      billing_address: ref('address', order.bill_address_id),
      shipping_address: ref('address', order.ship_address_id),
    },
  };
}

export function promotionResources(order: OrderRow, totals: OrderTotals): Resource[] {
  return totals.promotions.map((a) => ({
    id: String(a.promotion.id),
    type: 'promotion',
    attributes: {
      name: a.promotion.name, description: a.promotion.name, code: a.promotion.code, kind: a.promotion.kind, eligible: a.eligible,
      amount: decimal(a.amount), display_amount: display(a.amount, order.currency), public_metadata: {},
    },
  }));
}

/** The whole cart document, with whatever `include` asks for. */
export function orderDocument(ctx: CommerceContext, order: OrderRow, params: Params, type: 'cart' | 'order' = 'cart'): Record<string, unknown> {
  const lines = loadLines(ctx, order);
  const totals = computeTotals(ctx, order, lines);
  const includes = new Includes(params);
  const included = new Included();
  const user = order.user_id === null ? undefined : findUser(ctx.db, order.user_id);
  const view: CatalogueView = { locale: lines[0]?.product.locale ?? 'en', currency: order.currency, country: null, trade: isTrade(user) };
  if (includes.has('line_items')) included.add(...lines.map((l) => lineResource(ctx, order, l, totals)));
  if (includes.has('variants') || includes.has('line_items.variant')) {
    included.add(...lines.map((l) => variantResource(l.product, view)));
    if (includes.has('variants.product') || includes.has('line_items.variant.product')) {
      const slugs = ctx.repo.localizedSlugsMany(lines.map((l) => l.product.id));
      included.add(...lines.map((l) => productResource(ctx, l.product, view, slugs.get(l.product.id) ?? ctx.repo.localizedSlugs(l.product.id))));
    }
    if (includes.has('variants.images') || includes.has('line_items.variant.images')) included.add(...lines.flatMap((l) => imageResources(ctx, l.product)));
  }
  if (includes.has('promotions')) included.add(...promotionResources(order, totals));
  if (includes.has('shipments')) {
    const { data, rates } = shipmentResources(ctx, order, lines, shipmentsOf(ctx, order));
    included.add(...data);
    if (includes.has('shipments.shipping_rates')) included.add(...rates);
  }
  if (includes.has('payments')) included.add(...paymentsOf(ctx, order).filter((p) => p.state !== 'void').map((p): Resource => ({
    id: String(p.id),
    type: 'payment',
    attributes: {
      amount: decimal(p.amount), display_amount: display(p.amount, order.currency), state: p.state, number: p.number,
      payment_method_name: p.source_type === 'store_credit' ? 'Store credit' : p.payment_method_id === PAYMENT_METHODS.stripe.id ? 'Stripe' : 'Credit card (test)',
      source_type: p.source_type === 'store_credit' ? 'Spree::StoreCredit' : 'Spree::CreditCard',
      cc_type: p.cc_type, last_digits: p.last_digits, month: p.month, year: p.year, name: p.name,
    },
    relationships: { payment_method: ref('payment_method', p.payment_method_id) },
  })));
  if (includes.has('billing_address')) { const a = findAddress(ctx, order.bill_address_id); if (a) included.add(addressResource(a)); }
  if (includes.has('shipping_address')) { const a = findAddress(ctx, order.ship_address_id); if (a) included.add(addressResource(a)); }
  if (includes.has('user') && user) {
    included.add(accountResource(ctx, user, order.currency));
  }
  const resource = orderResource(ctx, order, lines, totals);
  if (type === 'order') resource.type = 'order';
  return document(resource, params, included);
}
