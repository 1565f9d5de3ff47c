import type { getTranslations } from 'next-intl/server';
import { routeToQueryString } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';

/** The `catalogue` messages, as the listing's server components read them. */
export type CatalogueT = Awaited<ReturnType<typeof getTranslations<'catalogue'>>>;

/** Every value of a URL parameter. */
export const all = (value: string | string[] | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** The first value of a URL parameter. */
export const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A URL relative to the page (the public one in the browser, whatever route rendered it). */
export const hrefOf = (route: RouteState) => routeToQueryString(route) || '?';
