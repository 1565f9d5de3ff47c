import { LANGUAGE_LOCALES } from '@/lib/seo/urls';
/**
 * The commerce service's refusals reach a shopper in their own language: every sentence the service
 * sends for gift codes, registry limits and pieces an account may not buy maps to a message key (with
 * its values), and every key reads in all five languages — never the service's English words.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { MESSAGES, registryRemaining, USED_UP } from '../../backend/commerce/domain/cart';
import { toCartError } from '@/lib/cart/errors';
import type { CartError } from '@/lib/model/cart';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';

const catalogues = { en, it: it_, de, fr, es };
const refusal = (summary: string) => toCartError({ kind: 'validation', status: 422, summary, errors: {} });

/** What components/cart/format.ts shows for an error, in one language. */
function shown(error: CartError, locale: keyof typeof catalogues): string {
  const t = createTranslator({ locale: LANGUAGE_LOCALES[locale], messages: catalogues[locale], namespace: 'cart.errors' });
  if (error.code === 'outOfStock') return t('outOfStock', { product: error.product ?? '' });
  if (error.code === 'couponMinimum' || error.code === 'registryRemaining') return t(error.code, { amount: '', count: 0, ...error.values });
  if (error.code === 'couponUsedUpInOrder') return t(error.code, { code: '', ...error.values });
  return t(error.code);
}

describe('commerce refusals are typed', () => {
  it.each([
    [USED_UP, 'couponUsedUp', undefined],
    ['The code GIFT-500-MAESTRI has already been used the maximum number of times: remove it to place your order.', 'couponUsedUpInOrder', { code: 'GIFT-500-MAESTRI' }],
    ['The coupon code has already been applied to this order', 'couponApplied', undefined],
    ['This coupon code can only be applied to orders of €1,000.00 or more', 'couponMinimum', { amount: '€1,000.00' }],
    ["This coupon code can't be applied to an empty cart", 'couponEmptyCart', undefined],
    ['The coupon code was not applied to this order', 'couponNotApplied', undefined],
    [registryRemaining(1), 'registryRemaining', { count: 1 }],
    [registryRemaining(3), 'registryRemaining', { count: 3 }],
    [registryRemaining(0), 'registryFull', undefined],
    [MESSAGES.notInRegistry, 'notInRegistry', undefined],
    [MESSAGES.onRequest, 'onRequest', undefined],
    [`Porami vase: ${MESSAGES.tradeOnly}`, 'tradeOnly', { product: 'Porami vase' }],
    [`Lido sofa: ${MESSAGES.consumerOnly}`, 'consumerOnly', { product: 'Lido sofa' }],
    [`Old chair: ${MESSAGES.noLongerSupplied}`, 'noLongerSupplied', { product: 'Old chair' }],
    ['There are no items for this order. Please add an item to the order to continue.', 'emptyOrder', undefined],
    [MESSAGES.beyondStock, 'stock', undefined],
    [MESSAGES.registryMix, 'registryMix', undefined],
  ])('%s → %s', (summary, code, values) => {
    const error = refusal(summary);
    expect(error.code).toBe(code);
    expect(error.values).toEqual(values);
    expect(error.summary).toBe(summary);
  });

  it('anything it does not know is "other", keeping the words for the logs only', () => {
    expect(refusal('Stripe did not answer a session')).toEqual({ code: 'other', summary: 'Stripe did not answer a session' });
  });
});

describe('and shown in the visitor’s language', () => {
  const errors: CartError[] = [
    refusal(USED_UP),
    refusal('This coupon code can only be applied to orders of €1,000.00 or more'),
    refusal(registryRemaining(1)),
    refusal(registryRemaining(2)),
    refusal(registryRemaining(0)),
    refusal(MESSAGES.notInRegistry),
    refusal(`Porami vase: ${MESSAGES.tradeOnly}`),
    refusal('The coupon code has already been applied to this order'),
    refusal('The code GIFT-500-MAESTRI has already been used the maximum number of times: remove it to place your order.'),
    refusal('Something the shop never heard of'),
  ];

  it('the spec §8 sentences word for word in English', () => {
    expect(shown(refusal(MESSAGES.beyondStock), 'en')).toBe('You already added to your cart all the available units of this item.');
    expect(shown(refusal(MESSAGES.registryMix), 'en')).toBe("You can't mix wedding registry items and other items in the same order.");
    expect(shown(refusal(registryRemaining(2)), 'en')).toBe('The couple still wants only 2 units of this piece.');
    expect(shown(refusal('This coupon code can only be applied to orders of €1,000.00 or more'), 'en')).toBe('This code applies to orders of €1,000.00 or more.');
  });

  it('a code refused when applied is not on the order, so nothing asks to remove it (issue 39)', () => {
    expect(shown(refusal(USED_UP), 'en')).toBe('This code has already been used as many times as it can be.');
    for (const locale of ['en', 'it', 'de', 'fr', 'es'] as const) {
      expect(shown(refusal(USED_UP), locale)).not.toMatch(/remove|rimuovi|entfernen|retirez|quítalo/i);
      expect(shown(refusal('The code GIFT-500-MAESTRI has already been used the maximum number of times: remove it to place your order.'), locale)).toContain('GIFT-500-MAESTRI');
    }
  });

  it.each(['it', 'de', 'fr', 'es'] as const)('%s: every refusal has its own translation, with its values, and none is the service’s English', (locale) => {
    for (const error of errors) {
      const text = shown(error, locale);
      expect(text).not.toBe(shown(error, 'en'));
      expect(text).not.toContain(error.summary);
      expect(text).not.toMatch(/cart\.errors\./); // a missing key prints its path
    }
    expect(shown(refusal(registryRemaining(2)), locale)).toContain('2');
    expect(shown(refusal('This coupon code can only be applied to orders of €1,000.00 or more'), locale)).toContain('€1,000.00');
  });
});
