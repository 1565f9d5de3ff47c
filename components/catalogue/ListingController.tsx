'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { applyListingAction, cleanRoute, listingHref, queryStringToRoute, routeToQueryString, type ListingAction } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import { renderListing } from './listing-action';
import { markHydrated } from './mark-hydrated';
import { useReturnToCard } from './useReturnToCard';

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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const remembered = useRef(new Map<string, ReactNode>());
  // The state last asked for: the next action builds on it even before the server has answered.
  const intended = useRef<{ route: RouteState; view: ListingView }>({ route: initialRoute, view: {} });

  const [pending, setPending] = useState(false);
  const queued = useRef<{ route: RouteState; view: ListingView; scroll: boolean; done: (() => void)[] } | null>(null);
  const running = useRef(false);
  const waiting = () => queued.current;

  // One server render at a time, the latest state wins. Updates are applied outside transitions, so they
  // never wait on the router's own (a back/forward navigation discards a pending server action).
  const drain = useCallback(async () => {
    running.current = true;
    setPending(true);
    while (queued.current) {
      const job = queued.current;
      queued.current = null;
      const key = routeToQueryString(job.route);
      const plain = !job.view.allHits && !job.view.moreFacets?.length;
      const known = plain ? remembered.current.get(key) : undefined;
      if (known) setState({ route: job.route, view: job.view, node: known });
      const node = await renderListing(spec, job.route, job.view).catch(() => null);
      // A later state may have been asked for meanwhile (read through a function: TypeScript narrows the ref).
      const next = waiting();
      if (!next && node !== null) {
        if (plain) {
          remembered.current.delete(key);
          remembered.current.set(key, node);
          if (remembered.current.size > MAX_REMEMBERED) remembered.current.delete(remembered.current.keys().next().value!);
        }
        setState({ route: job.route, view: job.view, node });
        if (job.scroll) window.scrollTo({ top: 0 });
      }
      if (next) next.done.push(...job.done);
      else job.done.forEach((done) => done());
    }
    running.current = false;
    setPending(false);
  }, [spec]);

  const show = useCallback(
    (route: RouteState, view: ListingView, scroll: boolean) =>
      new Promise<void>((resolve) => {
        intended.current = { route, view };
        queued.current = { route, view, scroll, done: [...(queued.current?.done ?? []), resolve] };
        if (!running.current) void drain();
      }),
    [drain],
  );

  const dispatch = useCallback(
    async (action: ListingAction) => {
      const current = intended.current.route;
      // The canonical state (lib/catalogue/canonical-state.ts), so the URL pushed is the one the proxy serves without a redirect.
      const route = cleanRoute(applyListingAction(current, action), spec.source.kind === 'artisans' ? 'artisans' : 'products', spec.source.kind === 'search' ? ['similar'] : []).route;
      const href = listingHref(window.location.pathname, route);
      // Typing replaces the entry it started (one entry per search, not per pause).
      if (action.type === 'query' && current.query !== undefined && route.query !== undefined) window.history.replaceState(null, '', href);
      else window.history.pushState(null, '', href);
      await show(route, {}, action.type === 'page');
    },
    [show, spec.source.kind],
  );

  const expand = useCallback((view: ListingView) => show(intended.current.route, { ...intended.current.view, ...view }, false), [show]);
  const retry = useCallback(() => show(intended.current.route, intended.current.view, false), [show]);

  useEffect(() => {
    // A page restored from the router's cache may hold another state than its URL (e.g. the bare
    // listing under a URL whose filters were pushed by this controller): the listing follows the URL.
    const kind = spec.source.kind === 'artisans' ? 'artisans' : 'products';
    const extra = spec.source.kind === 'search' ? ['similar'] : [];
    const { route } = cleanRoute(queryStringToRoute(window.location.search), kind, extra);
    if (routeToQueryString(route) !== routeToQueryString(cleanRoute(initialRoute, kind, extra).route)) void show(route, {}, false);
    // Only when mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Back and forward: Next restores its own (unchanged) tree; the listing follows the URL.
    const onPopState = () => void show(queryStringToRoute(window.location.search), {}, false);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show]);

  const listing = useRef<HTMLDivElement | null>(null);
  const onCardClick = useReturnToCard(listing, expand);
  const listingRef = useCallback((element: HTMLDivElement | null) => {
    listing.current = element;
    markHydrated(element);
  }, []);

  const value = useMemo<ListingContextValue>(
    () => ({ route: state.route, view: state.view, pending, dispatch, expand, retry, filtersOpen, setFiltersOpen }),
    [state.route, state.view, pending, dispatch, expand, retry, filtersOpen],
  );

  return (
    <ListingContext value={value}>
      {header}
      <div
        ref={listingRef}
        onClickCapture={onCardClick}
        aria-busy={pending || undefined}
        data-listing=""
      >
        {state.node ?? children}
      </div>
    </ListingContext>
  );
}
