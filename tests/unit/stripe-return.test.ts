import { describe, expect, it, vi } from 'vitest';
import { parseLastOrder } from '@/lib/checkout/last-order';
import { awaitingWebhook, resolveStripeReturn, type OrderLookup } from '@/lib/checkout/stripe-return';

const guest = { order_token: 'guest-token-1' };
const found = (state: string): OrderLookup => vi.fn(async (number: string) => ({ number, token: 'order-token-9', state }));

describe('returning from Stripe Checkout', () => {
  it("remembers a guest's completed order for the thank-you page and ends the guest cart", async () => {
    const lookup = found('complete');
    const outcome = await resolveStripeReturn('R123456789', guest, lookup);
    expect(lookup).toHaveBeenCalledWith('R123456789', guest);
    expect(outcome).toEqual({ location: '/checkout/thank-you?order=R123456789', lastOrder: 'R123456789:order-token-9', clearGuestCart: true });
    // The thank-you page reads back what was set.
    expect(parseLastOrder(outcome.lastOrder!)).toEqual({ number: 'R123456789', token: 'order-token-9' });
  });

  it('keeps the guest cart while the payment is still being confirmed, but still shows the order', async () => {
    const outcome = await resolveStripeReturn('R123456789', guest, found('payment'));
    expect(outcome.lastOrder).toBe('R123456789:order-token-9');
    expect(outcome.clearGuestCart).toBe(false);
  });

  it('a signed-in shopper is looked up with the bearer and has no guest cart to clear', async () => {
    const lookup = found('complete');
    const outcome = await resolveStripeReturn('R123456789', { bearer_token: 'b' }, lookup);
    expect(lookup).toHaveBeenCalledWith('R123456789', { bearer_token: 'b' });
    expect(outcome.clearGuestCart).toBe(false);
    expect(outcome.lastOrder).not.toBeNull();
  });

  it('sends back to the checkout, setting nothing, for an unknown order, a bad number or no credential', async () => {
    const back = { location: '/checkout', lastOrder: null, clearGuestCart: false };
    expect(await resolveStripeReturn('R123456789', guest, vi.fn(async () => null))).toEqual(back);
    const lookup = found('complete');
    expect(await resolveStripeReturn('r1;drop', guest, lookup)).toEqual(back);
    expect(await resolveStripeReturn(null, guest, lookup)).toEqual(back);
    expect(await resolveStripeReturn('R123456789', null, lookup)).toEqual(back);
    expect(lookup).not.toHaveBeenCalled();
  });

  it('brings the shopper back in the locale they paid in; an unknown locale falls back to the default', async () => {
    expect((await resolveStripeReturn('R123456789', guest, found('complete'), 'it-it')).location).toBe('/it-it/checkout/thank-you?order=R123456789');
    expect((await resolveStripeReturn('R123456789', guest, vi.fn(async () => null), 'de-de')).location).toBe('/de-de/checkout');
    expect((await resolveStripeReturn('R123456789', guest, found('complete'), null)).location).toBe('/checkout/thank-you?order=R123456789');
    expect((await resolveStripeReturn('R123456789', guest, found('complete'), 'en-us')).location).toBe('/checkout/thank-you?order=R123456789');
  });

  it('waits a moment for the webhook that completes the order, and gives up after a few tries', async () => {
    const late = vi.fn<OrderLookup>().mockResolvedValueOnce(null).mockResolvedValueOnce(null).mockResolvedValue({ number: 'R123456789', token: 't', state: 'complete' });
    expect(await awaitingWebhook(late, { waitMs: 1 })('R123456789', guest)).toMatchObject({ state: 'complete' });
    expect(late).toHaveBeenCalledTimes(3);
    const never = vi.fn<OrderLookup>(async () => null);
    expect(await awaitingWebhook(never, { tries: 4, waitMs: 1 })('R123456789', guest)).toBeNull();
    expect(never).toHaveBeenCalledTimes(4);
  });
});
