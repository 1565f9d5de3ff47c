import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the server's HTML, true in every later render (and at once in a part the
 * browser renders itself, e.g. after "show more" or a new filter). For what the first paint does not
 * show and the HTML therefore need not carry; only the component that asks re-renders after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
