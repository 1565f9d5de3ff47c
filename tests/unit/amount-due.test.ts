import { describe, expect, it } from 'vitest';
import { amountDue } from '@/lib/model/cart-money';
import { toCartError } from '@/lib/cart/errors';

describe('the amount still due after store credit', () => {
  it("is the service's order_total_after_store_credit when sent", () => {
    expect(amountDue({ orderTotal: '4000.40', storeCreditTotal: '250.00', orderTotalAfterStoreCredit: '3750.40' })).toBe('3750.40');
  });

  it('is worked out in cents from the total and the credit otherwise, never below zero', () => {
    expect(amountDue({ orderTotal: '4000.40', storeCreditTotal: '250.00', orderTotalAfterStoreCredit: null })).toBe('3750.40');
    expect(amountDue({ orderTotal: '0.30', storeCreditTotal: '-0.10', orderTotalAfterStoreCredit: null })).toBe('0.20');
    expect(amountDue({ orderTotal: '100.00', storeCreditTotal: '250.00', orderTotalAfterStoreCredit: '' })).toBe('0.00');
  });
});

describe('payment and coupon refusals of issue 36', () => {
  const refusal = (summary: string) => toCartError({ kind: 'validation', status: 422, summary, errors: {} });

  it('recognises that payment must be taken again', () => {
    expect(refusal('Payment must be taken again: the order changed after it was paid.').code).toBe('paymentAgain');
    expect(refusal('Payment must be taken again: the payments ($10.00) do not equal the order total ($12.00).').code).toBe('paymentAgain');
  });

  it('recognises the stacking rule with the code to remove', () => {
    expect(refusal('Only one promotion code can be used per order: remove WELCOME10 to use this one.')).toMatchObject({ code: 'couponStacking', values: { code: 'WELCOME10' } });
  });
});
