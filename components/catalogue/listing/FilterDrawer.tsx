'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useListing } from '../ListingController';
import { useSheet } from '@/lib/ui/layers';
import styles from '../Catalogue.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

/**
 * The filters, rendered once: a sidebar on desktops, a drawer on phones (open state kept by the
 * controller, so it stays open while the listing follows the shopper's choices).
 */
export function FilterDrawer({ title, closeLabel, showResultsLabel, children }: { title: string; closeLabel: string; showResultsLabel: string; children: ReactNode }) {
  const { filtersOpen: open, setFiltersOpen } = useListing();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  // The phone's Filters sheet: no layer (the newsletter) opens over it (lib/ui/layers.ts).
  useSheet(open);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const close = () => setFiltersOpen(false);
    opener.current = document.activeElement;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab') return;
      // Keep focus inside the drawer while it is open.
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      const [first, last] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [open, setFiltersOpen]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={() => setFiltersOpen(false)} aria-hidden="true" />}
      <aside ref={panel} className={styles.filters} data-open={open || undefined} aria-label={title} {...(open ? { role: 'dialog', 'aria-modal': true } : {})}>
        <div className={styles.drawerHeader}>
          <h2 className={styles.drawerTitle}>{title}</h2>
          <button type="button" className={styles.closeButton} onClick={() => setFiltersOpen(false)} aria-label={closeLabel}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.facetList}>{children}</div>
        <div className={styles.drawerFooter}>
          <button type="button" className={styles.primaryButton} onClick={() => setFiltersOpen(false)}>
            {showResultsLabel}
          </button>
        </div>
      </aside>
    </>
  );
}
