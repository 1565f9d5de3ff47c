import { useFormatter, useTranslations } from 'next-intl';
import type { ShippingState } from '@/lib/catalogue/shipping';

/**
 * A §4 shipping state in the visitor's language (ShippingLabel reads it from a lead time and a
 * message; a product card gets it read already, so the messages' parsing stays out of its code).
 */
export function ShippingStateLabel({ state, namespace = 'catalogue.shipping' }: { state: ShippingState; namespace?: 'catalogue.shipping' | 'cart.shipping' }) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  switch (state.kind) {
    case 'ready':
      return <span>{t('ready')}</span>;
    case 'weeks':
      return <span>{t('weeks', { weeks: state.weeks })}</span>;
    case 'preorder':
      return <span>{t('preorder')}</span>;
    case 'availableFrom': {
      const month = format.dateTime(new Date(Date.UTC(state.year, state.month - 1, 15)), 'month');
      return <span>{t('availableFrom', { month, year: String(state.year) })}</span>;
    }
    case 'toBeConfirmed':
      return <span>{t('toBeConfirmed')}</span>;
    case 'uponRequest':
      return <span>{t('uponRequest')}</span>;
  }
}
