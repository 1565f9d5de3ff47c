/**
 * One way to show an address: the address book, an order, the thank-you record and the checkout's
 * recap all go through PostalAddress / addressLine, a checkout address through addressOfCheckoutFields.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addressLine, PostalAddress } from '@/components/address/PostalAddress';
import { addressOfCheckoutFields } from '@/lib/address/wire';

const checkoutFields = {
  firstname: 'Giulia',
  lastname: 'Conti',
  address1: '350 Fifth Avenue',
  address2: 'Floor 4',
  city: 'New York',
  zipcode: '10118',
  state_name: 'New York',
  state_code: 'NY',
  country_iso: 'us',
  phone: '+1 212 555 0100',
};

describe('addressOfCheckoutFields', () => {
  it('reads the wire names of the checkout into the shop address, with the country name when known', () => {
    expect(addressOfCheckoutFields(checkoutFields, 'United States')).toEqual({
      firstname: 'Giulia',
      lastname: 'Conti',
      company: '',
      address1: '350 Fifth Avenue',
      address2: 'Floor 4',
      city: 'New York',
      zipcode: '10118',
      phone: '+1 212 555 0100',
      stateName: 'New York',
      stateCode: 'NY',
      countryIso: 'US',
      countryName: 'United States',
    });
  });

  it('leaves an absent second line and state empty', () => {
    const a = addressOfCheckoutFields({ ...checkoutFields, address2: undefined, state_name: undefined });
    expect([a.address2, a.stateName, a.countryName]).toEqual(['', '', '']);
  });
});

describe('addressLine', () => {
  it('writes every part that is there, the country by code when its name is unknown', () => {
    expect(addressLine(addressOfCheckoutFields(checkoutFields))).toBe('Giulia Conti, 350 Fifth Avenue, Floor 4, 10118 New York, New York, US');
  });

  it('leaves out what is empty, and names the country when it can', () => {
    const a = addressOfCheckoutFields({ ...checkoutFields, address2: '', state_name: '', country_iso: 'IT', city: 'Milano', zipcode: '20123' }, 'Italy');
    expect(addressLine(a)).toBe('Giulia Conti, 350 Fifth Avenue, 20123 Milano, Italy');
  });
});

describe('PostalAddress', () => {
  it('shows a checkout address as an address block, with the phone when asked for and the page’s class', () => {
    const { container } = render(<PostalAddress address={addressOfCheckoutFields(checkoutFields, 'United States')} phone className="recap" />);
    const block = container.querySelector('address');
    expect(block?.className).toBe('recap');
    expect(block?.innerHTML.split('<br>')).toEqual(['<strong>Giulia Conti</strong>', '350 Fifth Avenue, Floor 4', '10118 New York (New York)', 'United States', '+1 212 555 0100']);
  });

  it('keeps the phone and company out unless asked for', () => {
    const { container } = render(<PostalAddress address={{ ...addressOfCheckoutFields(checkoutFields, 'United States'), company: 'Studio Conti' }} />);
    expect(container.textContent).not.toContain('+1 212');
    expect(container.textContent).not.toContain('Studio Conti');
  });
});
