/**
 * The test card gateway (Spree's "Bogus" gateway, made stricter): documented test numbers only.
 *   4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex): accepted,
 *   4000 0000 0000 0002: declined ("Your card was declined."); any future expiry, any CVC.
 * Stripe-style tokens work too: tok_visa / tok_mastercard / tok_amex accepted, tok_chargeDeclined declined.
 */
export const PAYMENT_METHODS = {
  card: { id: 1, type: 'Spree::Gateway::Bogus', name: 'Credit card (test)', description: 'Test card gateway: use 4242 4242 4242 4242 with any future expiry and any CVC.' },
  storeCredit: { id: 2, type: 'Spree::PaymentMethod::StoreCredit', name: 'Store credit', description: 'Pay with your store credit.' },
  stripe: { id: 3, type: 'Spree::Gateway::StripeElementsGateway', name: 'Stripe', description: 'Card payment with Stripe Checkout.' },
} as const;

const ACCEPTED: Record<string, string> = {
  '4242424242424242': 'visa', '5555555555554444': 'master', '378282246310005': 'american_express',
  tok_visa: 'visa', tok_mastercard: 'master', tok_amex: 'american_express',
};
const DECLINED = new Set(['4000000000000002', 'tok_chargeDeclined']);

export type CardCheck =
  | { ok: true; ccType: string; lastDigits: string; profileId: string }
  | { ok: false; field: string; message: string; summary: string };

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
    sum += d;
  }
  return sum % 10 === 0;
}

export function checkTestCard(input: { number?: string; profileId?: string; month?: number; year?: number }, now: Date): CardCheck {
  const raw = (input.number ?? input.profileId ?? '').replace(/[\s-]/g, '');
  if (!raw) return { ok: false, field: 'source.gateway_payment_profile_id', message: "can't be blank", summary: "Card number can't be blank" };
  if (input.month !== undefined && input.year !== undefined) {
    const year = input.year < 100 ? 2000 + input.year : input.year;
    const endOfMonth = new Date(Date.UTC(year, input.month, 1));
    if (input.month < 1 || input.month > 12 || endOfMonth <= now) return { ok: false, field: 'source.base', message: 'Your card has expired.', summary: 'Your card has expired.' };
  }
  if (DECLINED.has(raw)) return { ok: false, field: 'base', message: 'Your card was declined.', summary: 'Your card was declined.' };
  const ccType = ACCEPTED[raw];
  if (ccType) return { ok: true, ccType, lastDigits: raw.startsWith('tok_') ? '4242' : raw.slice(-4), profileId: raw.startsWith('tok_') ? raw : `card_${raw.slice(-4)}` };
  if (/^\d{12,19}$/.test(raw) && !luhn(raw)) return { ok: false, field: 'source.number', message: 'is incorrect', summary: 'Your card number is incorrect.' };
  const notTest = 'This test gateway accepts only test cards: use 4242 4242 4242 4242.';
  return { ok: false, field: 'base', message: notTest, summary: notTest };
}
