/**
 * The editorial menu (spec §3 "Menu document"), resolved to one language by the GROQ query, and the
 * layout rules of spec §2/§9 that depend on it. Client components import these rules, so this module
 * has no runtime dependency on the schema (./menu-schema.ts, server only).
 */
import type { Menu, MenuItem, NavLink, SubmenuItem } from './menu-schema';

export type { EditorialPreview, Menu, MenuImageSource, MenuItem, NavLink, SubmenuItem } from './menu-schema';

/** Spec §9: the submenu grid has 4 columns, 5 when it holds 5 or more items. */
export function submenuColumns(submenu: SubmenuItem[]): 4 | 5 {
  return submenu.length >= 5 ? 5 : 4;
}

/** Spec §9: on a small desktop, image columns are hidden when a submenu has more than 4 items. */
export function hidesImagesOnSmallDesktop(submenu: SubmenuItem[]): boolean {
  return submenu.length > 4;
}

/** Spec §2: a first-level item is selected when the current path starts with its URL. */
export function isSelected(itemUrl: string, pathname: string): boolean {
  const url = itemUrl.split(/[?#]/)[0].replace(/\/+$/, '');
  if (!url || url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** Spec §2: the ideas tab on mobile shows up to two editorial preview cards. */
export const IDEAS_PREVIEW_LIMIT = 2;

export function itemsOfGroup(menu: Menu, group: MenuItem['group']): MenuItem[] {
  return menu.items.filter((item) => item.group === group);
}

type MenuList = Extract<SubmenuItem, { kind: 'column' }>['lists'][number];

/** A first-level item as the phone menu shows it: its link and its text lists (no pictures). */
export interface MobileEntry {
  key: string;
  link: NavLink;
  lists: MenuList[];
}

export function toMobileEntry(item: MenuItem): MobileEntry {
  return { key: item.key, link: item.link, lists: item.submenu.flatMap((entry) => (entry.kind === 'column' ? entry.lists : [])) };
}
