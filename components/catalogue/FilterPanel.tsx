'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useStats } from 'react-instantsearch';
import styles from './Catalogue.module.css';

interface FilterPanelProps {
  open: boolean;
  onClose(): void;
  /** The facet widgets. */
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])';

function ShowResultsButton({ onClick }: { onClick(): void }) {
  const t = useTranslations('catalogue');
  const { nbHits } = useStats();
  return (
    <button type="button" className={styles.primaryButton} onClick={onClick}>
      {t('showResults', { count: nbHits })}
    </button>
  );
}

/**
 * Filters, mounted once: a sidebar on desktops, a drawer on phones. Keeping one set of
 * widgets (rather than one per layout) means opening the drawer sends no search of its own.
 *
 * While rendering on the server, the first InstantSearch hook of a component suspends it until the
 * results arrive, so hooks that shape the search (facets, sort, page) each sit first in their own
 * component and nothing above them calls a hook.
 */
export function FilterPanel({ open, onClose, children }: FilterPanelProps) {
  const t = useTranslations('catalogue');
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    opener.current = document.activeElement;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
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
  }, [open, onClose]);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <aside
        ref={panel}
        className={styles.filters}
        data-open={open || undefined}
        aria-label={t('filters')}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.drawerHeader}>
          <h2 className={styles.drawerTitle}>{t('filters')}</h2>
          <button type="button" className={styles.closeButton} onClick={onClose} aria-label={t('closeFilters')}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        <div className={styles.facetList}>{children}</div>
        <div className={styles.drawerFooter}>
          <ShowResultsButton onClick={onClose} />
        </div>
      </aside>
    </>
  );
}
