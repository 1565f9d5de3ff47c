import type { ReactNode } from 'react';
import { permanentRedirect, redirect } from '@/lib/i18n/navigation';
import { parseLocale } from '@/lib/i18n/locales';
import { PageShopMessages } from '@/components/i18n/PageShopMessages';
import type { MessageSelection } from '@/lib/i18n/client-messages';
import { cleanRoute, routeToQueryString, type ListingKind } from '@/lib/catalogue/listing-state';
import type { ListingSpec, ListingView } from '@/lib/catalogue/listing-spec';
import type { RouteState } from '@/lib/catalogue/url-state';
import { searchArtisanListing, searchProductListing } from '@/lib/search/listing';
import { productListingSource } from './listing-source';
import { ArtisanListingView } from './listing/ArtisanListingView';
import { ProductListingView } from './listing/ProductListingView';
import { shownHits } from './listing/helpers';
import { ListingController } from './ListingController';
import { toLiteProduct } from '@/lib/catalogue/lite-product';
import { absoluteUrl, pageQuery, siteOrigin } from '@/lib/seo';
import { collectionPage } from '@/lib/seo/item-list';
import { CardsJsonLd } from '@/components/seo/CardsJsonLd';
import { serviceConfig } from '@/lib/config';
import { cardProduct, type CardProduct } from './card-product';
import { cardWriter } from './card-writer';
import { listingStateKey, stateQuery } from '@/lib/catalogue/canonical-state';
import { listingAdmission } from '@/lib/routing/listing-admission';

const kindOf = (spec: ListingSpec): ListingKind => (spec.source.kind === 'artisans' ? 'artisans' : 'products');

/**
 * One state of a listing, searched and rendered on the server. Used by the pages (the first state) and
 * by the server action (every later one). `redirectTo` is the page's public path: a URL whose state is
 * not canonical (an invalid value, a page out of range) is redirected to the state it stands for.
 */
/** What a page of the listing shows, for its ItemList (lib/seo/item-list.ts): names and locale-less paths, in order. */
export interface ListedItem {
  name: string;
  path: string;
}

export async function renderListingState(
  spec: ListingSpec,
  input: RouteState,
  view: ListingView,
  redirectTo?: string,
): Promise<{ route: RouteState; node: ReactNode; page: number; items: ListedItem[]; cards?: CardProduct[] } | null> {
  const kind = kindOf(spec);
  const extra = spec.source.kind === 'search' ? ['similar'] : [];
  const { route, page, changed, others } = cleanRoute(input, kind, extra);
  const hrefOf = (state: RouteState) => `${redirectTo}${routeToQueryString({ ...state, ...others })}`;
  // A value that can never be valid (an unknown sort, ppage=abc) moves for good to the clean URL (308);
  // a page beyond the last one only for now (307): the listing may grow back.
  if (changed && redirectTo) permanentRedirect({ href: hrefOf(route), locale: spec.locale });
  const { language, country } = parseLocale(spec.locale);

  if (kind === 'artisans') {
    const result = await searchArtisanListing({ language, route, page });
    const beyond = result.status === 'ok' && page > 1 && page > result.nbPages;
    if (beyond && redirectTo) redirect({ href: hrefOf(lastPage(route, result.nbPages)), locale: spec.locale });
    const items = result.status === 'ok' ? result.hits.map((hit) => ({ name: String(hit.name ?? ''), path: `/artisans/${String(hit.slug ?? hit.objectID)}` })) : [];
    return { route, page, items, node: <ArtisanListingView spec={spec} route={route} result={result} view={view} /> };
  }
  const source = await productListingSource(spec.source, language);
  if (!source) return null;
  const result = await searchProductListing({ language, currency: country.currency, baseFilters: source.baseFilters, showCategories: source.showCategories, route, page });
  const beyond = result.status === 'ok' && page > 1 && page > result.nbPages;
  if (beyond && redirectTo) redirect({ href: hrefOf(lastPage(route, result.nbPages)), locale: spec.locale });
  // The pieces the page shows as cards: its ItemList names what a crawler finds in it, not the 36 more "show more" adds.
  // Their cards' fields are made once: the cards and the ItemList share them (CardsJsonLd).
  const products = result.status === 'ok' ? shownHits(result.hits, view).map((hit) => toLiteProduct(hit, country.currency)) : [];
  const writer = await cardWriter(spec.locale, country.currency);
  const cards = products.map((product) => cardProduct(product, writer, serviceConfig.spree.url));
  const items = products.map((product) => ({ name: product.title, path: product.permalink }));
  return { route, page, items, cards, node: <ProductListingView spec={spec} route={route} result={result} view={view} showCategories={source.showCategories} shown={{ products, cards }} /> };
}

function lastPage(route: RouteState, nbPages: number): RouteState {
  const next = { ...route };
  delete next.ppage;
  if (nbPages > 1) next.ppage = String(nbPages);
  return next;
}

interface ListingProps {
  spec: ListingSpec;
  /** The URL's parameters (the `filtered` routes), or none (the cached route of the bare URL). */
  route?: RouteState;
  /** The page's public path, for redirects of a non-canonical state. */
  path: string;
  /** Above the listing, inside its state: the search field on /search. */
  header?: ReactNode;
  /**
   * What the header's client parts read on top of the first paint's messages (PAGE_MESSAGES.search).
   * The cards' are the first paint's already (FIRST_PAINT_KEYS), so a listing without a header adds none.
   */
  messages?: MessageSelection;
  /** The page's name (and description) for its CollectionPage/ItemList JSON-LD; none on search results. */
  structuredData?: { name: string; description?: string | null };
}

/** A listing as a page renders it: the first state on the server, later ones through the controller. */
export async function Listing({ spec, route = {}, path, header, messages, structuredData }: ListingProps) {
  const rendered = await renderListingState(spec, route, {}, path);
  if (!rendered) return null;
  // A state shown with results may be served from the shared cache from its next request on (ADR 0018);
  // one without results, or never asked for again, never takes a cache entry.
  const state = stateQuery(rendered.route);
  if (state && rendered.items.length > 0) listingAdmission().admit(listingStateKey(spec.locale, path.split('/').map(encodeURIComponent).join('/'), state));
  const origin = siteOrigin();
  const pageOf = ({ name, description }: { name: string; description?: string | null }) => ({
    locale: spec.locale,
    url: `${absoluteUrl(spec.locale, path, origin)}${pageQuery(rendered.page)}`,
    name,
    description,
  });
  const listing = (
    <>
      {/* Drawn from what the flight data carries already (the cards; the artisans' names and paths), not sent again as the script's text. */}
      {structuredData && (
        <CardsJsonLd page={collectionPage(pageOf(structuredData))} cards={rendered.cards ?? rendered.items.map((item) => ({ title: item.name, permalink: item.path }))} base={absoluteUrl(spec.locale, '', origin)} />
      )}
      <ListingController spec={spec} route={rendered.route} header={header}>
        {rendered.node}
      </ListingController>
    </>
  );
  // The shop's own messages, not next-intl's provider: the listing's first paint reads the shop's hooks (ADR 0021).
  return messages ? <PageShopMessages selection={messages}>{listing}</PageShopMessages> : listing;
}
