'use client';

import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useShopLocale as useLocale } from './shop-messages';
import { useMemo } from 'react';
import { hrefInLocale, pathWithoutLocale } from './locale-parts';

/** The page's path without its locale prefix (`/it-it/about` → `/about`), as the shop's links take it. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const locale = useLocale();
  return useMemo(() => pathname && pathWithoutLocale(pathname, locale), [pathname, locale]);
}

/** Next's router whose `push`, `replace` and `prefetch` take a shop href and add the current locale's prefix. */
export function useRouter(): ReturnType<typeof useNextRouter> {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(hrefInLocale(href, locale), options),
      replace: (href, options) => router.replace(hrefInLocale(href, locale), options),
      prefetch: (href, options) => router.prefetch(hrefInLocale(href, locale), options),
    }),
    [router, locale],
  );
}
