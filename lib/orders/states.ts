import { messageGroup, type GroupKey } from '../i18n/message-keys';

/**
 * Spree's shipment and payment states the shop has words for (the account, an order's page, the
 * order-status page); a state it does not know is shown as Spree wrote it.
 */
export const SHIPMENT_STATES = messageGroup<GroupKey<'account.orderStatus.states'> & GroupKey<'routes.orderStatus.shipment'>>({
  pending: true,
  ready: true,
  shipped: true,
  partial: true,
  backorder: true,
  canceled: true,
});

export const PAYMENT_STATES = messageGroup<GroupKey<'routes.orderStatus.payment'>>({
  paid: true,
  balance_due: true,
  credit_owed: true,
  failed: true,
  void: true,
  pending: true,
});
