import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { formats } from '@/lib/i18n/formats';
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
  createList: vi.fn(),
}));
vi.mock('@/lib/registry/actions', () => ({ registryForPanel: vi.fn(async () => ({ ok: true, data: null })), addToRegistry: vi.fn() }));

import ListPanel from '@/components/account/lists/ListPanel';
import { uiStore } from '@/stores/ui-store';

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
      <NextIntlClientProvider locale="en-us" messages={messages} formats={formats}>
        <ListPanel />
      </NextIntlClientProvider>,
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
});
