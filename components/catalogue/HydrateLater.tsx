import { Suspense, type ReactNode } from 'react';

/**
 * Server HTML that React hydrates after the rest of the page, in short tasks it can interrupt: a
 * Suspense boundary that arrived complete is hydrated at low priority (or at once when clicked), so
 * the listing's first hydration stays short on a phone. What is inside must not itself suspend
 * (no InstantSearch hook), or the server would stream it apart from the page.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
