import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionOutcome } from '@/lib/forms/action-result';

const favoriteProductIds = vi.fn<() => Promise<ActionOutcome<string[]>>>();
vi.mock('@/lib/wishlists/actions', () => ({ favoriteProductIds: () => favoriteProductIds() }));

const { useFavorites } = await import('@/components/account/lists/favorites-store');

describe('hearts’ saved state', () => {
  beforeEach(() => {
    favoriteProductIds.mockReset();
    useFavorites.setState({ signedIn: false, ids: null, loading: false, changes: new Map() });
  });

  it('loads nothing for guests', async () => {
    await useFavorites.getState().load();
    expect(favoriteProductIds).not.toHaveBeenCalled();
    expect(useFavorites.getState().ids).toBeNull();
  });

  it('loads the favorites once for a signed-in shopper', async () => {
    favoriteProductIds.mockResolvedValue({ ok: true, data: ['1', '2'] });
    useFavorites.getState().setSignedIn(true);
    await Promise.all([useFavorites.getState().load(), useFavorites.getState().load()]);
    await useFavorites.getState().load();
    expect(favoriteProductIds).toHaveBeenCalledTimes(1);
    expect([...useFavorites.getState().ids!]).toEqual(['1', '2']);
  });

  it('keeps a save made while the load was under way (the heart that opened the login)', async () => {
    let resolve: (answer: ActionOutcome<string[]>) => void = () => undefined;
    favoriteProductIds.mockReturnValue(new Promise((r) => (resolve = r)));
    useFavorites.getState().markSignedIn();
    const loading = useFavorites.getState().load();
    useFavorites.getState().setSaved('7', true);
    useFavorites.getState().setSaved('1', false);
    resolve({ ok: true, data: ['1', '2'] });
    await loading;
    expect([...useFavorites.getState().ids!].sort()).toEqual(['2', '7']);
  });

  it('shows every heart empty when the favorites cannot be read', async () => {
    favoriteProductIds.mockResolvedValue({ ok: false, error: { kind: 'unavailable' }, retryable: true });
    useFavorites.getState().setSignedIn(true);
    await useFavorites.getState().load();
    expect([...useFavorites.getState().ids!]).toEqual([]);
  });

  it('forgets everything on sign-out', () => {
    useFavorites.setState({ signedIn: true, ids: new Set(['1']) });
    useFavorites.getState().setSignedIn(false);
    expect(useFavorites.getState()).toMatchObject({ signedIn: false, ids: null });
  });
});
