/**
 * What may float over the page now (issue 39): the one rule every floating layer asks.
 *
 * Floating layers, highest priority first:
 *   1. consent         the cookie banner (the law asks for an answer first)
 *   2. accountNotice   the signed-in shopper's notice (store credit, trade application pending)
 *   3. tradeInvitation the discreet invitation to a professional who is not a trade user
 *   4. signup          the newsletter layer
 *   5. registryBar     "You are choosing a gift for …" for a guest from a shared registry
 *
 * - At most one layer shows at a time: the highest in priority of those waiting. A lower one waits
 *   (it is not lost) and shows once those above it are dismissed.
 * - The account notice and the trade invitation are decided from the visitor read: until each is
 *   settled (or 4 s have passed), none below it shows, so nothing lower flashes before it.
 * - None shows while a sheet or dialog the shopper opened is open (menu, bag, filters, a request
 *   form, the zoom …), nor while the shopper is typing in a field of the page: the layer on screen
 *   steps aside and comes back afterwards.
 * - The corner buttons (accessibility, chat) are not layers: they sit in space of their own (the
 *   page's gutters on wide screens, a row after the footer on phones), so they cover nothing.
 *
 * `layerToShow` is the decision, pure and tested (tests/unit/layers.test.ts); the store below holds
 * what the page tells it, and `useLayerTurn` is how a layer asks.
 */
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { watchPanel, type Panel } from './panel';

export const LAYER_PRIORITY = ['consent', 'accountNotice', 'tradeInvitation', 'signup', 'registryBar'] as const;
export type Layer = (typeof LAYER_PRIORITY)[number];

export interface LayerSituation {
  /** The layers that want to show (due, not dismissed). */
  waiting: readonly Layer[];
  /**
   * Layers that may still come: decided from the visitor read (the account notice, the trade
   * invitation), not yet decided. None below one of them shows meanwhile, so a lower layer never
   * flashes before a higher one takes its place.
   */
  undecided?: readonly Layer[];
  /** A sheet or dialog the shopper opened is open. */
  sheetOpen: boolean;
  /** The shopper is typing in a field of the page (not one inside a layer). */
  fieldFocused: boolean;
}

/** The one layer that may show now, or none. */
export function layerToShow({ waiting, undecided = [], sheetOpen, fieldFocused }: LayerSituation): Layer | null {
  if (sheetOpen || fieldFocused) return null;
  const first = LAYER_PRIORITY.find((layer) => waiting.includes(layer) || undecided.includes(layer));
  return first !== undefined && waiting.includes(first) ? first : null;
}

/** The layers decided from the visitor read, undecided when a page loads. */
export const DECIDED_FROM_VISITOR: readonly Layer[] = ['accountNotice', 'tradeInvitation'];
/** If the visitor read never answers, the layers below stop waiting for it after this. */
export const UNDECIDED_AT_MOST_MS = 4_000;

/** The cookie preferences are the banner itself, reopened: not a sheet over which it must step aside. */
export function isShopperSheet(panel: Panel | null): boolean {
  return panel !== null && panel !== 'cookiePreferences';
}

interface LayersState {
  waiting: Layer[];
  undecided: Layer[];
  /** Sheets and dialogs open now (each registers itself; the shell's panels come from the UI store, through `watchPanel`). */
  sheets: number;
  panelOpen: boolean;
  fieldFocused: boolean;
}

export const layersStore = createStore<LayersState>()(() => ({
  waiting: [],
  undecided: typeof window === 'undefined' ? [] : [...DECIDED_FROM_VISITOR],
  sheets: 0,
  panelOpen: false,
  fieldFocused: false,
}));

if (typeof window !== 'undefined') setTimeout(() => layersStore.setState({ undecided: [] }), UNDECIDED_AT_MOST_MS);

/** A layer decided from the visitor read will not show on this page: those below it may. */
export function settleLayer(layer: Layer) {
  if (layersStore.getState().undecided.includes(layer)) layersStore.setState((s) => ({ undecided: s.undecided.filter((l) => l !== layer) }));
}

/**
 * The shell's open panel: stores/ui-store.ts tells each change through lib/ui/panel.ts (lib never
 * reads a store of `stores`, and the UI store, on every first paint, does not bring these rules).
 */
function panelChanged(panel: Panel | null) {
  const panelOpen = isShopperSheet(panel);
  if (layersStore.getState().panelOpen !== panelOpen) layersStore.setState({ panelOpen });
}
watchPanel(panelChanged);

const situation = (s: LayersState): LayerSituation => ({ waiting: s.waiting, undecided: s.undecided, sheetOpen: s.sheets > 0 || s.panelOpen, fieldFocused: s.fieldFocused });

/** The layer on screen now. */
export const currentLayer = (): Layer | null => layerToShow(situation(layersStore.getState()));

/** Whether a sheet or dialog the shopper opened is open now (the newsletter layer is not due over one). */
export const sheetOpenNow = (): boolean => situation(layersStore.getState()).sheetOpen;

/** A sheet or dialog opened by the shopper: nothing floats over it until the returned function is called. */
export function openSheet(): () => void {
  layersStore.setState((s) => ({ sheets: s.sheets + 1 }));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    layersStore.setState((s) => ({ sheets: Math.max(0, s.sheets - 1) }));
  };
}

export function setFieldFocused(fieldFocused: boolean) {
  if (layersStore.getState().fieldFocused !== fieldFocused) layersStore.setState({ fieldFocused });
}

/**
 * A layer asks to show while `wants` is true and answers whether it is its turn; it stops waiting
 * when `wants` turns false or it unmounts (dismissed, navigated away).
 */
export function useLayerTurn(layer: Layer, wants: boolean): boolean {
  useEffect(() => {
    if (!wants) return;
    // Asking settles it too: it is decided, and waits in its place.
    layersStore.setState((s) => ({ waiting: s.waiting.includes(layer) ? s.waiting : [...s.waiting, layer], undecided: s.undecided.filter((l) => l !== layer) }));
    return () => layersStore.setState((s) => ({ waiting: s.waiting.filter((l) => l !== layer) }));
  }, [layer, wants]);
  return useStore(layersStore, (s) => wants && layerToShow(situation(s)) === layer);
}

const TYPING_INPUTS = new Set(['text', 'email', 'tel', 'password', 'search', 'number', 'url', 'date', '']);

/** A field of the page the shopper types into (a keyboard may be up): not one inside a dialog or a layer. */
export function isPageField(element: EventTarget | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  const field =
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && TYPING_INPUTS.has(element.getAttribute('type')?.toLowerCase() ?? ''));
  return field && element.closest('dialog, [role="dialog"], [data-layer]') === null;
}

/** Mounted once (the shell's extras): follows focus, so layers step aside while the shopper types. */
export function useFieldFocusWatch() {
  useEffect(() => {
    const onFocus = () => setFieldFocused(isPageField(document.activeElement));
    // On focusout the next element is not focused yet: read it once the move is over.
    const onBlur = () => setTimeout(onFocus, 0);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
    };
  }, []);
}

/** A sheet or dialog registers itself while `open`. */
export function useSheet(open: boolean) {
  useEffect(() => (open ? openSheet() : undefined), [open]);
}
