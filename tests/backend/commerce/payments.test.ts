import { describe, expect, it } from 'vitest';
import { checkTestCard } from '../../../backend/commerce/domain/payments';

const now = new Date('2026-11-23T00:00:00Z');

describe('test card gateway', () => {
  it('accepts the documented test cards with any future expiry', () => {
    expect(checkTestCard({ profileId: '4242 4242 4242 4242', month: 12, year: 2030 }, now)).toMatchObject({ ok: true, ccType: 'visa', lastDigits: '4242' });
    expect(checkTestCard({ number: '5555555555554444', month: 1, year: 27 }, now)).toMatchObject({ ok: true, ccType: 'master' });
    expect(checkTestCard({ profileId: 'tok_visa' }, now)).toMatchObject({ ok: true });
  });

  it('declines 4000 0000 0000 0002, expired cards, wrong numbers and other cards', () => {
    expect(checkTestCard({ profileId: '4000 0000 0000 0002', month: 12, year: 2030 }, now)).toMatchObject({ ok: false, summary: 'Your card was declined.' });
    expect(checkTestCard({ profileId: '4242424242424242', month: 10, year: 2026 }, now)).toMatchObject({ ok: false, summary: 'Your card has expired.' });
    expect(checkTestCard({ profileId: '4242424242424241' }, now)).toMatchObject({ ok: false, summary: 'Your card number is incorrect.' });
    expect(checkTestCard({ profileId: '4111111111111111' }, now)).toMatchObject({ ok: false, field: 'base' });
    expect(checkTestCard({}, now)).toMatchObject({ ok: false, field: 'source.gateway_payment_profile_id' });
  });
});
