'use client';

import { hydratedLater } from '@/components/ui/client-only';

/**
 * The immersive header's marker (ImmersiveHeader) with its scroll listener out of the page's
 * first-load script: the server-rendered marker makes the header immersive from the first paint, and
 * the listener, nothing to tap, starts when its chunk arrives (it reads the scroll position then).
 */
export const ImmersiveHeaderLater = hydratedLater(() => import('./ImmersiveHeader').then((m) => m.ImmersiveHeader));
