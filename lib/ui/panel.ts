/** The shell's panels, one open at a time (stores/ui-store.ts holds which). */
export type Panel = 'authentication' | 'bag' | 'countryChooser' | 'search' | 'menu' | 'cookiePreferences' | 'chat' | 'lists';

type PanelListener = (panel: Panel | null) => void;

let openPanel: Panel | null = null;
const listeners = new Set<PanelListener>();

/**
 * The UI store tells which panel is open; the floating layers (lib/ui/layers.ts) hear it. The two are
 * apart so that the rules of the layers load with what shows or opens a layer, not with every page's
 * first paint (the UI store is in it): a listener hears the panel open now when it starts listening.
 */
export function panelOpened(panel: Panel | null) {
  if (panel === openPanel) return;
  openPanel = panel;
  for (const listener of listeners) listener(panel);
}

/** Hears the open panel now, then each change, until the returned function is called. */
export function watchPanel(listener: PanelListener): () => void {
  listeners.add(listener);
  listener(openPanel);
  return () => listeners.delete(listener);
}
