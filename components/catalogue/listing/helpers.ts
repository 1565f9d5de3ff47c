import type { getTranslations } from 'next-intl/server';
import { routeToQueryString } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import type { ListingView } from '@/lib/catalogue/listing-spec';
import { LIST_INITIAL_ITEMS } from '@/lib/catalogue/indexes';

/** The `catalogue` messages, as the listing's server components read them. */
export type CatalogueT = Awaited<ReturnType<typeof getTranslations<'catalogue'>>>;

/** Every value of a URL parameter. */
export const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** The first value of a URL parameter. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A URL relative to the page (the public one in the browser, whatever route rendered it). */
export const hrefOf = (route: RouteState) => routeToQueryString(route) || '?';

/** The hits a product listing shows as cards: 24 of the page's 60 until "show more" asks for all (spec §9). */
export const shownHits = <T,>(hits: T[], view: ListingView): T[] => (view.allHits ? hits : hits.slice(0, LIST_INITIAL_ITEMS));
