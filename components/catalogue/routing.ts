import { useMemo } from 'react';
import type { UiState } from 'instantsearch.js';
import { queryStringToRoute, routeToQueryString, type RouteState } from '@/lib/catalogue/url-state';

type IndexUiState = UiState[string];

/**
 * InstantSearchNext routing for one index: the URL's query string ↔ the index's UI state through a
 * pair of pure mappers (lib/catalogue). Paths stay as Next routed them.
 */
export function useListingRouting(indexName: string, toRoute: (ui: IndexUiState) => RouteState, toUi: (route: RouteState) => IndexUiState) {
  return useMemo(
    () => ({
      router: {
        cleanUrlOnDispose: false,
        // Absolute: the router writes only when this differs from location.href, so a relative URL
        // would make it push again and again, even over a navigation to another page.
        createURL: ({ routeState, location }: { routeState: RouteState; location: Location }) =>
          `${location.origin}${location.pathname}${routeToQueryString(routeState)}`,
        parseURL: ({ location }: { location: Location }) => queryStringToRoute(location.search),
      },
      stateMapping: {
        stateToRoute: (uiState: UiState) => toRoute(uiState[indexName] ?? {}),
        routeToState: (route: RouteState) => ({ [indexName]: toUi(route) }) as UiState,
      },
    }),
    [indexName, toRoute, toUi],
  );
}
