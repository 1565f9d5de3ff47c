import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, isFreeShippingText } from '@/lib/money';

describe('money', () => {
  it('formats decimal strings in the locale and currency', () => {
    expect(formatMoney('1250.00', 'USD', 'en-US')).toBe('$1,250');
    expect(formatMoney('38.99', 'USD', 'en-US')).toBe('$38.99');
    expect(formatMoney('1250.50', 'EUR', 'it-IT')).toBe('1250,50\u00a0€');
    expect(formatMoney('980', 'GBP', 'en-GB')).toBe('£980');
  });

  it('knows the symbols', () => {
    expect(currencySymbol('USD', 'en-us')).toBe('$');
    expect(currencySymbol('EUR', 'it-it')).toBe('€');
    expect(currencySymbol('GBP', 'en-gb')).toBe('£');
  });

  it('recognises free shipping as a zero amount with €, $ or £ (spec §5)', () => {
    for (const text of ['$0', '€0.00', '0,00 €', '£0', '$ 0.00', 'US$0.00']) expect(isFreeShippingText(text), text).toBe(true);
    for (const text of ['$10', '0', '0.00', 'Free', '€ 0,50', '', null]) expect(isFreeShippingText(text), String(text)).toBe(false);
  });
});
