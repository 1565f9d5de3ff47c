'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { shippingState } from '@/lib/catalogue/shipping';

/** A cart line's shipping time (weeks, spec §4 states) in the visitor's language. */
export function LineShipping({ weeks, message }: { weeks: number | null; message: string | null }) {
  const t = useTranslations('cart.shipping');
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
      const month = format.dateTime(new Date(Date.UTC(state.year, state.month - 1, 15)), { month: 'long', timeZone: 'UTC' });
      return <span>{t('availableFrom', { month, year: String(state.year) })}</span>;
    }
    case 'toBeConfirmed':
      return <span>{t('toBeConfirmed')}</span>;
    case 'uponRequest':
      return <span>{t('uponRequest')}</span>;
  }
}
