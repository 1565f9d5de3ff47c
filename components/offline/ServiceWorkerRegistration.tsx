'use client';

import { useEffect } from 'react';
import { SERVICE_WORKER_PATH } from '@/lib/offline/paths';

/**
 * Registers /service-worker.js (spec §7) once the page has loaded and the browser is idle, so it
 * never competes with what the visitor came for. Production builds only: `next dev` serves
 * changing, unhashed assets that a cache-first worker would keep stale. A refusal (an old browser,
 * a private window, a crawler) changes nothing, so it is not reported.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
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
