import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildContentDataset } from '../../../../backend/content/dataset/index';
import { MENU_QUERY } from '../../../../backend/content/dataset/queries';
import { LANGUAGES } from '../../../../lib/i18n/languages';
import { fixtureFeed } from './fixture-feed';
import { draftsPerspective, groq, publishedPerspective } from './groq';

const feed = fixtureFeed(120);
const docs = buildContentDataset(feed, { publicUrl: 'http://127.0.0.1:4000' });
const published = publishedPerspective(docs);

// ---- The stored document, in the spec §3 "Menu document" shape ----
const localeString = z.object({ _type: z.literal('localeString'), en: z.string().min(1), it: z.string().min(1), es: z.string().min(1), de: z.string().min(1), fr: z.string().min(1) });
const reference = z.object({ _type: z.literal('reference'), _ref: z.string().min(1) });
const link = z.discriminatedUnion('linkType', [
  z.object({ _type: z.literal('link'), linkType: z.literal('url'), label: localeString, url: localeString }),
  z.object({ _type: z.literal('link'), linkType: z.literal('category'), label: localeString, category: z.object({ permalink: z.string(), localizedPermalink: localeString }) }),
  z.object({ _type: z.literal('link'), linkType: z.literal('artisan'), label: localeString, artisan: z.object({ slug: z.string(), name: z.string() }) }),
  z.object({ _type: z.literal('link'), linkType: z.enum(['collection', 'landing', 'post']), label: localeString, reference }),
]);
const image = z.object({ _type: z.literal('image'), asset: reference, alt: localeString });
const colspan = z.number().int().min(1).max(4);
const storedMenu = z.object({
  _id: z.string(),
  _type: z.literal('editorialMenu'),
  slug: z.object({ _type: z.literal('slug'), current: z.string() }),
  firstLevelMenu: z
    .array(
      z.object({
        _key: z.string().min(1),
        link,
        group: z.enum(['products', 'ideas']),
        submenu: z
          .array(
            z.discriminatedUnion('_type', [
              z.object({
                _key: z.string().min(1),
                _type: z.literal('editorialMenuColumn'),
                colspan,
                menuList: z
                  .array(
                    z.object({
                      _key: z.string(),
                      header: localeString,
                      links: z.array(z.intersection(link, z.object({ _key: z.string(), highlighted: z.boolean() }))).min(1),
                      desktopViewAll: link.optional(),
                    }),
                  )
                  .min(1),
              }),
              z.object({ _key: z.string().min(1), _type: z.literal('editorialMenuImage'), colspan, image, alternativeText: localeString, link: link.optional() }),
            ]),
          )
          .min(1),
      }),
    )
    .min(4),
  ideasAdditionalContent: z.object({ editorialContent: z.array(reference).min(1).max(2) }).optional(),
});

