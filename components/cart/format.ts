'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/money';
import type { Currency } from '@/lib/cart/cart';
import type { CartError } from '@/lib/cart/errors';

/** Money from the service (a decimal string) in the visitor's locale. */
export function useMoney() {
  const locale = useLocale();
  return (amount: string, currency: Currency) => formatMoney(amount, currency, locale);
}

/** A CartError in the visitor's language: the spec §8 sentence for known ones, else the service's words. */
export function useCartErrorText() {
  const t = useTranslations('cart.errors');
  return (error: CartError): string => {
    switch (error.code) {
      case 'other':
        return error.summary;
      case 'outOfStock':
        return t('outOfStock', { product: error.product ?? '' });
      default:
        return t(error.code);
    }
  };
}
