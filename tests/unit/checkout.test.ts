import { describe, expect, it } from 'vitest';
import { addressSchemaFor, cardSchema, parseExpiry } from '@/lib/checkout/schema';
import { stepOf } from '@/lib/commerce/checkout';
import type { CountryStates } from '@/lib/model/address';
import { isAttemptOf, lastOrderValue, parseLastOrder } from '@/lib/checkout/last-order';
import { reshapeShipments } from '@/lib/commerce/checkout';
import { deliveryMethods } from '@/lib/commerce/checkout';
import { orderFailureOf } from '@/lib/checkout/result';

/** The commerce service's lists, as the page gives them: two countries with states, in short. */
const STATES: CountryStates = {
  US: [{ value: 'NY', label: 'New York' }, { value: 'CA', label: 'California' }],
  IT: [{ value: 'MI', label: 'Milano' }, { value: 'RM', label: 'Roma' }],
};
const addressSchema = addressSchemaFor(STATES);

const address = {
  email: 'giulia@example.com', firstname: 'Giulia', lastname: 'Conti', address1: 'Via Solferino 11', address2: '', city: 'Milano',
  zipcode: '20121', state_name: 'MI', country_iso: 'IT', phone: '+39 02 1234 5678',
};

describe('checkout forms', () => {
  it('accepts an address whose state is one of its country’s, by code, and asks for one where the country has states', () => {
    expect(addressSchema.parse(address).state_name).toBe('MI');
    expect(addressSchema.parse({ ...address, state_name: 'mi' }).state_name).toBe('MI');
    const us = addressSchema.safeParse({ ...address, country_iso: 'US', state_name: '' });
    expect(us.success).toBe(false);
    expect(us.error?.issues[0]).toMatchObject({ path: ['state_name'], message: 'required' });
    // Another country's code, or a name typed instead of the code, is refused: the list decides.
    for (const state_name of ['MI', 'New York', 'ZZ']) {
      expect(addressSchema.safeParse({ ...address, country_iso: 'US', state_name }).error?.issues[0]).toMatchObject({ path: ['state_name'], message: 'stateInvalid' });
    }
    // A country without states keeps none, whatever the form held.
    expect(addressSchema.parse({ ...address, country_iso: 'FR', state_name: 'MI' }).state_name).toBe('');
    // Without the list (the service did not answer) the code goes as it is, for the service to check.
    expect(addressSchemaFor(null).parse({ ...address, country_iso: 'US', state_name: 'ny' }).state_name).toBe('NY');
  });

  it('uses the spec §5 message keys', () => {
    const result = addressSchema.safeParse({ ...address, email: 'giulia@', firstname: '' });
    const messages = Object.fromEntries(result.error!.issues.reverse().map((i) => [i.path.join('.'), i.message])); // first issue per field wins
    expect(messages).toMatchObject({ email: 'emailInvalid', firstname: 'required' });
  });

  it('reads a test card', () => {
    expect(cardSchema.parse({ name: 'G Conti', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).number).toBe('4242424242424242');
    expect(cardSchema.safeParse({ name: 'G Conti', number: '4242', expiry: '13/30', cvc: '1' }).error?.issues.map((i) => i.message)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    expect(parseExpiry('07 / 29')).toEqual({ month: 7, year: 2029 });
  });
});

describe('checkout state', () => {
  it('maps the order state to a step', () => {
    expect(['cart', 'address', 'delivery', 'payment', 'confirm'].map(stepOf)).toEqual(['address', 'address', 'delivery', 'payment', 'review']);
  });

  it('sums each delivery method over shipments', () => {
    const shipments = reshapeShipments({
      data: [
        { id: '1', type: 'shipment', attributes: { stock_location_name: 'Milan warehouse', shipment_data: { line_item_ids: [1] } }, relationships: { shipping_rates: { data: [{ id: '11', type: 'shipping_rate' }, { id: '12', type: 'shipping_rate' }] } } },
        { id: '2', type: 'shipment', attributes: { stock_location_name: 'Bottega Costa, Cantù' }, relationships: { shipping_rates: { data: [{ id: '21', type: 'shipping_rate' }, { id: '22', type: 'shipping_rate' }] } } },
      ],
      included: [
        { id: '11', type: 'shipping_rate', attributes: { name: 'Standard delivery', cost: '45.10', selected: true, shipping_method_id: 1 } },
        { id: '12', type: 'shipping_rate', attributes: { name: 'White-glove delivery', cost: '213.00', selected: false, shipping_method_id: 2 } },
        { id: '21', type: 'shipping_rate', attributes: { name: 'Standard delivery', cost: '0.20', selected: true, shipping_method_id: 1 } },
        { id: '22', type: 'shipping_rate', attributes: { name: 'White-glove delivery', cost: '168.00', selected: false, shipping_method_id: 2 } },
      ],
    });
    expect(shipments[0]).toMatchObject({ id: '1', stockLocationName: 'Milan warehouse', lineItemIds: ['1'] });
    expect(deliveryMethods(shipments)).toEqual([
      { shippingMethodId: '1', name: 'Standard delivery', cost: '45.30', selected: true },
      { shippingMethodId: '2', name: 'White-glove delivery', cost: '381.00', selected: false },
    ]);
  });

  it('reads the last order cookie and refuses anything else', () => {
    expect(parseLastOrder('R123456789:abc_DEF-1')).toEqual({ number: 'R123456789', token: 'abc_DEF-1' });
    expect(parseLastOrder('../x:y')).toBeNull();
    expect(parseLastOrder(undefined)).toBeNull();
  });

  it('marks an attempt whose outcome is unknown, and counts it as the signed-in shopper\'s only while so marked', () => {
    const unconfirmed = parseLastOrder(lastOrderValue('R123456789', 'tok', true))!;
    const placed = parseLastOrder(lastOrderValue('R123456789', 'tok'))!;
    expect(unconfirmed).toEqual({ number: 'R123456789', token: 'tok', unconfirmed: true });
    expect(placed.unconfirmed).toBeUndefined();
    // A guest's attempt is the cart whose token it holds, marked or not.
    expect(isAttemptOf({ order_token: 'tok' }, placed)).toBe(true);
    expect(isAttemptOf({ order_token: 'tok' }, unconfirmed)).toBe(true);
    expect(isAttemptOf({ order_token: 'other' }, unconfirmed)).toBe(false);
    // A signed-in shopper: an order placed earlier is never taken for the current cart.
    expect(isAttemptOf({ bearer_token: 'b' }, unconfirmed)).toBe(true);
    expect(isAttemptOf({ bearer_token: 'b' }, placed)).toBe(false);
  });
});

describe('orderFailureOf: what a checkout step says above its button', () => {
  const declined = { code: 'other', summary: 'Your card was declined.' } as const;

  it("says the order's own refusal (Spree's base error: a declined card), which no field shows", () => {
    expect(orderFailureOf({ kind: 'refused', reason: { error: declined, fields: { base: 'Your card was declined.' } } })).toEqual(declined);
  });

  it('leaves a refusal of named fields to the fields, and bad arguments too', () => {
    expect(orderFailureOf({ kind: 'refused', reason: { error: { code: 'other', summary: 'invalid' }, fields: { zipcode: 'is invalid' } } })).toBeNull();
    expect(orderFailureOf({ kind: 'invalid', fields: {} })).toBeNull();
  });
});
