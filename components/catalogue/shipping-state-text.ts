import type { ShippingState } from '@/lib/catalogue/shipping';

/** The keys of a shipping namespace (`catalogue.shipping`, `cart.shipping`): one per §4 state. */
export type ShippingMessage = 'ready' | 'weeks' | 'preorder' | 'availableFrom' | 'toBeConfirmed' | 'uponRequest';

/**
 * A §4 shipping state as text, with the translator of a shipping namespace and a month's name: for
 * next-intl's hooks (ShippingStateLabel) and the shop's own (a product card, drawn at first paint).
 */
export function shippingStateText(state: ShippingState, t: (key: ShippingMessage, values?: Record<string, string | number>) => string, monthName: (date: Date) => string): string {
  switch (state.kind) {
    case 'ready':
      return t('ready');
    case 'weeks':
      return t('weeks', { weeks: state.weeks });
    case 'preorder':
      return t('preorder');
    case 'availableFrom':
      return t('availableFrom', { month: monthName(new Date(Date.UTC(state.year, state.month - 1, 15))), year: String(state.year) });
    case 'toBeConfirmed':
      return t('toBeConfirmed');
    case 'uponRequest':
      return t('uponRequest');
  }
}
