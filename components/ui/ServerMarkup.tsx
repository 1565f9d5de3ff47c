'use client';

import type { ReactNode } from 'react';
import type { IslandRoot } from './island';

/**
 * An island's markup (./island.tsx) drawn by a server component and passed in as `children`, so the
 * view's own code is not in the page's first-load script at all: the island adds only the root
 * element it listens on. The part draws that same root (the same `className`) around the same view,
 * so the tap and focus it hands over find the same button at the same place. Give the view a module
 * with no hooks and no 'use client' (labels come as props), so the server draws it and the part's
 * chunk imports it: one view, so the two cannot drift.
 */
export function ServerMarkup({ root, className, children }: { root?: IslandRoot; className?: string; children?: ReactNode }) {
  return (
    <div {...root} className={className}>
      {children}
    </div>
  );
}
