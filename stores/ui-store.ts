/**
 * Client UI state of the shell: which panel is open (authentication with an optional action to run
 * after success, bag, country chooser, search, mobile menu, chat, lists), the cart line pending
 * removal and whether a desktop submenu is open. Tokens are not here: they live in httpOnly cookies and never reach browser code.
 */
import { createStore, useStore } from 'zustand';
import { panelOpened } from '@/lib/ui/panel';
import type { Panel } from '@/lib/ui/panel';

export type { Panel } from '@/lib/ui/panel';

/** Spec §6: the trade login tells a signed-in user who is not trade to contact the trade team. */
export type AuthenticationMode = 'default' | 'trade';

/** The product the list panel adds to (spec §2 list panel: add to list, create list). */
export interface ListTarget {
  productId: string;
  variantId?: string;
  title: string;
}

/** What to do once the shopper has signed in, e.g. save the product whose heart opened the panel. */
export type AfterAuthentication = () => void | Promise<void>;

export interface UiState {
  openPanel: Panel | null;
  afterAuthentication: AfterAuthentication | null;
  authenticationMode: AuthenticationMode;
  listTarget: ListTarget | null;
  linePendingRemoval: string | null;
  /** A desktop submenu is open (the mobile menu is the 'menu' panel). */
  submenuOpen: boolean;
}

export interface UiActions {
  open(panel: Exclude<Panel, 'authentication' | 'lists'>): void;
  openAuthentication(afterAuthentication?: AfterAuthentication, mode?: AuthenticationMode): void;
  /** Opens the list panel for a product. */
  openLists(target: ListTarget): void;
  /** Runs the pending after-authentication action once, leaving the panel open (sign-up's thank-you). */
  runAfterAuthentication(): Promise<void>;
  /** Closes `panel` if it is the open one, or whatever is open when called without an argument. */
  close(panel?: Panel): void;
  /** Closes the panel and runs the pending after-authentication action once. */
  authenticationSucceeded(): Promise<void>;
  markLineForRemoval(lineId: string): void;
  cancelLineRemoval(): void;
  setSubmenuOpen(open: boolean): void;
}

export type UiStore = UiState & UiActions;

const initialUiState: UiState = {
  openPanel: null,
  afterAuthentication: null,
  authenticationMode: 'default',
  listTarget: null,
  linePendingRemoval: null,
  submenuOpen: false,
};

/** Spec §2: some extras (the chat launcher) step aside while any menu, phone or desktop, is open. */
export function isMenuOpen(state: UiState): boolean {
  return state.openPanel === 'menu' || state.submenuOpen;
}

export function createUiStore(initial: Partial<UiState> = {}) {
  return createStore<UiStore>()((set, get) => ({
    ...initialUiState,
    ...initial,
    open: (panel) => set({ openPanel: panel }),
    openAuthentication: (afterAuthentication, mode = 'default') =>
      set({ openPanel: 'authentication', afterAuthentication: afterAuthentication ?? null, authenticationMode: mode }),
    openLists: (target) => set({ openPanel: 'lists', listTarget: target }),
    runAfterAuthentication: async () => {
      const action = get().afterAuthentication;
      set({ afterAuthentication: null });
      await action?.();
    },
    close: (panel) => {
      const { openPanel } = get();
      if (panel && openPanel !== panel) return;
      // Dismissing the authentication panel abandons the action it was opened for.
      set({ openPanel: null, ...(openPanel === 'authentication' ? { afterAuthentication: null } : {}) });
    },
    authenticationSucceeded: async () => {
      const action = get().afterAuthentication;
      set({ openPanel: null, afterAuthentication: null });
      await action?.();
    },
    markLineForRemoval: (lineId) => set({ linePendingRemoval: lineId }),
    cancelLineRemoval: () => set({ linePendingRemoval: null }),
    setSubmenuOpen: (submenuOpen) => set({ submenuOpen }),
  }));
}

/** The one store of the running page; the floating layers (lib/ui/layers.ts) hear which panel is open through lib/ui/panel.ts. */
export const uiStore = createUiStore();
uiStore.subscribe((ui) => panelOpened(ui.openPanel));

export function useUi<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}