// ---- The menu as the storefront receives it for one language ----
const resolvedLink = z.object({ label: z.string().min(1), url: z.string().regex(/^\/[a-z0-9\-/#]*$/) });
const resolvedMenu = z.object({
  _id: z.string(),
  slug: z.string(),
  firstLevelMenu: z.array(
    z.object({
      _key: z.string(),
      group: z.enum(['products', 'ideas']),
      link: resolvedLink,
      submenu: z.array(
        z.union([
          z.object({ _type: z.literal('editorialMenuColumn'), colspan, menuList: z.array(z.object({ header: z.string().min(1), links: z.array(resolvedLink.extend({ highlighted: z.boolean() })), desktopViewAll: resolvedLink.nullable() })) }),
          z.object({ _type: z.literal('editorialMenuImage'), colspan, alternativeText: z.string().min(1), link: resolvedLink.nullable(), image: z.object({ asset: reference, alt: z.string().min(1) }) }),
        ]),
      ),
    }),
  ),
  ideasAdditionalContent: z.object({
    editorialContent: z.array(z.object({ _id: z.string(), _type: z.enum(['landing', 'collection', 'magazine']), slug: z.string().min(1), postType: z.string().nullable(), title: z.string().min(1), previewImage: z.object({ asset: reference }) })),
  }),
});
type ResolvedMenu = z.infer<typeof resolvedMenu>;

const allLinks = (menu: ResolvedMenu) =>
  menu.firstLevelMenu.flatMap((item) => [
    item.link,
    ...item.submenu.flatMap((s) => (s._type === 'editorialMenuColumn' ? s.menuList.flatMap((l) => [...l.links, ...(l.desktopViewAll ? [l.desktopViewAll] : [])]) : s.link ? [s.link] : [])),
  ]);

describe('editorial menus', () => {
  it.each(['consumer-menu', 'trade-menu'])('%s is stored in the spec shape', (id) => {
    const menu = published.find((d) => d._id === id);
    expect(storedMenu.safeParse(menu).error?.issues ?? []).toEqual([]);
  });

  it.each(['consumer-menu', 'trade-menu'])('%s resolves every label and URL in every language', async (id) => {
    for (const lang of LANGUAGES) {
      const result = resolvedMenu.safeParse(await groq(published, MENU_QUERY, { lang, menuId: id }));
      expect(result.error?.issues ?? [], `${id} ${lang}`).toEqual([]);
      if (!result.data) continue;
      const menu = result.data;
      expect(new Set(menu.firstLevelMenu.map((i) => i.group))).toEqual(new Set(['products', 'ideas']));
      expect(allLinks(menu).some((l) => 'highlighted' in l && l.highlighted)).toBe(true);
      const categories = menu.firstLevelMenu.filter((i) => i.link.url.startsWith('/categories/'));
      expect(categories.length).toBeGreaterThanOrEqual(4);
      // Category labels and URLs are the catalogue's own, in the language asked for.
      for (const item of categories) {
        const taxon = feed.listTaxons().find((t) => `/categories/${t.localizedPermalink[lang]}` === item.link.url);
        expect(taxon?.name[lang], item.link.url).toBe(item.link.label);
      }
    }
  });

  it('links content references by their localized slugs', async () => {
    const italian = await groq<ResolvedMenu>(published, MENU_QUERY, { lang: 'it', menuId: 'consumer-menu' });
    const urls = allLinks(italian).map((l) => l.url);
    expect(urls).toContain('/collections/vetro-di-murano');
    expect(urls).toContain('/landing/un-estate-italiana');
    expect(urls.some((u) => /^\/magazine\/the-artisan\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(urls.some((u) => u.startsWith('/artisans/'))).toBe(true);
    expect(italian.ideasAdditionalContent.editorialContent.map((c) => c._type).sort()).toEqual(['landing', 'magazine']);
  });

  it('differs for the trade: trade programme, contract and trade tools', async () => {
    const [consumer, trade] = await Promise.all(
      ['consumer-menu', 'trade-menu'].map((menuId) => groq<ResolvedMenu>(published, MENU_QUERY, { lang: 'en', menuId })),
    );
    const tradeUrls = allLinks(trade).map((l) => l.url);
    const consumerUrls = allLinks(consumer).map((l) => l.url);
    for (const url of ['/trade', '/contract', '/terms-conditions-trade', '/trade#tearsheets']) {
      expect(tradeUrls).toContain(url);
      expect(consumerUrls).not.toContain(url);
    }
    expect(trade.firstLevelMenu.map((i) => i.link.label)).toContain('Trade programme');
  });

  it('shows the editor’s draft in preview and the published menu otherwise', async () => {
    const live = await groq<ResolvedMenu>(published, MENU_QUERY, { lang: 'en', menuId: 'consumer-menu' });
    const preview = await groq<ResolvedMenu>(draftsPerspective(docs), MENU_QUERY, { lang: 'en', menuId: 'consumer-menu' });
    expect(preview.firstLevelMenu[0].link.label).toBe('The Workshops');
    expect(live.firstLevelMenu[0].link.label).not.toBe('The Workshops');
  });

  it('previews a menu that exists only as a draft (menu-id=holiday-menu)', async () => {
    expect(await groq(published, MENU_QUERY, { lang: 'en', menuId: 'holiday-menu' })).toBeNull();
    const preview = resolvedMenu.parse(await groq(draftsPerspective(docs), MENU_QUERY, { lang: 'de', menuId: 'holiday-menu' }));
    expect(preview.firstLevelMenu.map((i) => i.link.label)).toContain('Weihnachtsgeschenke');
    expect(storedMenu.safeParse({ ...docs.find((d) => d._id === 'drafts.holiday-menu'), _id: 'holiday-menu' }).success).toBe(true);
  });
});
