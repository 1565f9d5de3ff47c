import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/model/cart';
import type { CartActionResult } from '@/lib/cart/result';
import { createCartStore, itemCount } from '@/stores/cart-store';
import { browserQueryClient } from '@/lib/query/browser-client';
import { cartQueryOptions } from '@/lib/query/cart';
import { queryKeys } from '@/lib/query/keys';

// The bag's contents in the browser's QueryClient, the badge's figures in the small store.
const cartOf = (itemCount: number, total = `${itemCount * 100}.0`) => ({ itemCount, total, lines: [] }) as unknown as Cart;
const answer = (cart: Cart | null): CartActionResult => ({ ok: true, data: cart });
/** The bag's cache, as the page loads it on demand (with the bag's contents). */
const connect = () => import('@/lib/query/cart');
const cached = () => browserQueryClient().getQueryData(queryKeys.cart);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => browserQueryClient().clear());

describe('the bag through the browser QueryClient', () => {
  it("puts an action's answer in the cached cart and the badge's count, and drops a read that was still on its way", async () => {
    const read = deferred<CartActionResult>();
    const load = vi.fn(() => read.promise);
    const store = createCartStore(load, connect);
    // The bag opened: its first read is on its way when an add answers.
    const reading = browserQueryClient().fetchQuery(cartQueryOptions(load)).catch(() => 'dropped');
    await store.getState().run('add:1', async () => answer(cartOf(2)));
    read.resolve(answer(cartOf(1)));
    expect(await reading).toBe('dropped');
    expect(cached()).toEqual(cartOf(2));
    expect(itemCount(store.getState(), 0)).toBe(2);
    expect(store.getState().figures).toEqual({ itemCount: 2, total: '200.0' });
  });

  it('keeps the cached cart on a refusal without one, and empties it when an action answers with none', async () => {
    const store = createCartStore(async () => answer(null), connect);
    await (await store.getState().cache()).put(cartOf(3));
    await store.getState().run('coupon', async () => ({ ok: false, error: { kind: 'refused', reason: { error: { code: 'other', summary: 'x' }, cart: null } }, retryable: false }));
    expect(cached()).toEqual(cartOf(3));
    expect(store.getState().error?.where).toBe('coupon');
    await store.getState().run('line:1', async () => answer(null));
    expect(cached()).toBeNull();
    expect(itemCount(store.getState(), 7)).toBe(0);
  });

  it("reads the cart again when another tab changed it: the open bag's contents and the badge follow", async () => {
    const load = vi.fn(async () => answer(cartOf(1)));
    const store = createCartStore(load, connect);
    // The bag is open in this tab (an observer, as the drawer's useQuery).
    const seen: (Cart | null | undefined)[] = [];
    const stop = new QueryObserver(browserQueryClient(), cartQueryOptions(load)).subscribe((result) => seen.push(result.data));
    await waitFor(() => expect(cached()).toEqual(cartOf(1)));
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(async () => answer(cartOf(4)));
    const otherTab = new BroadcastChannel('casamaestri-cart');
    otherTab.postMessage({ type: 'changed' });
    otherTab.close();
    await waitFor(() => expect(seen.at(-1)).toEqual(cartOf(4)));
    expect(load).toHaveBeenCalledTimes(2);
    expect(itemCount(store.getState(), 0)).toBe(4);
    stop();
  });

  it('reads the cart again after a sign-in even when the bag was never opened, so the badge shows the joined cart', async () => {
    const load = vi.fn(async () => answer(cartOf(5)));
    const store = createCartStore(load, connect);
    expect(itemCount(store.getState(), 2)).toBe(2); // the visitor's count until an answer
    await (await store.getState().cache()).reread();
    expect(load).toHaveBeenCalledTimes(1);
    expect(cached()).toEqual(cartOf(5));
    expect(itemCount(store.getState(), 2)).toBe(5);
    expect(store.getState().contents?.()).toEqual(cartOf(5));
  });

  it('does not broadcast a refusal, and says so on the action it belongs to', async () => {
    const otherTab = new BroadcastChannel('casamaestri-cart');
    const heard = vi.fn();
    otherTab.onmessage = heard;
    const store = createCartStore(async () => answer(null), connect);
    await store.getState().run('estimate', async () => ({ ok: false, error: { kind: 'refused', reason: { error: { code: 'shippingData', summary: 'Unable to retrieve shipping data' }, cart: null } }, retryable: false }));
    expect(store.getState().error?.where).toBe('estimate');
    await store.getState().run('coupon', async () => answer(cartOf(1)));
    // A last message after the store's: once it arrived, everything the store sent has too.
    const sentinel = new BroadcastChannel('casamaestri-cart');
    sentinel.postMessage({ type: 'end' });
    sentinel.close();
    await waitFor(() => expect(heard.mock.calls.at(-1)?.[0].data).toEqual({ type: 'end' }));
    expect(heard.mock.calls.map(([event]) => (event as MessageEvent).data)).toEqual([{ type: 'changed' }, { type: 'end' }]);
    otherTab.close();
  });
});
