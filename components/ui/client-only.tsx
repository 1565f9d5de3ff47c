'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A part rendered in the browser only, whose code is a chunk of its own fetched when the part first
 * renders there: what `next/dynamic(load, { ssr: false })` does, without next/dynamic's machinery
 * (its loadable wrapper, chunk preloading and CSR bail-out, about 1.7 KB gzip) in every page's
 * first-load script. The server and the hydration render `loading` (or nothing), so the HTML and the
 * first client render agree; the part replaces it once its code has arrived. Nothing inside exists
 * before its code does, so no click can land on it and be lost. `loading` gets the part's props, so
 * it can hold the part's room or draw its server markup (a marker, placeholders) when the part has
 * nothing to tap. (A server-rendered React.lazy part would keep its HTML in place while its code
 * loads, but React streams a boundary that suspends on the server apart from the page, after it.)
 * The turn from `loading` to the part follows `useHydrated`'s rule: a deferred render after
 * hydration, in slices a tap can interrupt, not the synchronous re-render that swapped every part of
 * the page at once in the task right after its hydration.
 */
export function clientOnly<P extends object>(load: () => Promise<ComponentType<P>>, options: { loading?: (props: P) => ReactNode } = {}): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  const Loading = options.loading;
  function ClientOnly(props: P) {
    const hydrated = useHydrated();
    const fallback = Loading ? <Loading {...props} /> : null;
    if (!hydrated) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return ClientOnly;
}

