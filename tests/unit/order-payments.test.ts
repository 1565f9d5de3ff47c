/** How a placed order was paid, by source, in cents (issue 36): lib/orders/payments.ts and its wire reader. */
import { describe, expect, it } from 'vitest';
import { reshapeOrderPayments } from '@/lib/commerce/checkout';
import { paymentsBySource } from '@/lib/orders/payments';
import { paymentSource } from '@/lib/commerce/checkout';

const order = (payments: { state: string; source_type: string; amount: string; cc_type?: string; last_digits?: string }[]) => ({
  data: { id: '1', type: 'order', attributes: { number: 'R1' }, relationships: { payments: { data: payments.map((_, i) => ({ id: String(i + 1), type: 'payment' })) } } },
  included: payments.map((p, i) => ({ id: String(i + 1), type: 'payment', attributes: p })),
});

describe('an order\'s payments by source', () => {
  it('reads store credit and the card, leaving out a voided payment', () => {
    const payments = reshapeOrderPayments(order([
      { state: 'void', source_type: 'Spree::CreditCard', amount: '1234.56', cc_type: 'visa', last_digits: '4242' },
      { state: 'completed', source_type: 'Spree::StoreCredit', amount: '250.0' },
      { state: 'completed', source_type: 'Spree::CreditCard', amount: '984.56', cc_type: 'visa', last_digits: '4242' },
    ]));
    expect(payments).toEqual([
      { source: 'storeCredit', amount: '250.0', brand: '', lastDigits: '' },
      { source: 'card', amount: '984.56', brand: 'visa', lastDigits: '4242' },
    ]);
    expect(paymentsBySource(payments)).toEqual({
      storeCredit: '250.00', giftCard: null, other: null, card: { amount: '984.56', brand: 'visa', lastDigits: '4242' }, paid: '1234.56',
    });
  });

  it('adds in cents, never floats: 0.1 + 0.2 of store credit is 0.30', () => {
    const by = paymentsBySource([
      { source: 'storeCredit', amount: '0.1', brand: '', lastDigits: '' },
      { source: 'storeCredit', amount: '0.2', brand: '', lastDigits: '' },
      { source: 'card', amount: '1000.70', brand: 'master', lastDigits: '4444' },
    ]);
    expect(by.storeCredit).toBe('0.30');
    expect(by.paid).toBe('1001.00');
  });

  it('shows nothing charged to the card when store credit covered the order', () => {
    const by = paymentsBySource([{ source: 'storeCredit', amount: '480.00', brand: '', lastDigits: '' }]);
    expect(by.card).toEqual({ amount: '0.00', brand: '', lastDigits: '' });
    expect(by.paid).toBe('480.00');
  });

  it('names the sources a Spree order may carry', () => {
    expect(paymentSource('Spree::StoreCredit')).toBe('storeCredit');
    expect(paymentSource('Spree::GiftCard')).toBe('giftCard');
    expect(paymentSource('Spree::CreditCard')).toBe('card');
    expect(paymentSource('Spree::PaymentSource')).toBe('other');
  });
});
