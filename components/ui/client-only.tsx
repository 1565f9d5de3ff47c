'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** False on the server and while React hydrates the server's HTML; true in every render after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A part rendered in the browser only, whose code is a chunk of its own fetched when the part first
 * renders there: what `next/dynamic(load, { ssr: false })` does, without next/dynamic's machinery
 * (its loadable wrapper, chunk preloading and CSR bail-out, about 1.7 KB gzip) in every page's
 * first-load script. The server and the hydration render `loading` (or nothing), so the HTML and the
 * first client render agree; the part replaces it once its code has arrived. Nothing inside exists
 * before its code does, so no click can land on it and be lost.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>, options: { loading?: () => ReactNode } = {}): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  const Loading = options.loading;
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    const fallback = Loading ? <Loading /> : null;
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}

/**
 * A part rendered on the server as usual, whose code is a chunk of its own that the browser fetches
 * at hydration instead of in the page's first-load script. React keeps the server's HTML in place
 * (its own Suspense boundary, so the rest of the page hydrates without it) and hydrates the part
 * when the chunk arrives: nothing moves. A click on it before then is lost (React cannot replay it
 * on a part whose code it does not have), so this is only for parts with nothing to click, or
 * nothing a shopper can reach before scrolling.
 */
export function hydratedLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  function HydratedLater(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  }
  return HydratedLater;
}
