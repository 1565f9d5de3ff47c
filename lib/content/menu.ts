/**
 * The editorial menu (spec §3 "Menu document"), resolved to one language by the GROQ query, and the
 * layout rules of spec §2/§9 that depend on it. Client components import these rules, so this module
 * has no runtime dependency on the schema (./menu-schema.ts, server only).
 */
import type { EditorialPreview, Menu, MenuItem, NavLink, SubmenuItem } from './menu-schema';

export type { EditorialPreview, Menu,  MenuItem, NavLink, SubmenuItem } from './menu-schema';

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

export function itemsOfGroup<T extends Pick<MenuItem, 'group'>>(items: T[], group: MenuItem['group']): T[] {
  return items.filter((item) => item.group === group);
}

type MenuList = Extract<SubmenuItem, { kind: 'column' }>['lists'][number];

/**
 * A first-level item as the page's HTML carries it: a link a crawler can follow, its group, and
 * whether a submenu can be opened. The submenus themselves are {@link MenuDetails}, read on intent.
 */
export interface NavEntry {
  key: string;
  group: MenuItem['group'];
  link: NavLink;
  hasSubmenu: boolean;
}

export function navEntriesOf(menu: Menu): NavEntry[] {
  return menu.items.map((item) => ({ key: item.key, group: item.group, link: item.link, hasSubmenu: item.submenu.length > 0 }));
}

/** What the menus show only once opened: each item's submenu, and the ideas tab's preview cards. */
export interface MenuDetails {
  submenus: Record<string, SubmenuItem[]>;
  ideasPreview: EditorialPreview[];
}

export function menuDetailsOf(menu: Menu): MenuDetails {
  return {
    submenus: Object.fromEntries(menu.items.map((item) => [item.key, item.submenu])),
    ideasPreview: menu.ideasPreview.slice(0, IDEAS_PREVIEW_LIMIT),
  };
}

/** The phone menu's text lists of one item (its pictures are for desktops). */
export function mobileListsOf(submenu: SubmenuItem[] | undefined): MenuList[] {
  return (submenu ?? []).flatMap((entry) => (entry.kind === 'column' ? entry.lists : []));
}
