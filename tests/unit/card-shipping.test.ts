import { describe, expect, it } from 'vitest';
import { leadTimeState } from '@/lib/catalogue/lead-time';
import { shippingState } from '@/lib/catalogue/shipping';

describe('a card’s shipping line', () => {
  it('a lead time alone says what the whole rule says', () => {
    for (const weeks of [null, 0, 0.5, 1, 3.2, 12, 98, 99, 120]) expect(leadTimeState(weeks)).toEqual(shippingState(weeks, null));
  });
});
