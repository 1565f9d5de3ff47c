import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates the server's HTML, true in every later render (and at once in a part the
 * browser renders itself, e.g. after "show more" or a new filter). For what the first paint does not
 * show and the HTML therefore need not carry; only the component that asks re-renders after hydration.
 *
 * The turn to true after hydration is a deferred render (`useDeferredValue`), not the synchronous one
 * `useSyncExternalStore` forces when its server snapshot differs: that one drew every closed filter's
 * values and every lower card's picture of a listing in one task right after its hydration (a long
 * task on a phone). Deferred, React draws them in slices of a few milliseconds that a tap interrupts.
 * A part mounted later in the browser gets true in its first render, as before (no initial value is
 * given to `useDeferredValue`, so a first render is never deferred). The one rule of the shop for it:
 * `clientOnly` (client-only.tsx) turns to its part by this hook too.
 */
export function useHydrated(): boolean {
  return useDeferredValue(useSyncExternalStore(subscribeToNothing, () => true, () => false));
}
