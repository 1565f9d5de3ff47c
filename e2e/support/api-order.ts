import { expect } from '@playwright/test';

/** The test address every order placed through the API ships to (New York: a state the tax table knows). */
const ADDRESS = { firstname: 'Giulia', lastname: 'Conti', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', phone: '+1 212 555 0100', state_name: 'NY', country_iso: 'US' };

interface ApiOrder {
  /** The commerce service's origin (the embedded backend of the run). */
  backend: string;
  variantId: string | number;
  email: string;
  /** An account's access token; without one the order is a guest's, addressed by its order token. */
  bearer?: string;
}

/**
 * An order of one unit completed through the commerce API, as a shopper's checkout would
 * (cart → address → delivery → card → complete), without a browser: for journeys that need an order
 * to exist (a sold-out piece, an account's history). Answers the order's number.
 */
export async function placeOrderThroughApi({ backend, variantId, email, bearer }: ApiOrder): Promise<string> {
  let orderToken = '';
  const call = async (method: 'POST' | 'PATCH', route: string, data?: unknown) => {
    const response = await fetch(`${backend}/api/v2/storefront/${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : orderToken ? { 'x-spree-order-token': orderToken } : {}),
      },
      body: data === undefined ? undefined : JSON.stringify(data),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: { attributes?: Record<string, unknown> } };
    expect(response.ok, `${method} ${route}: ${JSON.stringify(json)}`).toBe(true);
    return json;
  };
  orderToken = String((await call('POST', 'cart', { currency: 'USD' })).data?.attributes?.token ?? '');
  await call('POST', 'cart/add_item', { variant_id: String(variantId), quantity: 1 });
  await call('PATCH', 'checkout', { order: { email, bill_address_attributes: ADDRESS, ship_address_attributes: ADDRESS } });
  await call('PATCH', 'checkout/next');
  await call('PATCH', 'checkout/next');
  await call('PATCH', 'checkout/next');
  await call('POST', 'checkout/create_payment', { payment_method_id: '1', source_attributes: { gateway_payment_profile_id: '4242 4242 4242 4242', name: 'Giulia Conti', month: '12', year: '2030' } });
  await call('PATCH', 'checkout/next');
  const completed = await call('PATCH', 'checkout/complete');
  expect(completed.data?.attributes?.state).toBe('complete');
  return String(completed.data?.attributes?.number);
}
