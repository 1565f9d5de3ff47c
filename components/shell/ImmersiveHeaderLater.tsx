'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * The immersive header (ImmersiveHeader) with its scroll listener out of the page's first-load script.
 * The server and the hydration draw the same marker ImmersiveHeader draws, which makes the header
 * immersive from the first paint; the listener, nothing to tap, starts when its chunk arrives and
 * reads the scroll position then.
 */
export const ImmersiveHeaderLater = clientOnly(() => import('./ImmersiveHeader').then((m) => m.ImmersiveHeader), {
  loading: () => <span data-immersive-header="" hidden />,
});
