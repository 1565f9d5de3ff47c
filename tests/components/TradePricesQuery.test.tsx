import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserQueryClient } from '@/lib/query/browser-client';
import { TradePriceLine, TradePrices } from '@/components/catalogue/TradePrices';
import { visitorStore } from '@/stores/visitor-store';
import { guestVisitor } from '@/lib/visitor/visitor';
import { InLocale } from '../helpers/intl';

const trade = { ...guestVisitor(true), signedIn: true, userId: 'trade-1' };

function Cards() {
  return (
    <TradePrices ids={['1', '2']} currency="USD">
      <TradePriceLine productId="1" currency="USD" className="line" />
    </TradePrices>
  );
}

const page = () => (
  <InLocale>
    <Cards />
  </InLocale>
);

/** The trade-prices route as the server answers: prices for the trade account, 403 for anyone else. */
function stubRoute() {
  const state = { trade: true };
  const fetch = vi.fn(async (_url: string) =>
    state.trade ? Response.json({ prices: { '1': 1062, '2': 900 } }) : Response.json({ error: 'Trade prices are for trade accounts only' }, { status: 403 }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch, state };
}

beforeEach(() => {
  visitorStore.setState({ visitor: trade, loaded: true });
  browserQueryClient().clear(); // one client per tab: each test is a fresh tab
});
afterEach(() => vi.unstubAllGlobals());

describe('trade prices in the browser', () => {
  it('are read once for the cards on screen and shown in whole units', async () => {
    const { fetch } = stubRoute();
    const { rerender } = render(page());
    expect(await screen.findByText('Trade $1,062')).toBeInTheDocument();
    rerender(page());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe('/api/search/trade-prices?ids=1%2C2&currency=USD');
  });

  it('are dropped when the trade user signs out in the tab, and a refusal is shown as nothing', async () => {
    const { fetch, state } = stubRoute();
    render(page());
    expect(await screen.findByText('Trade $1,062')).toBeInTheDocument();
    state.trade = false;
    act(() => visitorStore.setState({ visitor: guestVisitor(false), loaded: true }));
    await waitFor(() => expect(screen.queryByText(/Trade \$/)).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
