'use client';

import { useRouter } from 'next/navigation';
import { useCallback, type ComponentProps, type FocusEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';

export interface ShopLinkProps extends ComponentProps<'a'> {
  href: string;
  /** `false`: never fetched ahead, not even on intent (a link rarely followed, or to a page per visitor). */
  prefetch?: boolean;
  /** Replace the history entry rather than add one. */
  replace?: boolean;
  /** `false`: keep the scroll position (default: to the top, or to the `#fragment`). */
  scroll?: boolean;
}

type AppRouter = ReturnType<typeof useRouter>;

/**
 * The App Router, or none outside one (a component test renders links with no router). Next's
 * `useRouter` reads the router's context and throws when it is empty; the hook is called on every
 * render either way, so the order of hooks does not change.
 */
function useAppRouter(): AppRouter | null {
  try {
    return useRouter();
  } catch {
    return null;
  }
}

/** A URL of this page's origin: the router's to open (another origin, mailto:, tel: are the browser's). */
export function isSameOrigin(href: string): boolean {
  try {
    return new URL(href, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * A click the browser keeps: a new tab or window (a modifier key, a `target` other than `_self`), a
 * download, another button than the main one, or a click the page's own handler already took.
 */
export function isBrowserClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '' && target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/** Spec, layout: a link's page is fetched ahead once the link comes within 200 px of the screen. */
export const PREFETCH_MARGIN = '200px';

let observer: IntersectionObserver | null = null;
const onSight = new WeakMap<Element, () => void>();

/** One observer for every link of the page: `fetchAhead` runs once, when `link` first comes near the screen. */
function watchSight(link: Element, fetchAhead: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        onSight.get(entry.target)?.();
        onSight.delete(entry.target);
      }
    },
    { rootMargin: PREFETCH_MARGIN },
  );
  onSight.set(link, fetchAhead);
  observer.observe(link);
  return () => {
    observer?.unobserve(link);
    onSight.delete(link);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * The shop's link, in place of next/link (ADR 0020): a plain `<a href>` (crawlable, works before
 * the scripts and without them, a new tab with a modifier key, a middle click, `target` or
 * `download`, as any link), whose plain click the App Router follows (`push`, or `replace`;
 * `scroll` honoured), and whose page is fetched ahead, unless `prefetch={false}`, as next/link did:
 * once the link comes within 200 px of the screen, and again when the shopper shows the intent to
 * follow it (the pointer over it, the focus on it, a finger down on it: the router fetches only what
 * it does not hold fresh). Without next/link's machinery (link status, its own ref merging, legacy
 * children, URL objects), which every page loaded and the shop does not use.
 */
export function ShopLink({ href, prefetch, replace, scroll, onClick, onMouseEnter, onFocus, onTouchStart, ref, ...props }: ShopLinkProps) {
  const router = useAppRouter();
  // Another page of this origin (a `#fragment` of this page is here already).
  const prefetching = router !== null && prefetch !== false && !href.startsWith('#');
  const fetchAhead = () => {
    if (prefetching && isSameOrigin(href)) router.prefetch(href);
  };
  const anchorRef = useCallback(
    (anchor: HTMLAnchorElement | null) => {
      setRef(ref, anchor);
      const stopWatching = anchor && prefetching && isSameOrigin(href) ? watchSight(anchor, () => router.prefetch(href)) : undefined;
      return () => {
        stopWatching?.();
        setRef(ref, null);
      };
    },
    [ref, prefetching, router, href],
  );
  return (
    <a
      {...props}
      ref={anchorRef}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!router || isBrowserClick(event) || !isSameOrigin(href)) return;
        event.preventDefault();
        const options = { scroll: scroll !== false };
        if (replace) router.replace(href, options);
        else router.push(href, options);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        fetchAhead();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        fetchAhead();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        fetchAhead();
      }}
    />
  );
}
