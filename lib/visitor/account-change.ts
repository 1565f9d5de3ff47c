/**
 * Who is signed in, as this page last heard it (stores/visitor-store.ts tells each visitor answer):
 * for code that loads on demand and must forget what it read for another account (the browser's
 * QueryClient, lib/query/browser-client.ts), without reading a store (lib never imports `stores`).
 */
type Listener = (userId: string | null) => void;

const listeners = new Set<Listener>();
let known: { userId: string | null } | undefined;

/** The visitor answer's account (null: a guest). */
export function accountHeard(userId: string | null): void {
  known = { userId };
  for (const listener of listeners) listener(userId);
}

/** The account last heard (undefined before the first visitor answer), then every change of it. */
export function watchAccount(listener: Listener): { current: string | null | undefined } {
  listeners.add(listener);
  return { current: known?.userId };
}
