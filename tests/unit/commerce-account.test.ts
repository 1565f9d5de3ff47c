import { describe, expect, it } from 'vitest';
import { reshapeAccount, reshapeAddresses, reshapeCards, reshapeOrder, reshapeOrderSummaries } from '@/lib/commerce/account';
import { reshapeOrderProgress } from '@/lib/commerce/checkout';

/** Documents as the embedded commerce service answers them (backend/commerce/serializers). */
const address = (id: string, country: string, name: string) => ({
  id,
  type: 'address',
  attributes: {
    firstname: 'Olivia', lastname: 'Bennett', address1: '12 Via Tornabuoni', address2: null, city: 'Firenze', zipcode: '50123', phone: '+39 055 123456',
    state_name: null, state_code: null, company: 'Studio Bennett', country_name: name, country_iso3: 'ITA', country_iso: country, label: null, public_metadata: {},
  },
});

const account = {
  data: {
    id: '7',
    type: 'user',
    attributes: {
      email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Bennett', selected_locale: 'it', language: 'it', shipping_country: 'it',
      is_trade: true, trade_status: 'approved', has_wedding_registry: true, wedding_registry_id: '3', store_credits: 250,
      store_credits_by_currency: { USD: '250.00', EUR: '0.00', GBP: 'n/a' }, completed_orders: 2, commercial_communication: true,
      personalized_communication: false, confirmed: true, unconfirmed_email: 'olivia@studio.example', tags: [], public_metadata: {},
    },
    relationships: { default_billing_address: { data: null }, default_shipping_address: { data: { id: '11', type: 'address' } } },
  },
};

const order = {
  data: {
    id: '41',
    type: 'order',
    attributes: {
      number: 'R100000041', token: 'secret', state: 'complete', email: 'olivia@example.com', currency: 'EUR', item_count: 3,
      display_item_total: '€2,571.00', display_ship_total: '€0.00', display_tax_total: '€463.63', display_promo_total: '€0.00',
      display_store_credit_total: '€0.00', display_total: '€2,571.00', shipment_state: 'pending', payment_state: 'paid',
      completed_at: '2026-11-20T10:00:00Z',
    },
    relationships: {
      line_items: { data: [{ id: '91', type: 'line_item' }, { id: '92', type: 'line_item' }] },
      billing_address: { data: { id: '12', type: 'address' } },
      shipping_address: { data: { id: '11', type: 'address' } },
    },
  },
  included: [
    { id: '92', type: 'line_item', attributes: { name: 'Murano vase', quantity: 2, slug: 'murano-vase', artisan_name: null, price: '85.50', display_price: '€85.50', display_total: '€171.00' }, relationships: { variant: { data: { id: '102', type: 'variant' } } } },
    { id: '91', type: 'line_item', attributes: { name: 'Lido armchair', quantity: 1, slug: 'lido-armchair', artisan_name: 'Bottega Rinaldi', price: '2400.00', display_price: '€2,400.00', display_total: '€2,400.00' }, relationships: { variant: { data: { id: '101', type: 'variant' } } } },
    address('11', 'IT', 'Italy'),
    address('12', 'it', 'Italy'),
  ],
};

describe('the account answer', () => {
  it('reads the signed-in user in camelCase', () => {
    expect(reshapeAccount(account)).toEqual({
      id: '7', email: 'olivia@example.com', firstName: 'Olivia', lastName: 'Bennett', isTrade: true, tradeStatus: 'approved', hasWeddingRegistry: true,
      storeCredits: 250, storeCreditsByCurrency: { USD: 250, EUR: 0 }, completedOrders: 2, shippingCountry: 'IT', language: 'it',
      commercialCommunication: true, personalizedCommunication: false, unconfirmedEmail: 'olivia@studio.example', tradeCountry: null,
    });
    // A trade account's region for its sales contact (issue 39), when the service says it.
    expect(reshapeAccount({ data: { ...account.data, attributes: { ...account.data.attributes, trade_country: 'gb' } } }).tradeCountry).toBe('GB');
  });

  it('reads a user with nothing filled in as a plain shopper', () => {
    const bare = reshapeAccount({ data: { id: '8', type: 'user', attributes: { email: 'new@example.com', first_name: '', last_name: '', language: null, shipping_country: null, trade_status: null } } });
    expect(bare).toMatchObject({ id: '8', isTrade: false, tradeStatus: null, storeCredits: 0, storeCreditsByCurrency: {}, shippingCountry: null, language: null, unconfirmedEmail: null });
  });
});

