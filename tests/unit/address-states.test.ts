/** The one state rule of the shop's forms (lib/address/states.ts), as the address, checkout and white-glove schemas apply it. */
import { describe, expect, it } from 'vitest';
import { checkState, stateKindOf, statesFor } from '@/lib/address/states';
import type { CountryStates } from '@/lib/model/address';
import { addressBookSchemaFor } from '@/lib/address/schema';
import { whiteGloveSchemaFor } from '@/lib/product/requests';
import { fieldErrors } from '@/lib/forms/validation';

const STATES: CountryStates = { US: [{ value: 'NY', label: 'New York' }], IE: [{ value: 'D', label: 'Dublin' }] };

describe('the state rule', () => {
  it('asks a country with states for one of its own codes, and keeps none elsewhere', () => {
    expect(checkState(STATES, 'us', 'ny')).toEqual({ ok: true, code: 'NY' });
    expect(checkState(STATES, 'US', ' ')).toEqual({ ok: false, message: 'required' });
    expect(checkState(STATES, 'US', 'D')).toEqual({ ok: false, message: 'stateInvalid' });
    expect(checkState(STATES, 'US', 'New York')).toEqual({ ok: false, message: 'stateInvalid' });
    expect(checkState(STATES, 'FR', 'Île-de-France')).toEqual({ ok: true, code: '' });
    expect(statesFor(STATES, 'ie')).toHaveLength(1);
    expect([stateKindOf('US'), stateKindOf('it'), stateKindOf('IE'), stateKindOf('AE')]).toEqual(['state', 'province', 'county', 'emirate']);
  });

  it('is the address book’s rule', () => {
    const address = { firstname: 'Olivia', lastname: 'Bennett', address1: '350 Fifth Avenue', city: 'New York', zipcode: '10118', phone: '+1 212 555 0100', countryIso: 'US' };
    expect(addressBookSchemaFor(STATES).parse({ ...address, stateCode: 'NY' }).stateCode).toBe('NY');
    expect(fieldErrors(addressBookSchemaFor(STATES).safeParse({ ...address, stateCode: 'CA' }).error!)).toEqual({ stateCode: 'stateInvalid' });
  });

  it('is the white-glove request’s rule when the list is at hand', () => {
    const ref = { id: '2', sku: 'CM-SOF-000002', title: 'Burano sofa' };
    const request = { product: ref, name: 'Ada Rossi', email: 'ada@example.com', streetAddress: '1 Main St', city: 'Dublin', postalCode: 'D02 X285', country: 'IE', floor: '', stairsWidth: '', elevatorWidth: '', bottleneckWidth: '', assemble: 'no', pieces: '1', certificateOfInsurance: 'no', units: 'cm' };
    expect(fieldErrors(whiteGloveSchemaFor(STATES).safeParse(request).error!)).toEqual({ stateProvince: 'required' });
    expect(whiteGloveSchemaFor(STATES).parse({ ...request, stateProvince: 'D' }).stateProvince).toBe('D');
    expect(whiteGloveSchemaFor(STATES).parse({ ...request, country: 'DE', stateProvince: 'D' }).stateProvince).toBe('');
  });
});
