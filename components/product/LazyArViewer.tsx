'use client';

import { clientOnly } from '@/components/ui/client-only';
import type { ComponentProps } from 'react';
import type { ArViewer } from './ArViewer';
import styles from './ProductControls.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * The 3D/AR tab's viewer, whose code loads on its own: the tab is closed on arrival, so the page's
 * first load does without it. Rendered in the browser only, so its button exists only once its code
 * does: server-rendered, a tap on it made right after opening the tab, before the code arrived, was
 * lost (React drops a click on a part it cannot hydrate yet). Until then the tab holds the poster's
 * empty frame, the same size, so nothing moves when the poster appears in it.
 */
const Viewer = clientOnly(withIntl(() => import('./ArViewer').then((m) => m.ArViewer)), {
  loading: () => <div className={styles.ar} aria-busy="true" />,
});

export function LazyArViewer(props: ComponentProps<typeof ArViewer>) {
  return <Viewer {...props} />;
}
