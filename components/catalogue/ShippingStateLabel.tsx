import { useFormatter, useTranslations } from 'next-intl';
import type { ShippingState } from '@/lib/catalogue/shipping';
import { shippingStateText } from './shipping-state-text';

/**
 * A §4 shipping state in the visitor's language (ShippingLabel reads it from a lead time and a
 * message; a product card gets it read already, and draws it with the shop's own hooks: ProductCardView).
 */
export function ShippingStateLabel({ state, namespace = 'catalogue.shipping' }: { state: ShippingState; namespace?: 'catalogue.shipping' | 'cart.shipping' }) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  return <span>{shippingStateText(state, t, (date) => format.dateTime(date, 'month'))}</span>;
}
