/**
 * The address form's state: a select of the chosen country's states as the commerce service lists
 * them, named for what the country calls them, required there and absent elsewhere; switching
 * country never carries a state over; what is sent is the state's code.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { ActionForm } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { AddressFieldset } from '@/components/address/AddressFieldset';
import { addressBookSchemaFor, type AddressBookInput } from '@/lib/address/schema';
import type { CountryStates } from '@/lib/model/address';
import type { ActionOutcome, FormRefusal } from '@/lib/forms/action-result';
import { countryOptions } from '@/lib/address/countries';
import { InLocale } from '../helpers/intl';

const STATES: CountryStates = {
  US: [{ value: 'NY', label: 'New York' }, { value: 'CA', label: 'California' }, { value: 'AL', label: 'Alabama' }],
  CA: [{ value: 'ON', label: 'Ontario' }, { value: 'QC', label: 'Quebec' }],
  IT: [{ value: 'MI', label: 'Milano' }, { value: 'RM', label: 'Roma' }],
};

const FILLED: AddressBookInput = {
  firstname: 'Olivia', lastname: 'Bennett', company: '', address1: '350 Fifth Avenue', address2: '', city: 'New York', zipcode: '10118',
  phone: '+1 212 555 0100', stateCode: '', countryIso: 'US',
};

function Probe({ action, initial = FILLED }: { action(values: AddressBookInput): Promise<ActionOutcome<undefined, FormRefusal>>; initial?: AddressBookInput }) {
  const binding = useActionForm<AddressBookInput>({ resolver: zodResolver(addressBookSchemaFor(STATES)), defaultValues: initial, action });
  return (
    <ActionForm binding={binding}>
      <AddressFieldset
        names="book"
        rowClassName="row"
        countries={countryOptions('en')}
        states={STATES}
        labels={{ firstname: 'First name', lastname: 'Last name', address1: 'Address', address2: 'Line 2', zipcode: 'ZIP', city: 'City', country: 'Country', countryPlaceholder: 'Choose', phone: 'Phone', optional: 'optional' }}
      />
      <button type="submit">Save</button>
    </ActionForm>
  );
}

const options = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value).filter(Boolean);

describe('the address form’s state select', () => {
  it('lists the country’s states by name, sorted, asks for one, and sends its code', async () => {
    const action = vi.fn(async (_values: AddressBookInput): Promise<ActionOutcome<undefined, FormRefusal>> => ({ ok: true, data: undefined }));
    render(<InLocale><Probe action={action} /></InLocale>);
    const state = screen.getByRole('combobox', { name: en.addressStates.state });
    expect(options(state)).toEqual(['AL', 'CA', 'NY']);
    expect(within(state).getByRole('option', { name: 'New York' })).toHaveValue('NY');
    expect(state).toHaveAttribute('autocomplete', 'address-level1');

    await act(async () => fireEvent.submit(state.closest('form')!));
    await waitFor(() => expect(state).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(en.validation.required)).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();

    await act(async () => fireEvent.change(state, { target: { value: 'NY' } }));
    await act(async () => fireEvent.submit(state.closest('form')!));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0][0]).toMatchObject({ stateCode: 'NY', countryIso: 'US' });
  });

  it('follows the country: a province for Canada (another country’s state cleared), none for France', async () => {
    render(<InLocale><Probe action={async () => ({ ok: true, data: undefined })} initial={{ ...FILLED, stateCode: 'NY' }} /></InLocale>);
    expect(screen.getByRole('combobox', { name: en.addressStates.state })).toHaveValue('NY');
    const country = screen.getByRole('combobox', { name: 'Country' });
    await act(async () => fireEvent.change(country, { target: { value: 'CA' } }));
    const province = await screen.findByRole('combobox', { name: en.addressStates.province });
    expect(options(province)).toEqual(['ON', 'QC']);
    expect(province).toHaveValue('');
    await act(async () => fireEvent.change(country, { target: { value: 'FR' } }));
    expect(screen.queryByRole('combobox', { name: en.addressStates.province })).toBeNull();
    expect(screen.queryByRole('combobox', { name: en.addressStates.state })).toBeNull();
  });

  it('speaks the visitor’s language: Italian provinces under «Provincia»', () => {
    render(<InLocale locale="it-it" messages={it_}><Probe action={async () => ({ ok: true, data: undefined })} initial={{ ...FILLED, countryIso: 'IT', stateCode: 'RM' }} /></InLocale>);
    const province = screen.getByRole('combobox', { name: it_.addressStates.province });
    expect(province).toHaveValue('RM');
    expect(within(province).getByRole('option', { name: it_.addressStates.choose })).toHaveValue('');
  });
});
