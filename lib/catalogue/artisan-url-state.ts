/** The artisans list's URL (spec §9 artisan sorts and filters), as lib/catalogue/url-state.ts does for products. */
import type { Language } from '../i18n/languages';
import { ARTISAN_SORTS, artisanIndex, type ArtisanSort } from './indexes';
import type { RouteState } from './url-state';

export const ARTISAN_FACETS = { city: 'city', category: 'categories', material: 'materials' } as const;

interface ArtisanUiState {
  query?: string;
  page?: number;
  sortBy?: string;
  refinementList?: Record<string, string[]>;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const all = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export function artisanUiToRoute(ui: ArtisanUiState, language: Language): RouteState {
  const route: RouteState = {};
  if (ui.query) route.query = ui.query;
  for (const [name, attribute] of Object.entries(ARTISAN_FACETS)) {
    const values = ui.refinementList?.[attribute];
    if (values?.length) route[name] = values;
  }
  const sort = ARTISAN_SORTS.find((s) => artisanIndex(language, s) === ui.sortBy);
  if (sort && sort !== 'recommended') route.sort = sort;
  if (ui.page && ui.page > 1) route.ppage = String(ui.page);
  return route;
}

export function artisanRouteToUi(route: RouteState, language: Language): ArtisanUiState {
  const ui: ArtisanUiState = {};
  const query = first(route.query)?.slice(0, 200);
  if (query) ui.query = query;
  for (const [name, attribute] of Object.entries(ARTISAN_FACETS)) {
    const values = all(route[name]).filter(Boolean);
    if (values.length) (ui.refinementList ??= {})[attribute] = values;
  }
  const sort = first(route.sort);
  if ((ARTISAN_SORTS as readonly string[]).includes(sort ?? '') && sort !== 'recommended') ui.sortBy = artisanIndex(language, sort as ArtisanSort);
  const page = Number(first(route.ppage));
  if (Number.isInteger(page) && page > 1) ui.page = page;
  return ui;
}
