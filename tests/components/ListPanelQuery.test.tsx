import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import type { PanelList } from '@/lib/wishlists/actions';

// The service behind the server actions: one list, which the product is added to.
const service = vi.hoisted(() => ({ lists: [] as PanelList[], reads: 0 }));
vi.mock('@/lib/wishlists/actions', () => ({
  listsForPanel: vi.fn(async () => {
    service.reads += 1;
    return { ok: true, data: service.lists.map((list) => ({ ...list })) };
  }),
  addToList: vi.fn(async (token: string) => {
    service.lists = service.lists.map((list) => (list.token === token ? { ...list, containsProduct: true, itemCount: list.itemCount + 1 } : list));
    return { ok: true, data: undefined };
  }),
  createList: vi.fn(async (input: { name: string }) => {
    // The server's schema refuses the first argument's name (its path '0.name'), which the form puts on its field.
    if (input.name.trim() === 'Taken') return { ok: false, error: { kind: 'invalid', fields: { '0.name': 'tooLong:100' } }, retryable: false };
    if (input.name.trim() === 'Broken') return { ok: false, error: { kind: 'failed' }, retryable: false };
    service.lists = [...service.lists, { token: 'l2', name: input.name.trim(), itemCount: 1, containsProduct: true }];
    return { ok: true, data: { token: 'l2' } };
  }),
}));
vi.mock('@/lib/registry/actions', () => ({ registryForPanel: vi.fn(async () => ({ ok: true, data: null })), addToRegistry: vi.fn() }));

import ListPanel from '@/components/account/lists/ListPanel';
import { createList } from '@/lib/wishlists/actions';
import { uiStore } from '@/stores/ui-store';
import { InLocale } from '../helpers/intl';

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => act(() => uiStore.getState().close()));

describe('the lists panel', () => {
  it('reads the lists when it opens, and again after adding the product to one', async () => {
    service.lists = [{ token: 'l1', name: 'Living room', itemCount: 2, containsProduct: false }];
    service.reads = 0;
    render(
      <InLocale>
        <ListPanel />
      </InLocale>,
    );
    expect(service.reads).toBe(0);
    act(() => uiStore.getState().openLists({ productId: '7', title: 'Lido coffee table' }));
    await waitFor(() => expect(service.reads).toBe(1));
    const row = (await screen.findByText('Living room')).closest('li')!;
    const add = within(row).getByRole('button', { hidden: true });
    expect(add).toHaveTextContent('Add to Living room');
    expect(service.reads).toBe(1);
    fireEvent.click(add);
    await waitFor(() => expect(service.reads).toBe(2));
    expect(await screen.findByText('3 items')).toBeInTheDocument();
    expect(add).toHaveTextContent('Added to Living room');
    expect(add).toBeDisabled();
  });

  it('creates a list with the product through the shared form: the schema and the server refuse on the field, keeping what was typed', async () => {
    service.lists = [];
    service.reads = 0;
    render(
      <InLocale>
        <ListPanel />
      </InLocale>,
    );
    act(() => uiStore.getState().openLists({ productId: '7', variantId: '9', title: 'Lido coffee table' }));
    await screen.findByText(messages.account.lists.noLists);
    const name = screen.getByRole('textbox', { name: 'Name', hidden: true });
    const submit = screen.getByRole('button', { name: 'Create and add', hidden: true });
    // The button is busy while a sending runs; each try waits for the previous one to end.
    const send = async () => {
      await waitFor(() => expect(submit).toBeEnabled());
      fireEvent.click(submit);
    };

    // Empty: the schema's message, nothing sent.
    await send();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(createList).not.toHaveBeenCalled();

    // The server refuses the name: its message goes on the field, the text stays.
    fireEvent.change(name, { target: { value: 'Taken' } });
    await send();
    expect(await screen.findByText('Name is too long (maximum is 100 characters)')).toBeInTheDocument();
    expect(name).toHaveValue('Taken');

    // A refusal of the whole form is said on the status line.
    fireEvent.change(name, { target: { value: 'Broken' } });
    await send();
    expect(await screen.findByText(messages.account.lists.failed)).toBeInTheDocument();

    const readsBefore = service.reads;
    fireEvent.change(name, { target: { value: ' Terrace ' } });
    await send();
    expect(await screen.findByText('Terrace has been created with this piece.')).toBeInTheDocument();
    expect(createList).toHaveBeenLastCalledWith({ name: 'Terrace', description: '' }, '7', '9');
    // The form is empty again, and the lists are read again (the new one shows as holding the product).
    await waitFor(() => expect(name).toHaveValue(''));
    await waitFor(() => expect(service.reads).toBeGreaterThan(readsBefore));
    expect(within(screen.getByText('Terrace').closest('li')!).getByRole('button', { hidden: true })).toBeDisabled();
  });
});
