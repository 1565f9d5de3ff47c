import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAYER_PRIORITY, currentLayer, isShopperSheet, layerToShow, layersStore, openSheet, setFieldFocused, settleLayer, sheetOpenNow, type Layer } from '@/lib/ui/layers';
import { uiStore } from '@/stores/ui-store';

const calm = { sheetOpen: false, fieldFocused: false };

describe('layerToShow: one floating layer at a time (issue 39)', () => {
  it('states its priority: the cookie banner, the account notice, the trade invitation, the newsletter, the registry bar', () => {
    expect(LAYER_PRIORITY).toEqual(['consent', 'accountNotice', 'tradeInvitation', 'signup', 'registryBar']);
  });

  it('shows nothing when nothing waits', () => {
    expect(layerToShow({ waiting: [], ...calm })).toBeNull();
  });

  it('shows the highest in priority of those waiting, whatever order they asked in', () => {
    expect(layerToShow({ waiting: ['registryBar', 'signup', 'tradeInvitation'], ...calm })).toBe('tradeInvitation');
    expect(layerToShow({ waiting: ['signup', 'consent'], ...calm })).toBe('consent');
    expect(layerToShow({ waiting: ['registryBar', 'accountNotice'], ...calm })).toBe('accountNotice');
    expect(layerToShow({ waiting: ['registryBar'], ...calm })).toBe('registryBar');
  });

  it('every pair of layers: exactly the higher one shows', () => {
    for (const [i, high] of LAYER_PRIORITY.entries()) {
      for (const low of LAYER_PRIORITY.slice(i + 1)) {
        expect(layerToShow({ waiting: [low, high], ...calm })).toBe(high);
      }
    }
  });

  it('shows none over a sheet or dialog the shopper opened', () => {
    for (const layer of LAYER_PRIORITY) expect(layerToShow({ waiting: [layer], sheetOpen: true, fieldFocused: false })).toBeNull();
  });

  it('shows none below a layer still undecided (the visitor read has not come), so nothing lower flashes before it', () => {
    expect(layerToShow({ waiting: ['registryBar'], undecided: ['tradeInvitation'], ...calm })).toBeNull();
    expect(layerToShow({ waiting: ['signup', 'registryBar'], undecided: ['accountNotice', 'tradeInvitation'], ...calm })).toBeNull();
    // Above it, or once it asks (then it waits in its place), the rule is as before.
    expect(layerToShow({ waiting: ['consent', 'registryBar'], undecided: ['tradeInvitation'], ...calm })).toBe('consent');
    expect(layerToShow({ waiting: ['tradeInvitation', 'registryBar'], undecided: ['tradeInvitation'], ...calm })).toBe('tradeInvitation');
    expect(layerToShow({ waiting: ['registryBar'], undecided: [], ...calm })).toBe('registryBar');
  });

  it('shows none while the shopper types in a field of the page', () => {
    for (const layer of LAYER_PRIORITY) expect(layerToShow({ waiting: [layer], sheetOpen: false, fieldFocused: true })).toBeNull();
  });
});

describe('the layers store', () => {
  afterEach(() => {
    layersStore.setState({ waiting: [], undecided: [], sheets: 0, fieldFocused: false });
    uiStore.getState().close();
  });

  const wait = (...waiting: Layer[]) => layersStore.setState({ waiting });

  it('a lower layer waits for an undecided one to be settled (decided not to show), or to ask', () => {
    layersStore.setState({ waiting: ['registryBar'], undecided: ['accountNotice', 'tradeInvitation'] });
    expect(currentLayer()).toBeNull();
    settleLayer('accountNotice');
    expect(currentLayer()).toBeNull();
    settleLayer('tradeInvitation');
    expect(currentLayer()).toBe('registryBar');
  });

  it('a layer that waits shows once the one above it is gone', () => {
    wait('signup', 'accountNotice');
    expect(currentLayer()).toBe('accountNotice');
    wait('signup');
    expect(currentLayer()).toBe('signup');
  });

  it('an open sheet hides the layer until it closes; sheets count, so the last one to close decides', () => {
    wait('signup');
    const closeFilters = openSheet();
    const closeZoom = openSheet();
    expect(sheetOpenNow()).toBe(true);
    expect(currentLayer()).toBeNull();
    closeFilters();
    closeFilters(); // closing twice changes nothing
    expect(currentLayer()).toBeNull();
    closeZoom();
    expect(currentLayer()).toBe('signup');
  });

  it('the shell’s panels (menu, bag …) are sheets; the cookie preferences are the banner itself', () => {
    wait('consent');
    uiStore.getState().open('bag');
    expect(currentLayer()).toBeNull();
    uiStore.getState().open('cookiePreferences');
    expect(sheetOpenNow()).toBe(false);
    expect(isShopperSheet('cookiePreferences')).toBe(false);
    expect(isShopperSheet('menu')).toBe(true);
    uiStore.getState().close();
    expect(currentLayer()).toBe('consent');
  });

  it('a focused field hides the layer; it comes back on blur', () => {
    wait('registryBar');
    setFieldFocused(true);
    expect(currentLayer()).toBeNull();
    setFieldFocused(false);
    expect(currentLayer()).toBe('registryBar');
  });
});

describe('the layers apart from the UI store (issue 35: not in every page’s first load)', () => {
  it('a panel the shopper opened before the layers’ code arrived is heard when it does', async () => {
    // A page as it loads: the UI store (first paint) without the layers' rules, which come later.
    vi.resetModules();
    const { uiStore: pageUiStore } = await import('@/stores/ui-store');
    pageUiStore.getState().open('menu');
    const later = await import('@/lib/ui/layers');
    later.layersStore.setState({ waiting: ['consent'], undecided: [] });
    expect(later.sheetOpenNow()).toBe(true);
    expect(later.currentLayer()).toBeNull();
    pageUiStore.getState().close();
    expect(later.currentLayer()).toBe('consent');
  });
});
