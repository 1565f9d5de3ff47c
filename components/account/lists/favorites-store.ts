'use client';

/**
 * Which products the signed-in shopper has saved, for the hearts on cards and product pages (spec §2
 * "wishlist hearts show saved state"). Loaded once per page load on the first heart that needs it;
 * tokens stay on the server (the ids come from a server action).
 */
import { create } from 'zustand';
import { favoriteProductIds } from '@/lib/wishlists/actions';

interface FavoritesState {
  signedIn: boolean;
  ids: ReadonlySet<string> | null;
  loading: boolean;
  /** Saves and removals made on this page, which win over a load that was already under way. */
  changes: ReadonlyMap<string, boolean>;
  setSignedIn(signedIn: boolean): void;
  markSignedIn(): void;
  load(): Promise<void>;
  setSaved(productId: string, saved: boolean): void;
}

function applyChanges(ids: Iterable<string>, changes: ReadonlyMap<string, boolean>): Set<string> {
  const next = new Set(ids);
  for (const [id, saved] of changes) {
    if (saved) next.add(id);
    else next.delete(id);
  }
  return next;
}

export const useFavorites = create<FavoritesState>()((set, get) => ({
  signedIn: false,
  ids: null,
  loading: false,
  changes: new Map(),
  setSignedIn: (signedIn) => {
    if (signedIn === get().signedIn) return;
    set(signedIn ? { signedIn } : { signedIn, ids: null, changes: new Map() });
  },
  markSignedIn: () => set({ signedIn: true, ids: null }),
  load: async () => {
    const { signedIn, ids, loading } = get();
    if (!signedIn || ids || loading) return;
    set({ loading: true });
    try {
      const loaded = await favoriteProductIds();
      // Unreadable favorites show every heart empty, as for an empty list.
      set({ ids: applyChanges(loaded.ok ? loaded.data : [], get().changes) });
    } finally {
      set({ loading: false });
    }
  },
  setSaved: (productId, saved) => {
    const changes = new Map(get().changes).set(productId, saved);
    set({ changes, ids: applyChanges(get().ids ?? [], new Map([[productId, saved]])) });
  },
}));
