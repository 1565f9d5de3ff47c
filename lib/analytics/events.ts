/**
 * Every analytics event the shop pushes to the data layer (spec §7), built here and nowhere else.
 * The shapes are GA4's recommended e-commerce events (`ecommerce.items[]` with item_id, item_name,
 * item_brand, price, quantity, index, item_list_name), so a tag-manager container maps them without
 * custom code. Pure functions: no window, no cookies — the callers push (lib/analytics/data-layer.ts).
 *
 * Privacy: no e-mail, name or token ever enters the data layer. `userId` is a pseudonymous, stable id
 * (lib/visitor/user-id.ts); identify-user sends name and e-mail to the customer-data service from the
 * server, and the data layer only learns that it happened (lib/audience).
 */
import type { Cart, CartLine } from '@/lib/model/cart';
import { analyticsItemId } from './item-id';

/** Spec §7 audience segments the data layer carries (lib/audience/segments.ts decides them). */
export type UserSegment = 'guest' | 'consumer' | 'trade' | 'wedding';

/** Spec §9: the tag manager gets this long to call an event's callback before a click navigates anyway. */
export const LINK_CLICK_TIMEOUT_MS = 1000;

/** What the page itself knows (cached and shared by every visitor): from the locale. */
export interface PageFacts {
  country: string;
  currencyCode: string;
  language: string;
  /** The page's path without origin (with its query), e.g. /it-it/categories/sofas. */
  path: string;
  title: string;
}

/** What the browser learns after load from /api/visitor and the audience check. */
export interface VisitorFacts {
  isTrade: boolean;
  userId: string | null;
  /** The bag's total as the commerce service states it (decimal string), "0" for an empty bag. */
  cartTotal: string;
  userSegment: UserSegment;
  returningVisitor: boolean;
}

export interface EcommerceItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
  index?: number;
  item_list_name?: string;
}

/** A product card's facts, as the card writes them into its data attributes (lib/analytics/card-data.ts). */
export interface CardItem {
  id: string;
  name: string;
  brand: string;
  price: number | null;
  currency: string;
  /** 1-based position within its list. */
  position: number;
  list: string;
}

export type PageContextEvent = { event: 'page_context' } & Omit<PageFacts, 'path' | 'title' | 'language'> & VisitorFacts & { language: string };
export type PageViewEvent = { event: 'page_view'; page_path: string; page_title: string; page_location: string; language: string };
export type ViewItemListEvent = { event: 'view_item_list'; ecommerce: { item_list_name: string; currency: string; items: EcommerceItem[] } };
export type SelectItemEvent = {
  event: 'select_item';
  ecommerce: { item_list_name: string; currency: string; items: EcommerceItem[] };
  eventCallback?: () => void;
  eventTimeout: number;
};
export type CartChangeEvent = { event: 'add_to_cart' | 'remove_from_cart'; ecommerce: { currency: string; value: number; items: EcommerceItem[] } };
export type ViewCartEvent = { event: 'view_cart'; ecommerce: { currency: string; value: number; items: EcommerceItem[] } };
export type SearchEvent = { event: 'search'; search_term: string; search_results: number };
export type IdentifyEvent = { event: 'identify_user'; userId: string; method: 'sign_in' | 'sign_up' };
export type AudienceEvent = { event: 'audience_checked'; userSegment: UserSegment; returningVisitor: boolean; isProfessional: boolean; emailOptedIn: boolean };

export type AnalyticsEvent =
  | PageContextEvent
  | PageViewEvent
  | ViewItemListEvent
  | SelectItemEvent
  | CartChangeEvent
  | ViewCartEvent
  | SearchEvent
  | IdentifyEvent
  | AudienceEvent;

/** Money strings from the commerce service ("1250.00") as GA4's numbers; an unreadable one is 0. */
export function amount(value: string | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
}

