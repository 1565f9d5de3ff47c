'use client';

import { useEffect, useRef, useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isSelected, type NavEntry } from '@/lib/content/menu';
import type { Language } from '@/lib/i18n/languages';
import { useUi } from '@/stores/ui-store';
import { ChevronIcon } from '../icons';
import { loadMenuDetails, useMenuDetails } from './menu-details';
import styles from './DesktopNav.module.css';

// Drawn only once a visitor reaches for a submenu, so its code comes with the submenus' data, not with the page.
const loadSubmenu = () => import('./Submenu');
const Submenu = clientOnly(() => loadSubmenu().then((m) => m.Submenu));

/** Spec §4: after a route change, pointer events are blocked for 100 ms so a hover does not reopen a menu. */
const POINTER_BLOCK_MS = 100;

interface DesktopNavProps {
  items: NavEntry[];
  label: string;
  language: Language;
  trade: boolean;
}

/**
 * The desktop menu. Each first-level item is a link to its page (in the HTML as served, for crawlers
 * and for a click), with its submenu on hover (not on /search) and a separate disclosure button for
 * keyboard and touch. Submenus are read on the first sign of intent and enter the page the first
 * time they open. Every route change closes the menu; Esc closes it and returns focus.
 */
export function DesktopNav({ items, label, language, trade }: DesktopNavProps) {
  const t = useShopTranslations('shell');
  const pathname = usePathname();
  // The open item is remembered with the path it was opened on, so a route change closes it.
  const [open, setOpen] = useState<{ key: string; path: string } | null>(null);
  const [openedBefore, setOpenedBefore] = useState(false);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(() => new Set());
  const [settledPath, setSettledPath] = useState(pathname);
  const toggles = useRef<Record<string, HTMLButtonElement | null>>({});
  const openKey = open && open.path === pathname ? open.key : null;
  const hoverEnabled = !pathname.startsWith('/search');
  const pointerBlocked = settledPath !== pathname;
  const details = useMenuDetails(language, trade, openKey !== null);
  const prefetch = () => {
    loadMenuDetails(language, trade);
    loadSubmenu().catch(() => undefined);
  };

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
      toggles.current[openKey]?.focus();
      setOpenedBefore(true);
      setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openKey]);

  return (
    <nav aria-label={label} className={styles.nav} style={pointerBlocked ? { pointerEvents: 'none' } : undefined}>
      <ul className={styles.items} onPointerEnter={prefetch} onFocus={prefetch}>
        {items.map((item) => {
          const expanded = openKey === item.key;
          const panelId = `submenu-${item.key}`;
          const submenu = details?.submenus[item.key];
          return (
            <li
              key={item.key}
              className={styles.item}
              onMouseEnter={hoverEnabled && item.hasSubmenu ? () => show(item.key) : undefined}
              onMouseLeave={hoverEnabled ? hide : undefined}
            >
              <Link href={item.link.url} className={styles.link} data-expanded={expanded || undefined} data-selected={isSelected(item.link.url, pathname) || undefined}>
                {item.link.label}
              </Link>
              {item.hasSubmenu && (
                <>
                  <button
                    ref={(node) => {
                      toggles.current[item.key] = node;
                    }}
                    type="button"
                    className={styles.toggle}
                    aria-label={t('submenuOf', { label: item.link.label })}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => (expanded ? hide() : show(item.key))}
                  >
                    <ChevronIcon />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!expanded} aria-busy={expanded && !submenu}>
                    {(expanded || mounted.has(item.key)) && submenu && <Submenu submenu={submenu} />}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {openKey && <div className={`${styles.backdrop} ${openedBefore ? '' : styles.firstOpen}`} onClick={hide} aria-hidden="true" />}
    </nav>
  );
}
