'use client';

import dynamic from 'next/dynamic';

/** Speed Insights' code in a chunk of its own, fetched only where it is rendered (a Vercel deployment). */
export const LazySpeedInsights = dynamic(() => import('@vercel/speed-insights/next').then((m) => m.SpeedInsights), { ssr: false });
