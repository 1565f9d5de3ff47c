import { describe, expect, it, vi } from 'vitest';
import { createUiStore, isMenuOpen } from '@/stores/ui-store';

describe('UI store', () => {
  it('starts with every panel closed', () => {
    const state = createUiStore().getState();
    expect(state.openPanel).toBeNull();
    expect(state.linePendingRemoval).toBeNull();
  });

  it('keeps one panel open at a time', () => {
    const store = createUiStore();
    store.getState().open('bag');
    expect(store.getState().openPanel).toBe('bag');
    store.getState().open('search');
    expect(store.getState().openPanel).toBe('search');
    store.getState().close();
    expect(store.getState().openPanel).toBeNull();
  });

  it('closes only the named panel', () => {
    const store = createUiStore();
    store.getState().open('bag');
    store.getState().close('search');
    expect(store.getState().openPanel).toBe('bag');
    store.getState().close();
    expect(store.getState().openPanel).toBeNull();
  });

  it('runs the after-authentication action once, after success', async () => {
    const store = createUiStore();
    const saveFavorite = vi.fn();
    store.getState().openAuthentication(saveFavorite);
    expect(store.getState().openPanel).toBe('authentication');
    expect(saveFavorite).not.toHaveBeenCalled();
    await store.getState().authenticationSucceeded();
    expect(saveFavorite).toHaveBeenCalledTimes(1);
    expect(store.getState().openPanel).toBeNull();
    await store.getState().authenticationSucceeded();
    expect(saveFavorite).toHaveBeenCalledTimes(1);
  });

  it('drops the action when the shopper dismisses the panel', async () => {
    const store = createUiStore();
    const saveFavorite = vi.fn();
    store.getState().openAuthentication(saveFavorite);
    store.getState().close();
    await store.getState().authenticationSucceeded();
    expect(saveFavorite).not.toHaveBeenCalled();
  });

  it('marks a line for removal until confirmed or cancelled', () => {
    const store = createUiStore();
    store.getState().markLineForRemoval('line-7');
    expect(store.getState().linePendingRemoval).toBe('line-7');
    store.getState().cancelLineRemoval();
    expect(store.getState().linePendingRemoval).toBeNull();
  });

  it('opens the country chooser as one more panel, replacing the phone menu', () => {
    const store = createUiStore();
    store.getState().open('menu');
    store.getState().open('countryChooser');
    expect(store.getState().openPanel).toBe('countryChooser');
    store.getState().close('countryChooser');
    expect(store.getState().openPanel).toBeNull();
  });

  it('counts the phone menu and a desktop submenu as an open menu', () => {
    const store = createUiStore();
    expect(isMenuOpen(store.getState())).toBe(false);
    store.getState().setSubmenuOpen(true);
    expect(isMenuOpen(store.getState())).toBe(true);
    store.getState().setSubmenuOpen(false);
    store.getState().open('menu');
    expect(isMenuOpen(store.getState())).toBe(true);
    store.getState().open('bag');
    expect(isMenuOpen(store.getState())).toBe(false);
  });
});
