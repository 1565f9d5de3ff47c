import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const next = vi.hoisted(() => ({
  pathname: '/',
  router: { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() },
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => next.pathname,
  useRouter: () => next.router,
}));

import { createNavigation } from 'next-intl/navigation';
import { Link, getPathname, usePathname, useRouter } from '@/lib/i18n/navigation';
import { hrefInLocale, pathWithoutLocale } from '@/lib/i18n/locale-parts';
import type { Locale } from '@/lib/i18n/locale-list';
import { routing } from '@/lib/i18n/routing';
import { InLocale } from '../helpers/intl';

/** next-intl's own navigation with the shop's routing: what the shop's links, redirects and router did before. */
const reference = createNavigation(routing);

const HREFS = ['/', '/?query=sofa', '/#top', '/about', '/about/', '/search?query=sofa&sort=price', '/products/lido-coffee-table#reviews', '/categories/furniture/seating?ppage=2'];
const LOCALES = ['en-us', 'it-it', 'de-ch', 'en-gb', 'es-us'] as const;

const wrapper = (locale: Locale) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <InLocale locale={locale}>{children}</InLocale>;
  };

beforeEach(() => {
  for (const fn of Object.values(next.router)) fn.mockClear();
});

describe("the shop's navigation", () => {
  it("prefixes a shop href exactly as next-intl's getPathname does with the shop's routing", () => {
    for (const locale of LOCALES)
      for (const href of HREFS) expect(getPathname({ href, locale }), `${href} in ${locale}`).toBe(reference.getPathname({ href, locale }));
    expect(hrefInLocale('/', 'it-it')).toBe('/it-it');
    expect(hrefInLocale('/?query=sofa', 'it-it')).toBe('/it-it?query=sofa');
    expect(hrefInLocale('/about', 'en-us')).toBe('/about');
  });

  it('leaves what is not a path of the shop as it is', () => {
    for (const href of ['https://example.com/x', '//evil.example/x', 'mailto:a@b.c', 'tel:+39', '#top', 'about'])
      expect(hrefInLocale(href, 'it-it')).toBe(href);
  });

  it('strips only the page locale’s own prefix from the browser path', () => {
    expect(pathWithoutLocale('/it-it', 'it-it')).toBe('/');
    expect(pathWithoutLocale('/it-it/about', 'it-it')).toBe('/about');
    expect(pathWithoutLocale('/it-itx/about', 'it-it')).toBe('/it-itx/about');
    expect(pathWithoutLocale('/de-ch/about', 'it-it')).toBe('/de-ch/about');
    expect(pathWithoutLocale('/about', 'en-us')).toBe('/about');
  });

  it('renders a next/link with the locale prefix, and other hrefs untouched', () => {
    render(
      <InLocale locale="it-it">
        <Link href="/products/lido">Lido</Link>
        <Link href="/">Home</Link>
        <Link href="https://example.com/">Out</Link>
        <Link href="#main">Skip</Link>
      </InLocale>,
    );
    expect(screen.getByRole('link', { name: 'Lido' })).toHaveAttribute('href', '/it-it/products/lido');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it-it');
    expect(screen.getByRole('link', { name: 'Out' })).toHaveAttribute('href', 'https://example.com/');
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#main');
  });

  it('leaves the default locale’s links unprefixed', () => {
    render(
      <InLocale>
        <Link href="/about">About</Link>
      </InLocale>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('gives the path without the locale, as next-intl’s usePathname did', () => {
    next.pathname = '/it-it/categories/furniture';
    expect(renderHook(() => usePathname(), { wrapper: wrapper('it-it') }).result.current).toBe('/categories/furniture');
    next.pathname = '/it-it';
    expect(renderHook(() => usePathname(), { wrapper: wrapper('it-it') }).result.current).toBe('/');
    next.pathname = '/about';
    expect(renderHook(() => usePathname(), { wrapper: wrapper('en-us') }).result.current).toBe('/about');
  });

  it('pushes, replaces and prefetches shop hrefs in the current locale, and passes the rest of the router through', () => {
    const router = renderHook(() => useRouter(), { wrapper: wrapper('fr-fr') }).result.current;
    router.push('/account', { scroll: false });
    router.replace('/?query=x');
    router.prefetch('/account/wishlist/favorites');
    router.refresh();
    expect(next.router.push).toHaveBeenCalledWith('/fr-fr/account', { scroll: false });
    expect(next.router.replace).toHaveBeenCalledWith('/fr-fr?query=x', undefined);
    expect(next.router.prefetch).toHaveBeenCalledWith('/fr-fr/account/wishlist/favorites', undefined);
    expect(next.router.refresh).toHaveBeenCalledOnce();
    renderHook(() => useRouter(), { wrapper: wrapper('en-us') }).result.current.push('/account');
    expect(next.router.push).toHaveBeenLastCalledWith('/account', undefined);
  });
});
