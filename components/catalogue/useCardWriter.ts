import { usePrice } from '@/components/ui/Price';
import { useShopMonthName, useShopTranslations } from '@/lib/i18n/shop-messages';
import type { Currency } from '@/lib/money/currency';
import type { CardWriter } from './card-product';
import { shippingStateText } from './shipping-state-text';

/** The browser's CardWriter, for the cards a client component draws after load (a carousel's later cards, a product page's rows, image search). */
export function useCardWriter(currency: Currency): CardWriter {
  const price = usePrice();
  const t = useShopTranslations('catalogue.shipping');
  const monthName = useShopMonthName();
  return {
    price: (amount) => price(amount, currency, { whole: true }),
    shipping: (state) => shippingStateText(state, t, monthName),
  };
}
