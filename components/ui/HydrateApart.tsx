import { Activity, type ReactNode } from 'react';

/**
 * Server HTML that React hydrates on its own, after the page around it and in slices of a few
 * milliseconds, instead of inside the page's one long first hydration (which blocks a phone's main
 * thread for as long as the whole tree takes). A tap inside it before then hydrates it first and is
 * replayed. Unlike a Suspense boundary, an Activity boundary is never streamed apart from the page:
 * its HTML stays in place, so nothing paints later.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
