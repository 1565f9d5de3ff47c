import { createRef } from 'react';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const next = vi.hoisted(() => ({
  pathname: '/',
  /** False: no App Router around (Next's useRouter throws), as in a component test. */
  mounted: true,
  router: { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), refresh: vi.fn(), back: vi.fn(), forward: vi.fn() },
}));
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  usePathname: () => next.pathname,
  useRouter: () => {
    if (!next.mounted) throw new Error('invariant expected app router to be mounted');
    return next.router;
  },
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
  next.mounted = true;
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

  it('renders a link with the locale prefix, and other hrefs untouched', () => {
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

describe("the shop's link (ADR 0020: in place of next/link)", () => {
  const inItalian = (ui: ReactNode) => render(<InLocale locale="it-it">{ui}</InLocale>);
  /** fireEvent returns false when a handler prevented the browser's default (the router took the click). */
  const click = (name: string, init: MouseEventInit = {}) => fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });

  it('a plain click is the router’s: push in the locale, scrolling to the top, the browser’s own navigation prevented', () => {
    inItalian(<Link href="/products/lido">Lido</Link>);
    expect(click('Lido')).toBe(false);
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/it-it/products/lido', { scroll: true });
    expect(next.router.replace).not.toHaveBeenCalled();
  });

  it('replace and scroll={false} are honoured', () => {
    inItalian(
      <>
        <Link href="/?query=x" replace>
          Replace
        </Link>
        <Link href="/categories/furniture?ppage=2" scroll={false}>
          More
        </Link>
      </>,
    );
    click('Replace');
    expect(next.router.replace).toHaveBeenCalledExactlyOnceWith('/it-it?query=x', { scroll: true });
    click('More');
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/it-it/categories/furniture?ppage=2', { scroll: false });
  });

  it('a click with a modifier key, another button, a target or a download is the browser’s (a new tab, a window, a file)', () => {
    inItalian(
      <>
        <Link href="/about">About</Link>
        <Link href="/terms-conditions-trade" target="_blank">
          Terms
        </Link>
        <Link href="/guide.pdf" download>
          Guide
        </Link>
        <Link href="/artisans" target="_self">
          Artisans
        </Link>
      </>,
    );
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) expect(click('About', init), JSON.stringify(init)).toBe(true);
    expect(click('Terms')).toBe(true);
    expect(click('Guide')).toBe(true);
    expect(next.router.push).not.toHaveBeenCalled();
    // `_self` is the page's own frame: the router's.
    expect(click('Artisans')).toBe(false);
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/it-it/artisans', { scroll: true });
  });

  it('runs the page’s own onClick first (a menu closing), and leaves the click alone when that handler took it', () => {
    const closeMenu = vi.fn();
    inItalian(
      <>
        <Link href="/magazine" onClick={closeMenu}>
          Magazine
        </Link>
        <Link href="/account" onClick={(event) => event.preventDefault()}>
          Account
        </Link>
      </>,
    );
    click('Magazine');
    expect(closeMenu).toHaveBeenCalledOnce();
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/it-it/magazine', { scroll: true });
    click('Account');
    expect(next.router.push).toHaveBeenCalledOnce();
  });

  it('fetches the page ahead on the shopper’s intent: pointer over it, focus on it, a finger down on it', () => {
    inItalian(<Link href="/products/lido">Lido</Link>);
    const link = screen.getByRole('link', { name: 'Lido' });
    expect(next.router.prefetch).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(next.router.prefetch).toHaveBeenCalledTimes(3);
    for (const [href] of next.router.prefetch.mock.calls) expect(href).toBe('/it-it/products/lido');
  });

  it('fetches the page ahead once when the link comes within 200 px of the screen (spec: link prefetch margin), and stops watching it when it goes', () => {
    const observed = new Set<Element>();
    let options: IntersectionObserverInit | undefined;
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void, init?: IntersectionObserverInit) {
          report = callback;
          options = init;
        }
        observe(element: Element) {
          observed.add(element);
        }
        unobserve(element: Element) {
          observed.delete(element);
        }
        disconnect() {}
      },
    );
    try {
      const { unmount } = inItalian(
        <>
          <Link href="/products/lido">Lido</Link>
          <Link href="/account/orders" prefetch={false}>
            Orders
          </Link>
          <Link href="https://example.com/">Out</Link>
          <Link href="/artisans">Artisans</Link>
        </>,
      );
      const lido = screen.getByRole('link', { name: 'Lido' });
      const artisans = screen.getByRole('link', { name: 'Artisans' });
      expect(options?.rootMargin).toBe('200px');
      expect([...observed]).toEqual([lido, artisans]);
      act(() => report([{ target: lido, isIntersecting: false }]));
      expect(next.router.prefetch).not.toHaveBeenCalled();
      act(() => report([{ target: lido, isIntersecting: true }]));
      expect(next.router.prefetch).toHaveBeenCalledExactlyOnceWith('/it-it/products/lido');
      expect([...observed]).toEqual([artisans]);
      unmount();
      expect(observed.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('prefetch={false}: never fetched ahead, and a click still navigates', () => {
    const onMouseEnter = vi.fn();
    inItalian(
      <Link href="/account/orders" prefetch={false} onMouseEnter={onMouseEnter}>
        Orders
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(onMouseEnter).toHaveBeenCalledOnce();
    expect(next.router.prefetch).not.toHaveBeenCalled();
    click('Orders');
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('/it-it/account/orders', { scroll: true });
  });

  it('another origin, mailto: and //host are the browser’s: no push, no prefetch', () => {
    inItalian(
      <>
        <Link href="https://example.com/x">Out</Link>
        <Link href="mailto:atelier@casamaestri.example">Mail</Link>
        <Link href="//evil.example/x">Host</Link>
      </>,
    );
    for (const name of ['Out', 'Mail', 'Host']) {
      fireEvent.mouseEnter(screen.getByRole('link', { name }));
      expect(click(name), name).toBe(true);
    }
    expect(next.router.push).not.toHaveBeenCalled();
    expect(next.router.prefetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Host' })).toHaveAttribute('href', '//evil.example/x');
  });

  it('a hash link on the page is the router’s, as it was with next/link', () => {
    inItalian(<Link href="#reviews">Reviews</Link>);
    expect(click('Reviews')).toBe(false);
    expect(next.router.push).toHaveBeenCalledExactlyOnceWith('#reviews', { scroll: true });
  });

  it('passes its ref, aria-current and other attributes to the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    inItalian(
      <Link href="/about" ref={ref} aria-current="page" className="nav" data-testid="about">
        About
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('nav');
    expect(link).toHaveAttribute('data-testid', 'about');
    expect(link).not.toHaveAttribute('prefetch');
  });

  it('outside an App Router (a component test) it is a plain link the browser follows', () => {
    next.mounted = false;
    inItalian(<Link href="/about">About</Link>);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'About' }));
    expect(click('About')).toBe(true);
    expect(next.router.push).not.toHaveBeenCalled();
    expect(next.router.prefetch).not.toHaveBeenCalled();
  });
});
