'use client';
import { useTranslations } from 'next-intl';
import type { CartError } from '@/lib/model/cart';

/**
 * A CartError in the visitor's language: the spec §8 sentence or the translated refusal for known
 * ones, else the translated 'other' message (the service's English words never reach the shopper).
 */
export function useCartErrorText() {
  const t = useTranslations('cart.errors');
  return (error: CartError): string => {
    switch (error.code) {
      case 'outOfStock':
        return t('outOfStock', { product: error.product ?? '' });
      case 'couponMinimum':
      case 'registryRemaining':
        return t(error.code, { amount: '', count: 0, ...error.values });
      case 'couponStacking':
      case 'couponUsedUpInOrder':
        return t(error.code, { code: '', ...error.values });
      default:
        return t(error.code);
    }
  };
}
