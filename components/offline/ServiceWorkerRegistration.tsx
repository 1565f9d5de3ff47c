'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_PATH } from '@/lib/offline/paths';

/**
 * Registers /service-worker.js (spec §7) once the page has loaded and the browser is idle, so it
 * never competes with what the visitor came for. Production builds only: `next dev` serves changing
 * assets that a cache-first worker would keep stale, so there it removes any worker instead. A
 * refusal (an old browser, a private window, a crawler) changes nothing, so it is not reported.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    if (process.env.NODE_ENV !== 'production') {
      // A worker left by a production run on the same address would serve `next dev` stale chunks.
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((r) => void r.unregister()));
      return;
    }
    // Safari before 18 has no requestIdleCallback: a second after load stands in for idle there.
    const whenIdle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
    let cancelled = false;
    const register = () =>
      whenIdle(() => {
        if (!cancelled) navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', register);
    };
  }, []);
  return null;
}
