'use client';

import { useEffect, useState, type ReactNode } from 'react';
import styles from './StickyBar.module.css';

export const HEADER_SENTINEL_ID = 'header-sentinel';

/**
 * Spec §2: once the header scrolls past its sentinel, a lower bar with a small logo, search and bag
 * slides in. It is fixed, so showing it never moves the page.
 */
export function StickyBar({ children }: { children: ReactNode }) {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const sentinel = document.getElementById(HEADER_SENTINEL_ID);
    if (!sentinel) return;
    const observer = new IntersectionObserver(([entry]) => setStuck(!entry.isIntersecting));
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, []);
  return (
    <div className={styles.bar} data-stuck={stuck || undefined} aria-hidden={!stuck} inert={!stuck}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
