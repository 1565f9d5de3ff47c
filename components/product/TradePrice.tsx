'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Currency } from '@/lib/i18n/countries';
import { formatMoney } from '@/lib/money';
import { useTradePrices } from '@/components/catalogue/useTradePrices';
import styles from './Product.module.css';

/**
 * The trade price on a trade page (ADR 0012): the cached page never holds it; the trade user's
 * browser asks the storefront, which checks the account. The line is reserved so nothing shifts.
 */
export function TradePrice({ productId, currency }: { productId: string; currency: Currency }) {
  const t = useTranslations('product');
  const locale = useLocale();
  const price = useTradePrices([productId], currency, true)[productId];
  return (
    <p className={styles.tradePrice} data-testid="trade-price">
      {price !== undefined ? t('tradePrice', { price: formatMoney(price, currency, locale) }) : ' '}
    </p>
  );
}
