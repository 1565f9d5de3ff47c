import { useFormatter, useTranslations } from 'next-intl';
import { shippingState } from '@/lib/catalogue/shipping';

/**
 * The §4 shipping message in the visitor's language. The bag, which is on every page, reads the same
 * messages from its own namespace (`cart.shipping`), since the catalogue's are sent only to listings.
 */
export function ShippingLabel({ weeks, message, namespace = 'catalogue.shipping' }: { weeks: number | null; message: string | null; namespace?: 'catalogue.shipping' | 'cart.shipping' }) {
  const t = useTranslations(namespace);
  const format = useFormatter();
  const state = shippingState(weeks, message);
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
