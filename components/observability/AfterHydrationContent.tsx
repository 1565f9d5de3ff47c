'use client';

import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration';
import { LazySpeedInsights } from './LazySpeedInsights';

/** `speedInsights`: whether Speed Insights can report here (a Vercel deployment); elsewhere its code is never fetched. */
export function AfterHydrationContent({ speedInsights }: { speedInsights: boolean }) {
  return (
    <>
      <ServiceWorkerRegistration />
      {speedInsights && <LazySpeedInsights />}
    </>
  );
}
