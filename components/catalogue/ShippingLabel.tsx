import { shippingState } from '@/lib/catalogue/shipping';
import { ShippingStateLabel } from './ShippingStateLabel';

/**
 * The §4 shipping message in the visitor's language. The bag, which is on every page, reads the same
 * messages from its own namespace (`cart.shipping`), since the catalogue's are sent only to listings.
 */
export function ShippingLabel({ weeks, message, namespace = 'catalogue.shipping' }: { weeks: number | null; message: string | null; namespace?: 'catalogue.shipping' | 'cart.shipping' }) {
  return <ShippingStateLabel state={shippingState(weeks, message)} namespace={namespace} />;
}
