'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { MenuDetails } from '@/lib/content/menu';
import type { Language } from '@/lib/i18n/languages';
import { MENU_ID_PARAM } from '@/lib/content/preview-menu';

/**
 * The submenus, read once per page session on the first sign of intent (ADR 0012: the cached page's
 * HTML carries only the first-level links). One request per language and audience, shared by the
 * desktop and phone menus; a failed read is forgotten so the next intent tries again.
 */
type Entry = { details: MenuDetails | null; promise: Promise<void> };
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();

function keyOf(language: Language, trade: boolean) {
  return `${language}:${trade ? 'trade' : 'consumer'}`;
}

export function loadMenuDetails(language: Language, trade: boolean): void {
  const key = keyOf(language, trade);
  if (entries.has(key)) return;
  const params = new URLSearchParams({ language, audience: trade ? 'trade' : 'consumer' });
  // In preview the page's `menu-id` names the menu to show; the route honours it in preview only.
  const menuId = new URLSearchParams(window.location.search).get(MENU_ID_PARAM);
  if (menuId) params.set(MENU_ID_PARAM, menuId);
  const entry: Entry = {
    details: null,
    promise: fetch(`/api/menu?${params}`)
      .then((response) => (response.ok ? (response.json() as Promise<MenuDetails>) : Promise.reject(new Error(`menu ${response.status}`))))
      .then((details) => {
        entry.details = details;
      })
      .catch(() => {
        entries.delete(key);
      })
      .finally(() => listeners.forEach((notify) => notify())),
  };
  entries.set(key, entry);
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The menu's details once read (null until then); `wanted` starts the read. */
export function useMenuDetails(language: Language, trade: boolean, wanted: boolean): MenuDetails | null {
  const key = keyOf(language, trade);
  const details = useSyncExternalStore(
    subscribe,
    () => entries.get(key)?.details ?? null,
    () => null,
  );
  useEffect(() => {
    if (wanted) loadMenuDetails(language, trade);
  }, [wanted, language, trade]);
  return details;
}
