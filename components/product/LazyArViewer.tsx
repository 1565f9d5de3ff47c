'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import { ArPoster } from './ArPoster';
import type { ArViewer } from './ArViewer';
import styles from './ProductControls.module.css';

/**
 * The 3D/AR tab's viewer, whose code loads on its own: the tab is closed on arrival, so the page's
 * first load does without it. Rendered in the browser only, and until its code is here the poster's
 * button is shown disabled: a server-rendered button whose code had not arrived lost a tap made
 * right after opening the tab (React drops a click on a part it cannot hydrate yet).
 */
const Viewer = dynamic(() => import('./ArViewer').then((m) => m.ArViewer), {
  ssr: false,
  loading: () => (
    <div className={styles.ar}>
      <ArPoster state="waiting" />
    </div>
  ),
});

export function LazyArViewer(props: ComponentProps<typeof ArViewer>) {
  return <Viewer {...props} />;
}
