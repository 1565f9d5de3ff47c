'use client';

import { clientOnly } from '@/components/ui/client-only';

/**
 * What every page starts once it has hydrated and neither the first paint nor a first tap needs: the
 * service worker's registration and, on a Vercel deployment, Speed Insights. One chunk of its own,
 * fetched after hydration, instead of their modules in every page's first-load script. (The visitor
 * is read at hydration, not here: a heart tapped at once must know a signed-in shopper.)
 */
export const AfterHydration = clientOnly(() => import('./AfterHydrationContent').then((m) => m.AfterHydrationContent));
