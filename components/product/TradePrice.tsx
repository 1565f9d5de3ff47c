'use client';

import { useShopPrice, useShopTranslations } from '@/lib/i18n/shop-messages';
import type { Currency } from '@/lib/money/currency';
import { useTradePrices } from '@/components/catalogue/useTradePrices';
import styles from './ProductControls.module.css';

/**
 * The trade price on a trade page (ADR 0012): the cached page never holds it; the trade user's
 * browser asks the storefront, which checks the account. The line is reserved so nothing shifts.
 */
export function TradePrice({ productId, currency }: { productId: string; currency: Currency }) {
  const t = useShopTranslations('product');
  const price = useShopPrice();
  const tradePrice = useTradePrices([productId], currency, true)[productId];
  return (
    <p className={styles.tradePrice} data-testid="trade-price">
      {tradePrice !== undefined ? t('tradePrice', { price: price(tradePrice, currency) }) : ' '}
    </p>
  );
}
