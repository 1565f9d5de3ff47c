'use client';

import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { usePrice } from '@/components/ui/Price';
import type { Currency } from '@/lib/money/currency';
import { useTradePrices } from '@/components/catalogue/useTradePrices';
import styles from './ProductControls.module.css';

/**
 * The trade price on a trade page (ADR 0012): the cached page never holds it; the trade user's
 * browser asks the storefront, which checks the account. The line is reserved so nothing shifts.
 */
export function TradePrice({ productId, currency }: { productId: string; currency: Currency }) {
  const t = useShopTranslations('product');
  const price = usePrice();
  const tradePrice = useTradePrices([productId], currency, true)[productId];
  return (
    <p className={styles.tradePrice} data-testid="trade-price">
      {tradePrice !== undefined ? t('tradePrice', { price: price(tradePrice, currency) }) : ' '}
    </p>
  );
}
