'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isSelected, type MenuItem } from '@/lib/content/menu';
import { useUi } from '@/stores/ui-store';

/** What the client needs of a first-level item; its submenu arrives already rendered in `panels`. */
export type NavEntry = Pick<MenuItem, 'key' | 'link'> & { hasSubmenu: boolean };
import { ChevronIcon } from '../icons';
import styles from './DesktopNav.module.css';

/** Spec §4: after a route change, pointer events are blocked for 100 ms so a hover does not reopen a menu. */
const POINTER_BLOCK_MS = 100;

/**
 * The desktop menu: first-level items open their submenu on hover (not on /search) or on click and
 * keyboard (disclosure buttons). Every route change closes it; Esc closes it and returns focus.
 */
export function DesktopNav({ items, label, panels }: { items: NavEntry[]; label: string; panels: Record<string, ReactNode> }) {
  const pathname = usePathname();
  // The open item is remembered with the path it was opened on, so a route change closes it.
  const [open, setOpen] = useState<{ key: string; path: string } | null>(null);
  const [openedBefore, setOpenedBefore] = useState(false);
  // A submenu enters the page the first time it opens and then stays: about a hundred links and their
  // pictures that most visits never show are neither in the HTML nor hydrated.
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const [settledPath, setSettledPath] = useState(pathname);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const openKey = open && open.path === pathname ? open.key : null;
  const hoverEnabled = !pathname.startsWith('/search');
  const pointerBlocked = settledPath !== pathname;

  // Other parts of the shell (the chat launcher) step aside while a submenu is open.
  const setSubmenuOpen = useUi((s) => s.setSubmenuOpen);
  useEffect(() => setSubmenuOpen(openKey !== null), [openKey, setSubmenuOpen]);

  useEffect(() => {
    const timer = setTimeout(() => setSettledPath(pathname), POINTER_BLOCK_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  const show = (key: string) => {
    setOpen({ key, path: pathname });
    setMounted((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
  };
  const hide = () => {
    if (openKey) setOpenedBefore(true);
    setOpen(null);
  };

  useEffect(() => {
    if (!openKey) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      buttons.current[openKey]?.focus();
      setOpenedBefore(true);
      setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openKey]);

  return (
    <nav aria-label={label} className={styles.nav} style={pointerBlocked ? { pointerEvents: 'none' } : undefined}>
      <ul className={styles.items}>
        {items.map((item) => {
          const expanded = openKey === item.key;
          const panelId = `submenu-${item.key}`;
          return (
            <li
              key={item.key}
              className={styles.item}
              onMouseEnter={hoverEnabled && item.hasSubmenu ? () => show(item.key) : undefined}
              onMouseLeave={hoverEnabled ? hide : undefined}
            >
              <button
                ref={(node) => {
                  buttons.current[item.key] = node;
                }}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-selected={isSelected(item.link.url, pathname) || undefined}
                onClick={() => (expanded ? hide() : show(item.key))}
              >
                {item.link.label}
                <ChevronIcon />
              </button>
              <div id={panelId} className={styles.panel} hidden={!expanded}>
                {(expanded || mounted.has(item.key)) && panels[item.key]}
              </div>
            </li>
          );
        })}
      </ul>
      {openKey && <div className={`${styles.backdrop} ${openedBefore ? '' : styles.firstOpen}`} onClick={hide} aria-hidden="true" />}
    </nav>
  );
}
