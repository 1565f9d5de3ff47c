import { describe, expect, it } from 'vitest';
import { hidesImagesOnSmallDesktop, isSelected, itemsOfGroup, submenuColumns, type MenuItem, type SubmenuItem } from '@/lib/content/menu';
import { menuSchema } from '@/lib/content/menu-schema';

const column = (key: string): SubmenuItem => ({ key, kind: 'column', colspan: 1, lists: [{ header: 'Seating', links: [{ label: 'Armchairs', url: '/categories/furniture/seating/armchairs' }] }] });
const picture = (key: string): SubmenuItem => ({ key, kind: 'image', colspan: 2, image: { url: 'https://cdn/x.jpg', alt: 'Armchair', width: 600, height: 750 } });
const item = (url: string, group: MenuItem['group'] = 'products'): MenuItem => ({ key: url, link: { label: url, url }, group, submenu: [] });

describe('menu rules (spec §2, §9)', () => {
  it('lays a submenu on 4 columns, 5 when it has 5 or more items', () => {
    expect(submenuColumns([column('a'), column('b'), picture('c')])).toBe(4);
    expect(submenuColumns([column('a'), column('b'), column('c'), column('d')])).toBe(4);
    expect(submenuColumns([column('a'), column('b'), column('c'), column('d'), picture('e')])).toBe(5);
  });

  it('hides image columns on a small desktop only when there are more than 4 items', () => {
    expect(hidesImagesOnSmallDesktop([column('a'), column('b'), column('c'), picture('d')])).toBe(false);
    expect(hidesImagesOnSmallDesktop([column('a'), column('b'), column('c'), column('d'), picture('e')])).toBe(true);
  });

  it('selects a first-level item when the path starts with its URL', () => {
    const furniture = item('/categories/furniture');
    expect(isSelected(furniture.link.url, '/categories/furniture')).toBe(true);
    expect(isSelected(furniture.link.url, '/categories/furniture/seating/armchairs')).toBe(true);
    expect(isSelected(furniture.link.url, '/categories/furniture-outdoor')).toBe(false);
    expect(isSelected(furniture.link.url, '/')).toBe(false);
    expect(isSelected('/magazine?tab=latest', '/magazine/news/salone')).toBe(true);
  });

  it('splits items into the products and ideas groups, products by default', () => {
    const menu = menuSchema.parse({
      id: 'consumer-menu',
      slug: 'consumer-menu',
      items: [item('/categories/lighting'), { ...item('/magazine'), group: 'ideas' }, { ...item('/artisans'), group: undefined }],
    });
    expect(itemsOfGroup(menu.items, 'products').map((i) => i.link.url)).toEqual(['/categories/lighting', '/artisans']);
    expect(itemsOfGroup(menu.items, 'ideas').map((i) => i.link.url)).toEqual(['/magazine']);
    expect(menu.ideasPreview).toEqual([]);
  });

  it('rejects a colspan outside 1 to 4', () => {
    expect(() => menuSchema.parse({ id: 'm', slug: 'm', items: [{ ...item('/x'), submenu: [{ ...column('a'), colspan: 5 }] }] })).toThrow();
  });
});
