/**
 * A ref callback that marks an element `data-hydrated` once React has attached it, i.e. hydrated it
 * (or mounted it, after a client navigation); journeys wait for it before they click. Written on the
 * element, not kept in state: a state change would re-render the whole listing right after
 * hydration, every card included, in one more long task on a phone.
 */
export function markHydrated(element: HTMLElement | null): void {
  element?.setAttribute('data-hydrated', '');
}
