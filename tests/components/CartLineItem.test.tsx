import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import type { Cart, CartLine } from '@/lib/model/cart';
import type { CartActionResult } from '@/lib/cart/result';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: React.ComponentProps<'a'>) => <a {...props} /> }));
const actions = vi.hoisted(() => ({
  setLineQuantity: vi.fn<(lineId: string, quantity: number) => Promise<CartActionResult>>(),
  removeLine: vi.fn(),
  loadCart: vi.fn(async () => ({ ok: true, data: null }) as CartActionResult),
}));
vi.mock('@/lib/cart/actions', () => actions);

import { CartLineItem } from '@/components/cart/CartLineItem';
import { cartStore } from '@/components/cart/cart-store';
import { useCartContents } from '@/components/cart/cart-contents';
import { browserQueryClient } from '@/lib/query/browser-client';
import { InLocale } from '../helpers/intl';

const line = (quantity: number): CartLine =>
  ({
    id: 'li-1',
    variantId: '7',
    quantity,
    // Spree's line total holds the US sales tax; the bag shows price × quantity, the subtotal's basis.
    total: (1250 * quantity * 1.08875).toFixed(2),
    displayTotal: '',
    amount: (1250 * quantity).toFixed(2),
    stockLocation: 'milan-warehouse',
    product: {
      name: 'Lido sofa', slug: 'lido-sofa', localizedSlugs: {}, sku: 'CM-7', artisanName: 'Bottega', purchasable: true,
      inStock: true, backorderable: false, currency: 'EUR', price: '1250.00', displayPrice: '', compareAtPrice: null,
      displayCompareAtPrice: null, image: null, shippingTime: 2, shippingMessage: null,
    },
  }) as unknown as CartLine;
const cartWith = (quantity: number) => ({ lines: [line(quantity)], itemCount: quantity }) as unknown as Cart;

/** The line as the bag renders it: from the cached cart, so the server's answer replaces it. */
function Bag() {
  const { data: cart } = useCartContents(false);
  return <ul>{cart?.lines.map((l) => <CartLineItem key={l.id} line={l} language="en" />)}</ul>;
}

function deferred() {
  let resolve!: (value: CartActionResult) => void;
  const promise = new Promise<CartActionResult>((r) => (resolve = r));
  return { promise, resolve };
}

const renderBag = () =>
  render(
    <InLocale locale="en-us" messages={messages}>
      <Bag />
    </InLocale>,
  );
/** The line total sits last in the row of the stepper (the unit price above may show the same amount). */
const totalShown = () => screen.getByRole('group', { name: 'Quantity of Lido sofa' }).parentElement!.lastElementChild!.textContent;
const quantityShown = () => screen.getByRole('group', { name: 'Quantity of Lido sofa' }).querySelector('output')!.textContent;

afterEach(() => {
  actions.setLineQuantity.mockReset();
  act(() => {
    browserQueryClient().clear();
    cartStore.setState({ figures: null, error: null, busy: null });
  });
});

describe('CartLineItem quantity stepper', () => {
  it('shows the new quantity and line total at once, then keeps the server answer', async () => {
    await act(async () => (await cartStore.getState().cache()).put(cartWith(1)));
    const answer = deferred();
    actions.setLineQuantity.mockReturnValue(answer.promise);
    renderBag();
    expect(totalShown()).toBe('€1,250');

    fireEvent.click(screen.getByRole('button', { name: 'One more: Lido sofa' }));
    // Before the server answers.
    expect(quantityShown()).toBe('2');
    expect(totalShown()).toBe('€2,500');
    expect(actions.setLineQuantity).toHaveBeenCalledWith('li-1', 2);

    await act(async () => answer.resolve({ ok: true, data: cartWith(2) }));
    expect(quantityShown()).toBe('2');
    expect(totalShown()).toBe('€2,500');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back to the server quantity on a refusal and shows the §8 message on the line', async () => {
    await act(async () => (await cartStore.getState().cache()).put(cartWith(3)));
    const answer = deferred();
    actions.setLineQuantity.mockReturnValue(answer.promise);
    renderBag();

    fireEvent.click(screen.getByRole('button', { name: 'One more: Lido sofa' }));
    expect(quantityShown()).toBe('4');
    expect(totalShown()).toBe('€5,000');

    await act(async () =>
      answer.resolve({
        ok: false,
        error: { kind: 'refused', reason: { error: { code: 'stock', summary: 'You already added to your cart all the available units of this item.' }, cart: cartWith(3) } },
        retryable: false,
      }),
    );
    // Once the answer is in the cached cart and the bag's observers have been told of it.
    await waitFor(() => expect(quantityShown()).toBe('3'));
    expect(totalShown()).toBe('€3,750');
    expect(screen.getByRole('alert')).toHaveTextContent('You already added to your cart all the available units of this item.');
  });
});
