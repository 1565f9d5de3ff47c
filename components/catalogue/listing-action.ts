'use server';

import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { parseListingSpec, parseListingView } from '@/lib/catalogue/listing-spec';
import { cleanRoute } from '@/lib/catalogue/listing-state';
import type { RouteState } from '@/lib/catalogue/url-state';
import { renderListingState } from './Listing';

function parseRoute(input: unknown): RouteState {
  if (!input || typeof input !== 'object') return {};
  const route: RouteState = {};
  for (const [name, value] of Object.entries(input as Record<string, unknown>).slice(0, 40)) {
    if (typeof value === 'string') route[name] = value;
    else if (Array.isArray(value)) route[name] = value.filter((v): v is string => typeof v === 'string');
  }
  return route;
}

/**
 * The listing for one state, rendered on the server for the browser's controller (a shopper's
 * filter, sort, page or search). Everything it receives is checked: the listing by name, the state
 * through the same cleaning as a URL; the search is the pages' cached one.
 */
export async function renderListing(specInput: unknown, routeInput: unknown, viewInput: unknown): Promise<ReactNode | null> {
  const spec = parseListingSpec(specInput);
  if (!spec || !hasLocale(routing.locales, spec.locale)) return null;
  setRequestLocale(spec.locale);
  const kind = spec.source.kind === 'artisans' ? 'artisans' : 'products';
  const { route } = cleanRoute(parseRoute(routeInput), kind, spec.source.kind === 'search' ? ['similar'] : []);
  const rendered = await renderListingState(spec, route, parseListingView(viewInput));
  return rendered?.node ?? null;
}