describe('the account lists', () => {
  it('reads the address book with the country code in upper case and empty fields as empty text', () => {
    expect(reshapeAddresses({ data: [address('11', 'it', 'Italy')] })).toEqual([
      {
        id: '11', firstname: 'Olivia', lastname: 'Bennett', company: 'Studio Bennett', address1: '12 Via Tornabuoni', address2: '', city: 'Firenze',
        zipcode: '50123', phone: '+39 055 123456', stateName: '', stateCode: '', countryIso: 'IT', countryName: 'Italy',
      },
    ]);
    expect(reshapeAddresses({ data: [] })).toEqual([]);
  });

  it('reads the saved cards', () => {
    const cards = {
      data: [
        { id: '5', type: 'credit_card', attributes: { cc_type: 'visa', last_digits: '4242', month: 12, year: 2029, name: 'Olivia Bennett', default: true, gateway_payment_profile_id: 'pm_1', public_metadata: {} }, relationships: { payment_method: { data: { id: '1', type: 'payment_method' } } } },
        { id: '6', type: 'credit_card', attributes: { cc_type: 'master', last_digits: '4444', month: 1, year: 2030, name: 'O. Bennett', default: false } },
      ],
    };
    expect(reshapeCards(cards)).toEqual([
      { id: '5', brand: 'visa', lastDigits: '4242', month: 12, year: 2029, name: 'Olivia Bennett', isDefault: true },
      { id: '6', brand: 'master', lastDigits: '4444', month: 1, year: 2030, name: 'O. Bennett', isDefault: false },
    ]);
  });

  it('reads the order history', () => {
    expect(reshapeOrderSummaries({ data: [order.data] })).toEqual([
      { number: 'R100000041', completedAt: '2026-11-20T10:00:00Z', state: 'complete', shipmentState: 'pending', paymentState: 'paid', itemCount: 3, displayTotal: '€2,571.00' },
    ]);
  });
});

describe('a completed order', () => {
  const detail = reshapeOrder(order);

  it('reads its totals in its currency', () => {
    expect(detail).toMatchObject({ number: 'R100000041', email: 'olivia@example.com', currency: 'EUR', displayItemTotal: '€2,571.00', displayTaxTotal: '€463.63', displayTotal: '€2,571.00' });
  });

  it('resolves its lines in the order’s order, each amount price × quantity', () => {
    expect(detail.lines).toEqual([
      { id: '91', name: 'Lido armchair', quantity: 1, slug: 'lido-armchair', artisan: 'Bottega Rinaldi', displayPrice: '€2,400.00', displayTotal: '€2,400.00', amount: '2400.00' },
      { id: '92', name: 'Murano vase', quantity: 2, slug: 'murano-vase', artisan: '', displayPrice: '€85.50', displayTotal: '€171.00', amount: '171.00' },
    ]);
  });

  it('resolves both addresses, and none when the order has none', () => {
    expect(detail.shipAddress).toMatchObject({ id: '11', countryIso: 'IT' });
    expect(detail.billAddress).toMatchObject({ id: '12', countryIso: 'IT' });
    const bare = reshapeOrder({ data: { ...order.data, relationships: { line_items: { data: [] }, billing_address: { data: null }, shipping_address: { data: null } } }, included: [] });
    expect(bare).toMatchObject({ lines: [], shipAddress: null, billAddress: null });
  });

  it('answers an order status lookup with its states only', () => {
    expect(reshapeOrderProgress(order)).toEqual({ number: 'R100000041', state: 'complete', shipmentState: 'pending', paymentState: 'paid', completedAt: '2026-11-20T10:00:00Z' });
  });
});
