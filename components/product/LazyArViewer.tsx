'use client';

import dynamic from 'next/dynamic';
import { Suspense, type ComponentProps } from 'react';
import type { ArViewer } from './ArViewer';

const Viewer = dynamic(() => import('./ArViewer').then((m) => m.ArViewer));

/**
 * The 3D/AR tab's poster, whose code loads on its own: the tab is closed on arrival, so the page's
 * first load does without it. The boundary lets the rest of the page hydrate while it arrives.
 */
export function LazyArViewer(props: ComponentProps<typeof ArViewer>) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