/** The page context, pushed before each page view once the visitor is known (spec §7). */
export function pageContext(page: PageFacts, visitor: VisitorFacts): PageContextEvent {
  return {
    event: 'page_context',
    country: page.country,
    currencyCode: page.currencyCode,
    language: page.language,
    isTrade: visitor.isTrade,
    userId: visitor.userId,
    cartTotal: visitor.cartTotal,
    userSegment: visitor.userSegment,
    returningVisitor: visitor.returningVisitor,
  };
}

export function pageView(page: PageFacts, origin: string): PageViewEvent {
  return { event: 'page_view', page_path: page.path, page_title: page.title, page_location: `${origin}${page.path}`, language: page.language };
}

function cardToItem(card: CardItem): EcommerceItem {
  return {
    item_id: card.id,
    item_name: card.name,
    ...(card.brand ? { item_brand: card.brand } : {}),
    ...(card.price !== null ? { price: card.price } : {}),
    index: card.position,
    item_list_name: card.list,
  };
}

/** Product impressions: the cards of one list that came into view, with their positions. */
export function productImpressions(list: string, cards: CardItem[]): ViewItemListEvent {
  return { event: 'view_item_list', ecommerce: { item_list_name: list, currency: cards[0]?.currency ?? '', items: cards.map(cardToItem) } };
}

/** Product click: the tag manager calls `eventCallback` when its tags are done; the click navigates then, or after 1 s. */
export function productClick(card: CardItem, eventCallback?: () => void): SelectItemEvent {
  return {
    event: 'select_item',
    ecommerce: { item_list_name: card.list, currency: card.currency, items: [cardToItem(card)] },
    ...(eventCallback ? { eventCallback } : {}),
    eventTimeout: LINK_CLICK_TIMEOUT_MS,
  };
}

function lineToItem(line: CartLine, quantity = line.quantity): EcommerceItem {
  return {
    item_id: analyticsItemId(line.product.sku, line.variantId || line.id),
    item_name: line.product.name,
    ...(line.product.artisanName ? { item_brand: line.product.artisanName } : {}),
    ...(line.variantId ? { item_variant: line.variantId } : {}),
    price: amount(line.product.price),
    quantity,
  };
}

/** Add to cart / remove from cart for one line of the cart the commerce service answered with. */
export function cartChange(kind: 'add_to_cart' | 'remove_from_cart', line: CartLine, quantity: number): CartChangeEvent {
  const item = lineToItem(line, quantity);
  return { event: kind, ecommerce: { currency: line.product.currency, value: amount((item.price ?? 0) * quantity), items: [item] } };
}

/**
 * A quantity changed in the bag: the difference, as GA4 counts it — more units are an add_to_cart of
 * the units added, fewer a remove_from_cart of the units taken out, each valued at those units. `after`
 * is the line in the cart the service answered with (none: the line is gone); no change, no event.
 */
export function quantityChange(before: CartLine, after: CartLine | null | undefined): CartChangeEvent | null {
  const delta = (after?.quantity ?? 0) - before.quantity;
  if (delta === 0) return null;
  return cartChange(delta > 0 ? 'add_to_cart' : 'remove_from_cart', after ?? before, Math.abs(delta));
}

/** Cart viewed, with its totals (an unknown or empty cart is an empty view). */
export function cartViewed(cart: Pick<Cart, 'lines' | 'currency' | 'total'> | null | undefined): ViewCartEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: cart?.currency ?? '',
      value: amount(cart?.total),
      items: (cart?.lines ?? []).map((line) => lineToItem(line)),
    },
  };
}

/** Text search: the query as typed (trimmed) and how many results it found. */
export function textSearch(query: string, resultCount: number): SearchEvent {
  return { event: 'search', search_term: query.trim(), search_results: Math.max(0, Math.trunc(resultCount)) };
}

/** Identify-user in the data layer: who (pseudonymous id) and how; name and e-mail go to the customer-data service only. */
export function identifyUser(userId: string, method: 'sign_in' | 'sign_up'): IdentifyEvent {
  return { event: 'identify_user', userId, method };
}

export function audienceChecked(facts: Omit<AudienceEvent, 'event'>): AudienceEvent {
  return { event: 'audience_checked', ...facts };
}
