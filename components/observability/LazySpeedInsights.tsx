'use client';

import { clientOnly } from '@/components/ui/client-only';

/** Speed Insights' code in a chunk of its own, fetched only where it is rendered (a Vercel deployment). */
export const LazySpeedInsights = clientOnly(() => import('@vercel/speed-insights/next').then((m) => m.SpeedInsights));
