'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * True from the first time the element is on screen (a hidden tab panel is not), and for good;
 * `onFirstShown` runs at that moment. Lets a panel's costly content (cards, images, a search
 * request) wait until someone opens it.
 */
export function useFirstShown<T extends Element>(onFirstShown?: () => void) {
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
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [shown]);
  return [ref, shown] as const;
}
