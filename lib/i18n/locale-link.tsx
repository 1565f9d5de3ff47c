'use client';

import { useShopLocale } from './shop-messages';
import { ShopLink, type ShopLinkProps } from './link';
import { hrefInLocale } from './locale-parts';

/**
 * A link to a page of the shop in the page's locale (re-exported as `Link` by ./navigation.tsx): the
 * shop's link (./link.tsx) with the locale's prefix (`hrefInLocale`). A client module, so server and
 * client components read the locale alike (the layout's ShopMessagesProvider), without next-intl's
 * client runtime; a server component's link carries only its own props into the flight data.
 */
export function Link({ href, ...props }: ShopLinkProps) {
  return <ShopLink href={hrefInLocale(href, useShopLocale())} {...props} />;
}
