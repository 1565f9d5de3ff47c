import { expect, type Locator } from '@playwright/test';

/**
 * The guest checkout's address and card steps, as a shopper fills them: one place for the journeys
 * that need an order at review (bag, money, a lost completion), so a change to the form is made once.
 */
export interface GuestAddress {
  /** Left out for a signed-in shopper, whose e-mail the form shows read-only. */
  email?: string;
  firstName: string;
  lastName: string;
  address1: string;
  zipcode: string;
  city: string;
  /** ISO code of the country. */
  country: string;
  /** The state's code from the country's list, where the country has states. */
  state?: string;
  phone: string;
}

export const MILAN_ADDRESS: GuestAddress = {
  email: 'giulia.conti@example.com', firstName: 'Giulia', lastName: 'Conti', address1: 'Via Solferino 11',
  zipcode: '20121', city: 'Milano', country: 'IT', state: 'MI', phone: '+39 02 1234 5678',
};

/** Waits until the address form answers a click: a click or a value typed before hydration is lost. */
export async function addressFormReady(main: Locator): Promise<void> {
  await expect(async () => {
    await main.getByRole('button', { name: 'Continue to delivery' }).click();
    await expect(main.getByText('Please enter your e-mail')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Fills the address step (a guest's, or a signed-in shopper's without `email`); the state is chosen from the list the chosen country brings, whatever it is called there. */
export async function fillGuestAddress(main: Locator, address: GuestAddress): Promise<void> {
  if (address.email) await main.getByLabel('E-mail').fill(address.email);
  await main.getByLabel('First name').fill(address.firstName);
  await main.getByLabel('Last name').fill(address.lastName);
  await main.getByLabel('Address', { exact: true }).fill(address.address1);
  await main.getByLabel('Postal code').fill(address.zipcode);
  await main.getByLabel('City', { exact: true }).fill(address.city);
  await main.getByLabel('Country', { exact: true }).selectOption(address.country);
  if (address.state) await main.getByLabel(/^(State|Province|County|Region|Emirate|District|Area)$/).selectOption(address.state);
  await main.getByLabel('Phone number').fill(address.phone);
}

/** The shop's answer when the commerce service gave none within its wait (lib/services/upstream.ts). */
const TRY_AGAIN = 'We could not reach the shop. Please try again in a moment.';

/** Standard delivery, then the test card; ends at the review step and returns its "Place order" button. */
export async function payByTestCard(main: Locator, nameOnCard: string): Promise<Locator> {
  const toDelivery = main.getByRole('button', { name: 'Continue to delivery' });
  const standard = main.getByRole('radio', { name: /Standard delivery/ });
  await toDelivery.click();
  // On a loaded CI machine the address's save can outlast the shop's 3.5 s wait for the service
  // (CI, twice in one run): the shop then says to try again, keeps what was typed, and a shopper
  // does try again. Any other answer still fails here.
  await expect(async () => {
    if (await main.getByRole('alert').filter({ hasText: TRY_AGAIN }).isVisible()) await toDelivery.click();
    await expect(standard).toBeChecked({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Continue to payment' }).click();
  await main.getByLabel('Name on card').fill(nameOnCard);
  await main.getByLabel('Card number').fill('4242 4242 4242 4242');
  await main.getByLabel('Expiry date').fill('12/30');
  await main.getByLabel('Security code').fill('123');
  await main.getByRole('button', { name: 'Continue to review' }).click();
  const place = main.getByRole('button', { name: /^Place order · / });
  await expect(place).toBeVisible();
  return place;
}
