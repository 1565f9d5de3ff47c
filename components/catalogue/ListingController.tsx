'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { applyListingAction, listingHref, queryStringToRoute, routeToQueryString, type ListingAction } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import { renderListing } from './listing-action';
import { markHydrated } from './mark-hydrated';

interface ListingContextValue {
  route: RouteState;
  view: ListingView;
  pending: boolean;
  /** Applies an action: the URL changes at once (a new history entry), the listing when the server answers. */
  dispatch(action: ListingAction): Promise<void>;
  /** Expands what the page shows without changing the URL (more pieces, a longer facet list). */
  expand(view: ListingView): Promise<void>;
  /** The same state again (after "search unavailable"). */
  retry(): Promise<void>;
  filtersOpen: boolean;
  setFiltersOpen(open: boolean): void;
}

const ListingContext = createContext<ListingContextValue | null>(null);

export function useListing(): ListingContextValue {
  const value = use(ListingContext);
  if (!value) throw new Error('useListing outside a ListingController');
  return value;
}

/** Recently shown states by URL: back and forward show them at once, then refresh them. */
const MAX_REMEMBERED = 12;

/**
 * A listing's state in the browser. The server rendered the first state (HTML, no search in the
 * browser); each action of the shopper (filter, sort, page, typing) pushes the state's public URL and
 * asks the server to render the listing for it (a server action over the same cached search), whose
 * answer replaces the listing in place: same components, so nothing is remounted and focus stays.
 * Back and forward render the state of the URL they land on.
 */
export function ListingController({ spec, route: initialRoute, header, children }: { spec: ListingSpec; route: RouteState; header?: ReactNode; children: ReactNode }) {
  const [state, setState] = useState<{ route: RouteState; view: ListingView; node: ReactNode | null }>({ route: initialRoute, view: {}, node: null });
  const [pending, startTransition] = useTransition();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const latest = useRef(0);
  const remembered = useRef(new Map<string, ReactNode>());
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const show = useCallback(
    (route: RouteState, view: ListingView, scroll: boolean) =>
      new Promise<void>((resolve) => {
        const request = ++latest.current;
        const key = routeToQueryString(route);
        const plain = !view.allHits && !view.moreFacets?.length;
        const known = plain ? remembered.current.get(key) : undefined;
        if (known) setState({ route, view, node: known });
        startTransition(async () => {
          const node = await renderListing(spec, route, view).catch(() => null);
          if (request === latest.current && node !== null) {
            if (plain) {
              remembered.current.delete(key);
              remembered.current.set(key, node);
              if (remembered.current.size > MAX_REMEMBERED) remembered.current.delete(remembered.current.keys().next().value!);
            }
            startTransition(() => setState({ route, view, node }));
            if (scroll) window.scrollTo({ top: 0 });
          }
          resolve();
        });
      }),
    [spec],
  );

  const dispatch = useCallback(
    async (action: ListingAction) => {
      const route = applyListingAction(stateRef.current.route, action);
      const href = listingHref(window.location.pathname, route);
      // Typing replaces the entry it started (one entry per search, not per pause).
      if (action.type === 'query' && stateRef.current.route.query !== undefined && route.query !== undefined) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      await show(route, {}, action.type === 'page');
    },
    [show],
  );

  const expand = useCallback((view: ListingView) => show(stateRef.current.route, { ...stateRef.current.view, ...view }, false), [show]);
  const retry = useCallback(() => show(stateRef.current.route, stateRef.current.view, false), [show]);

  useEffect(() => {
    // Back and forward: Next restores its own (unchanged) tree; the listing follows the URL.
    const onPopState = () => void show(queryStringToRoute(window.location.search), {}, false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const value = useMemo<ListingContextValue>(
    () => ({ route: state.route, view: state.view, pending, dispatch, expand, retry, filtersOpen, setFiltersOpen }),
    [state.route, state.view, pending, dispatch, expand, retry, filtersOpen],
  );

  return (
    <ListingContext value={value}>
      {header}
      <div ref={markHydrated} aria-busy={pending || undefined} data-listing="">
        {state.node ?? children}
      </div>
    </ListingContext>
  );
}
