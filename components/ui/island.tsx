'use client';

import { createElement, useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType, type RefObject, type SyntheticEvent } from 'react';

/**
 * What an island's markup spreads on its one root element: a ref, and the intents that ask for the
 * part's code (the pointer coming near, a touch, focus) and keep a tap made before it arrived.
 */
export interface IslandRoot {
  ref: (element: HTMLElement | null) => (() => void) | undefined;
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onClickCapture: (event: SyntheticEvent) => void;
}

/** Where the markup stood when the part replaced it, and what the keyboard and the shopper were on. */
interface Handover {
  parent: Element;
  /** The markup's position among its parent's elements: the part's root takes it (each draws one root). */
  index: number;
  /** The element that had focus, as child positions from the markup's root. */
  focus?: number[] | null;
  /** The part's root, once it is in the document. */
  root?: Element | null;
}

/**
 * Where an element stands among its parent's. Read before the commit that swaps the part in: within
 * that commit React removes and inserts the elements of every island swapping in it one after the
 * other, so a neighbour read then can be another island's markup, or its part put in the wrong
 * place for the moment; a position taken before is still right once all of them are in.
 */
const placeOf = (element: Element): Handover => ({ parent: element.parentElement!, index: [...element.parentElement!.children].indexOf(element) });

/** An element's place under `root` as child-element positions (text and hydration comments are not counted). */
function pathTo(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at = node; at !== root && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
  return path;
}

const follow = (root: Element, path: number[]) => path.reduce<Element | undefined>((at, index) => at?.children[index], root) as HTMLElement | undefined;

/** Once the page has loaded and the browser is idle (a short timeout where requestIdleCallback is missing). */
function afterLoadWhenIdle(run: () => void) {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 300));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * A part whose HTML the server draws now and whose code arrives later (issue 35: the cards' buttons,
 * the carousels' arrows, the hotspots are not in a page's first-load script). `Markup` draws exactly
 * what the part draws before anyone touches it (both render one view component, so they cannot
 * drift), spreading `root` on its one root element; the part replaces it, element for element, once
 * its code has arrived: the browser asks for it when it is idle after the load, or sooner when a
 * pointer comes near, a finger touches or focus enters.
 *
 * No tap is lost: a click on a button of the markup (or Enter or Space on it, which the browser
 * turns into a click) is kept, and once the part is in place the same button of the part is clicked,
 * once. The part does not replace the markup while a press is under way (a press that began on one
 * element and ended on another would be no click at all), and focus stays on the same button.
 * Unlike clientOnly (components/ui/client-only.tsx) the part is in the HTML and can be tapped at once;
 * unlike HydrateApart its code is not in the first-load script.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, Markup: ComponentType<P & { root?: IslandRoot }>): ComponentType<P> {
  let Part: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let scheduled = false;
  const waiting = new Set<() => void>();
  const fetchPart = () => {
    loading ??= load().then(
      (part) => {
        Part = part;
        for (const notify of waiting) notify();
      },
      // A chunk that failed (offline, a new deployment) is asked for again at the next intent.
      () => void (loading = null),
    );
  };
  const subscribe = (notify: () => void) => {
    waiting.add(notify);
    return () => void waiting.delete(notify);
  };
  const loaded = () => Part !== null;
  const notYet = () => false;
  const fetchWhenIdle = () => {
    if (scheduled) return;
    scheduled = true;
    afterLoadWhenIdle(fetchPart);
  };

  function Island(props: P) {
    const [pressed, setPressed] = useState(false);
    const handover = useRef<Handover | null>(null);
    const tap = useRef<number[] | null>(null);
    const markup = useRef<HTMLElement | null>(null);
    // The markup's place, taken just before each moment the part may replace it (its code's arrival, a press's end).
    const place = useCallback(() => {
      if (markup.current) handover.current = placeOf(markup.current);
    }, []);
    const listen = useCallback(
      (notify: () => void) =>
        subscribe(() => {
          place();
          notify();
        }),
      [place],
    );
    // The server and the hydration draw the markup; then the part, as soon as its code is here. The
    // swap is a deferred render (useHydrated's rule, use-hydrated.ts): the store's own re-render is
    // synchronous, and drew every island of a listing (48 parts) in one task of 40–85 ms at a phone's
    // pace; deferred, React draws the parts in slices a tap can interrupt and swaps them in one commit.
    const ready = useDeferredValue(useSyncExternalStore(listen, loaded, notYet));

    useEffect(() => fetchWhenIdle(), []);

    // The markup's root; as it leaves the document (React detaches a ref before it removes the element), where focus was in it.
    const ref = useCallback((element: HTMLElement | null) => {
      if (!element) return undefined;
      markup.current = element;
      return () => {
        const active = document.activeElement;
        handover.current ??= placeOf(element);
        handover.current.focus = active && element.contains(active) ? pathTo(element, active) : null;
      };
    }, []);

    const press = useCallback(() => {
      fetchPart();
      setPressed(true);
      // After the press's own click, if any: pointerup, mouseup and click are dispatched in one go.
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        setTimeout(() => {
          place();
          setPressed(false);
        });
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
    }, [place]);

    const keepTap = useCallback((event: SyntheticEvent) => {
      const root = event.currentTarget as Element;
      const button = (event.target as Element).closest?.('button');
      if (button && root.contains(button) && !(button as HTMLButtonElement).disabled) tap.current = pathTo(root, button);
      fetchPart();
    }, []);

    if (ready && !pressed) {
      return (
        <>
          {createElement(Part!, props)}
          <Handover handoverRef={handover} tapRef={tap} />
        </>
      );
    }
    return <Markup {...props} root={{ ref, onPointerEnter: fetchPart, onPointerDown: press, onFocus: fetchPart, onClickCapture: keepTap }} />;
  }
  return Island;
}

/** Rendered after the part, so its effects run after the part's: focus back where it was, then the kept tap, once. */
function Handover({ handoverRef, tapRef }: { handoverRef: RefObject<Handover | null>; tapRef: RefObject<number[] | null> }) {
  useLayoutEffect(() => {
    const handover = handoverRef.current;
    if (!handover) return;
    handover.root = handover.parent.children[handover.index];
    if (handover.root && handover.focus) follow(handover.root, handover.focus)?.focus();
  }, [handoverRef]);
  useEffect(() => {
    const path = tapRef.current;
    const root = handoverRef.current?.root;
    tapRef.current = null;
    handoverRef.current = null;
    if (path && root) follow(root, path)?.click();
  }, [handoverRef, tapRef]);
  return null;
}
