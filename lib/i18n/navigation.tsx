import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import { createNavigation } from 'next-intl/navigation';
import type { ComponentProps } from 'react';
import { routing } from './routing';

/** Locale-aware redirects (307 and 308), router and paths: they add the current locale's prefix. */
export const { redirect, permanentRedirect, usePathname, useRouter, getPathname } = createNavigation(routing);

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * A link to a page of the shop in the current locale: next/link with the locale's prefix, for
 * server and client components alike. Unlike next-intl's Link, a server component's link carries no
 * props of its own (ref, locale, localeCookie) into the page's flight data: on the home page, with
 * about fifty links, that was 3.5 KB of HTML. Other hrefs (another origin, mailto:, #) pass through.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  const local = href.startsWith('/') && !href.startsWith('//');
  return <NextLink href={local ? getPathname({ href, locale }) : href} {...props} />;
}
