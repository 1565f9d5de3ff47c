'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * True from the first time the element is on screen (a hidden tab panel is not), and for good;
 * `onFirstShown` runs at that moment. Lets a panel's costly content (cards, images, a search
 * request, a form's code) wait until someone opens it or scrolls near it. `rootMargin` starts it
 * that much before the element reaches the screen.
 */
export function useFirstShown<T extends Element>(onFirstShown?: () => void, rootMargin = '0px') {
  const ref = useRef<T>(null);
  const callback = useRef(onFirstShown);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    callback.current = onFirstShown;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || shown) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      setShown(true);
      callback.current?.();
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown, rootMargin]);
  return [ref, shown] as const;
}
