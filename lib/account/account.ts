import 'server-only';
import type { Address } from '../model/address';
import { reshapeAddresses, reshapeCards, reshapeOrder, reshapeOrderSummaries, ORDER_INCLUDE } from '../commerce/account';
import { commerce } from '../commerce/client';
import type { CommerceResult } from '../commerce/errors';
import { settle } from '../commerce/result';
import type { OrderDetail, OrderSummary, SavedCard } from '../model/account';

/**
 * The account's own objects (spec §7 "Account"), read with the shopper's bearer and parsed at the
 * boundary into the shapes the pages use. The service scopes every call to the bearer's user.
 */
export async function fetchAddresses(bearer: string): Promise<CommerceResult<Address[]>> {
  return settle(await commerce.account.addressesList({ bearer_token: bearer }), reshapeAddresses);
}

export async function fetchCards(bearer: string): Promise<CommerceResult<SavedCard[]>> {
  return settle(await commerce.account.creditCardsList({ bearer_token: bearer }), reshapeCards);
}

export async function fetchOrders(bearer: string): Promise<CommerceResult<OrderSummary[]>> {
  return settle(await commerce.account.completedOrdersList({ bearer_token: bearer, per_page: 50, sort: '-completed_at' }), reshapeOrderSummaries);
}

/** One completed order of the shopper; another shopper's number answers 404. */
export async function fetchOrder(bearer: string, number: string): Promise<CommerceResult<OrderDetail>> {
  return settle(await commerce.account.completedOrder({ bearer_token: bearer, order_number: number, include: ORDER_INCLUDE }), reshapeOrder);
}
