import { describe, expect, it } from 'vitest';
import { FALLBACK_ROUTES, FOOTER_GROUPS, footerGroups } from '@/lib/content/footer-links';
import type { PageLink } from '@/lib/content/queries/pages';

const page = (key: string, url: string): PageLink => ({ key, title: `Title of ${key}`, url });

describe('footer links (spec §2 footer)', () => {
  it('lists every entry of the spec', () => {
    const keys = FOOTER_GROUPS.flatMap((g) => g.keys);
    for (const key of ['artisans', 'design-icons', 'press', 'ordering', 'contact', 'affiliation', 'careers', 'whistleblowing', 'design-service',
      'interior-projects', 'trade', 'wedding-registry', 'privacy', 'cookies', 'shipping-and-returns', 'visit-us', 'sitemap', 'contract']) {
      expect(keys).toContain(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("prefers the content service's page and falls back to fixed routes only without one", () => {
    const groups = footerGroups({ press: page('press', '/stampa'), sitemap: page('sitemap', '/mappa-del-sito') }, (key) => `label ${key}`);
    const links = new Map(groups.flatMap((g) => g.links).map((l) => [l.key, l]));
    expect(links.get('press')).toEqual(page('press', '/stampa'));
    expect(links.get('sitemap')?.url).toBe('/mappa-del-sito');
    expect(links.get('artisans')).toEqual({ key: 'artisans', title: 'label artisans', url: '/artisans' });
    expect(links.get('wedding-registry')?.url).toBe(FALLBACK_ROUTES['wedding-registry']);
    // No page and no fallback: left out rather than linked to nowhere.
    expect(links.has('careers')).toBe(false);
  });
});
