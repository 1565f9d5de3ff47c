/**
 * The footer's links (spec §2 "Footer"), grouped. Each entry is a content page key: the content
 * service's page wins (its title, its localized slug). The few entries the dataset has no page for
 * fall back to a fixed route with a label from the messages.
 */
import type { PageLink } from './queries/pages';

export type FooterGroupTitle = 'discover' | 'care' | 'house' | 'legal';

export const FOOTER_GROUPS: readonly { title: FooterGroupTitle; keys: readonly string[] }[] = [
  { title: 'discover', keys: ['artisans', 'design-icons', 'design-service', 'interior-projects', 'contract', 'trade', 'wedding-registry'] },
  { title: 'care', keys: ['contact', 'order-status', 'ordering', 'shipping-and-returns', 'visit-us'] },
  { title: 'house', keys: ['about', 'press', 'affiliation', 'careers', 'whistleblowing', 'sitemap'] },
  { title: 'legal', keys: ['privacy', 'cookies', 'sales-terms', 'trade-sales-terms'] },
];

/**
 * Footer entries without a content page: /artisans is a spec route; design icons are the magazine's
 * A-List; the registry entry leads to the registry's set-up (spec route); /sitemap is the page's
 * expected path. A content page with the same key, once published, replaces these.
 */
export const FALLBACK_ROUTES = {
  artisans: '/artisans',
  'design-icons': '/magazine/a-list',
  'wedding-registry': '/account/wedding_registry/edit',
  sitemap: '/sitemap',
  // The guest order-status lookup (order number and e-mail).
  'order-status': '/order-status',
} as const;

export type FallbackKey = keyof typeof FALLBACK_ROUTES;

export interface FooterGroup {
  title: FooterGroupTitle;
  links: PageLink[];
}

/** The groups with the links that resolve; an entry with neither a page nor a fallback is left out. */
export function footerGroups(pageLinks: Record<string, PageLink>, fallbackTitle: (key: FallbackKey) => string): FooterGroup[] {
  const resolve = (key: string) => resolveFooterLink(pageLinks, key, fallbackTitle);
  return FOOTER_GROUPS.map(({ title, keys }) => ({ title, links: keys.map(resolve).filter((link): link is PageLink => link !== null) }));
}

/** One footer entry: the content service's page, else its fixed route, else null. */
export function resolveFooterLink(pageLinks: Record<string, PageLink>, key: string, fallbackTitle: (key: FallbackKey) => string): PageLink | null {
  if (pageLinks[key]) return pageLinks[key];
  if (key in FALLBACK_ROUTES) return { key, title: fallbackTitle(key as FallbackKey), url: FALLBACK_ROUTES[key as FallbackKey] };
  return null;
}
