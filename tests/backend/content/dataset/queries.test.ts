import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentDataset } from '../../../../backend/content/dataset/index';
import { POST_TYPES } from '../../../../backend/content/dataset/post-types';
import * as Q from '../../../../backend/content/dataset/queries';
import { FIXED_PAGE_ROUTES, LEGAL_KEYS, PAGE_KEYS, PAGE_SLUGS } from '../../../../backend/content/dataset/routes';
import { LANGUAGES } from '../../../../lib/i18n/languages';
import { fixtureFeed } from './fixture-feed';
import { draftsPerspective, groq, publishedPerspective } from './groq';
import { collect, walk } from './walk';

const feed = fixtureFeed(120);
const docs = buildContentDataset(feed, { publicUrl: 'http://127.0.0.1:4000' });
const published = publishedPerspective(docs);

interface Message {
  _id: string;
  text: string;
  b2bOnly: boolean;
  dedicatedCountries: string[];
}

/** Every resolved link ({label, url}) and rich-text annotation in a query result has a usable URL. */
function expectResolvedLinks(result: unknown, where: string) {
  const links = collect(result, (v) => 'url' in v && ('label' in v || typeof v._type === 'string'));
  for (const link of links) expect(String(link.url), `${where}: ${JSON.stringify(link).slice(0, 160)}`).toMatch(/^(\/[^\s]*|https?:\/\/\S+|mailto:\S+)$/);
  return links.length;
}

describe('storefront GROQ queries', () => {
  it('are the ones SCHEMA.md documents', () => {
    const schema = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../backend/content/dataset/SCHEMA.md'), 'utf8');
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../backend/content/dataset/queries.ts'), 'utf8');
    expect(schema.includes(source), 'SCHEMA.md must hold queries.ts verbatim').toBe(true);
    expect(Object.keys(Q).length).toBeGreaterThanOrEqual(15);
  });

  it('marketing messages: country-dedicated first, then most recently updated; business-only set for trade', async () => {
    const it = await groq<Message[]>(published, Q.MARKETING_MESSAGES_QUERY, { lang: 'it', country: 'IT', b2b: false });
    expect(it[0].dedicatedCountries).toContain('IT');
    expect(it[0].text).toMatch(/via Solferino/);
    expect(it.every((m) => !m.b2bOnly && (m.dedicatedCountries.length === 0 || m.dedicatedCountries.includes('IT')))).toBe(true);
    const general = it.filter((m) => m.dedicatedCountries.length === 0).map((m) => m._id);
    const byDate = published.filter((d) => general.includes(d._id)).sort((a, b) => b._updatedAt.localeCompare(a._updatedAt)).map((d) => d._id);
    expect(general).toEqual(byDate);

    const us = await groq<Message[]>(published, Q.MARKETING_MESSAGES_QUERY, { lang: 'en', country: 'US', b2b: false });
    expect(us.slice(0, 2).every((m) => m.dedicatedCountries.includes('US'))).toBe(true);
    expect(us.some((m) => m.dedicatedCountries.includes('IT'))).toBe(false);

    const tradeGb = await groq<Message[]>(published, Q.MARKETING_MESSAGES_QUERY, { lang: 'en', country: 'GB', b2b: true });
    expect(tradeGb.length).toBeGreaterThanOrEqual(3);
    expect(tradeGb.every((m) => m.b2bOnly)).toBe(true);
    expect(tradeGb[0].dedicatedCountries).toEqual(['GB']);

    // Drafts never reach the strip, even in preview.
    const preview = await groq<Message[]>(docs, Q.MARKETING_MESSAGES_QUERY, { lang: 'en', country: 'FR', b2b: false });
    expect(preview.some((m) => m._id.startsWith('drafts.'))).toBe(false);
    expectResolvedLinks(it, 'messages');
  });

  it.each([
    ['IT', 'signup-layer-italy'],
    ['US', 'signup-layer-north-america'],
    ['CA', 'signup-layer-north-america'],
    ['AE', 'signup-layer-gulf'],
    ['DE', 'signup-layer-general'],
    ['GB', 'signup-layer-general'],
  ])('sign-up layer for %s is %s', async (country, id) => {
    const layer = await groq<{ _id: string; title: string; buttonCtaLabel: string }>(docs, Q.SIGNUP_LAYER_QUERY, { lang: 'fr', country });
    expect(layer._id).toBe(id);
    expect(layer.buttonCtaLabel).toBe('Je m’inscris');
  });

  it('home pages for consumers and the trade, in every language', async () => {
    for (const lang of LANGUAGES) {
      for (const audience of ['consumer', 'trade']) {
        const home = await groq<{ hero: { title: string; link: { url: string } }; content: unknown[] }>(published, Q.HOME_QUERY, { lang, audience });
        expect(home.hero.title).toBeTruthy();
        expect(home.content.length).toBeGreaterThanOrEqual(2);
        expect(expectResolvedLinks(home, `home ${audience} ${lang}`)).toBeGreaterThan(0);
      }
    }
    const preview = await groq<{ hero: { title: string } }>(draftsPerspective(docs), Q.HOME_QUERY, { lang: 'it', audience: 'consumer' });
    expect(preview.hero.title).toBe("La casa d'inverno");
  });

  it('every company and legal page by key and by its slug in each language', async () => {
    for (const key of PAGE_KEYS) {
      const page = await groq<{ title: string; slugs: Record<string, { current: string }>; content: unknown[] }>(published, Q.PAGE_BY_KEY_QUERY, { lang: 'de', key });
      expect(page.title, key).toBeTruthy();
      expectResolvedLinks(page, `page ${key}`);
      for (const lang of LANGUAGES) {
        const bySlug = await groq<{ pageKey: string }>(published, Q.PAGE_BY_SLUG_QUERY, { lang, slug: page.slugs[lang].current });
        expect(bySlug.pageKey).toBe(key);
      }
    }
    for (const key of LEGAL_KEYS) {
      const page = await groq<{ title: string; body: unknown[] }>(published, Q.LEGAL_PAGE_QUERY, { lang: 'es', key });
      expect(page.body.length, key).toBeGreaterThan(1);
      expectResolvedLinks(page, `legal ${key}`);
    }
    const visit = await groq<{ content: unknown }>(published, Q.PAGE_BY_KEY_QUERY, { lang: 'en', key: 'visit-us' });
    expect(JSON.stringify(visit.content)).toMatch(/Via Solferino 11.*62 Greene Street/);
  });

  it('every post by post type and localized slug, with its blocks resolved', async () => {
    const posts = published.filter((d) => d._type === 'magazine');
    for (const post of posts) {
      for (const lang of LANGUAGES) {
        const slug = (post.slug as Record<string, { current: string }>)[lang].current;
        const found = await groq<{ _id: string; title: string; content: { _type: string }[] }>(published, Q.POST_QUERY, { lang, postType: post.postType, slug });
        expect(found._id).toBe(post._id);
        expect(found.content.length).toBeGreaterThanOrEqual(2);
        expectResolvedLinks(found, `${post._id} ${lang}`);
      }
    }
    const list = await groq<{ postType: string; title: string }[]>(published, Q.POSTS_LIST_QUERY, { lang: 'it', postType: 'vitrine', start: 0, end: 10 });
    expect(list.map((p) => p.postType)).toEqual(['vitrine', 'vitrine']);
    const all = await groq<unknown[]>(published, Q.POSTS_LIST_QUERY, { lang: 'it', postType: null, start: 0, end: 100 });
    expect(all.length).toBe(POST_TYPES.length * 2);
  });

  it('rich text annotations come back with paths for categories, artisans and documents', async () => {
    const post = await groq<{ content: unknown }>(published, Q.POST_QUERY, { lang: 'fr', postType: 'the-artisan', slug: (published.find((d) => d._id === 'magazine-three-generations-one-bench')?.slug as Record<string, { current: string }>).fr.current });
    const marks = collect(post.content, (v) => typeof v._type === 'string' && String(v._type).endsWith('Link') && typeof v._key === 'string');
    expect(marks.some((m) => m._type === 'artisanLink' && String(m.url).startsWith('/artisans/'))).toBe(true);
    const news = await groq<{ content: unknown }>(published, Q.POST_QUERY, { lang: 'de', postType: 'news', slug: 'mailander-designwoche-2026' });
    const internal = collect(news.content, (v) => v._type === 'internalLink');
    expect(internal.map((m) => m.url)).toEqual([expect.stringMatching(/^\/magazine\/the-artisan\/[a-z0-9-]+-drei-generationen-eine-werkbank$/)]);
  });

  it('editorial list pages of collections and landings, newest first', async () => {
    const list = await groq<{ _type: string; title: string; slug: string; description: string; audience: string | null }[]>(published, Q.EDITORIAL_LIST_QUERY, {
      lang: 'fr',
      types: ['collection', 'landing'],
      start: 0,
      end: 20,
    });
    expect(list.length).toBe(8);
    expect(list.every((d) => d.title && d.slug && d.description)).toBe(true);
    expect(list.filter((d) => d.audience === 'trade').map((d) => d._type).sort()).toEqual(['collection', 'landing']);
  });

  it('landings and collections by localized slug', async () => {
    const landing = await groq<{ title: string; content: unknown[] }>(published, Q.LANDING_QUERY, { lang: 'de', slug: 'geschenke-aus-italien' });
    expect(landing.title).toBe('Geschenke aus Italien');
    expectResolvedLinks(landing, 'landing');
    const collection = await groq<{ title: string; products: { mode: string } }>(published, Q.COLLECTION_QUERY, { lang: 'es', slug: 'la-mesa-de-boda' });
    expect(collection.title).toBe('La mesa de boda');
    expect(collection.products.mode).toBe('ids');
  });

  it('product-page content by id first, then by rule', async () => {
    const byId = published.find((d) => d._id === 'pdp-id-styled-by-our-editors');
    const productId = (byId?.productIds as string[])[0];
    const product = feed.listProducts([productId])[0];
    const ancestors = product.taxonPermalinks.flatMap((p) => p.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')));
    const content = await groq<{ _id: string; selection: string }[]>(published, Q.PDP_CONTENT_QUERY, { lang: 'en', productId, taxonPermalinks: ancestors, artisanSlug: product.artisan.slug });
    expect(content[0]._id).toBe('pdp-id-styled-by-our-editors');
    expect(content.slice(1).every((c) => c.selection === 'rule')).toBe(true);
    expect(content.some((c) => c._id === 'pdp-rule-seating')).toBe(true);

    const lamp = feed.listProducts().find((p) => p.taxonPermalinks.some((t) => t.startsWith('lighting/')));
    const forLamp = await groq<{ _id: string }[]>(published, Q.PDP_CONTENT_QUERY, { lang: 'en', productId: lamp?.id, taxonPermalinks: ['lighting'], artisanSlug: 'nobody' });
    expect(forLamp.map((c) => c._id)).toContain('pdp-rule-lighting');
    expect(forLamp.map((c) => c._id)).not.toContain('pdp-rule-seating');
  });

  it('share image URL at width 1200 and quality 75', async () => {
    const share = await groq<{ url: string }>(published, Q.SHARE_IMAGE_QUERY, { id: 'magazine-the-amber-hour' });
    expect(share.url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/images\/casamaestri\/production\/[0-9a-f]{40}-2400x1600\.jpg\?w=1200&q=75$/);
  });

  it('links to pages by the path the page has in the language of the link', () => {
    const postTypes = new Set(POST_TYPES.map((p) => p.value));
    const valid = (path: string, lang: (typeof LANGUAGES)[number]) => {
      const bare = path.split('#')[0];
      if (bare === '/artisans' || bare === '/magazine' || Object.values(FIXED_PAGE_ROUTES).includes(bare)) return true;
      // Row items link to product pages by the catalogue's localized product slug.
      if (bare.startsWith('/products/')) return feed.listProducts().some((p) => `/products/${p.slug[lang]}` === bare);
      if (bare.startsWith('/magazine/')) return postTypes.has(bare.slice('/magazine/'.length) as (typeof POST_TYPES)[number]['value']);
      return Object.values(PAGE_SLUGS).some((slug) => `/${slug[lang]}` === bare);
    };
    const bad: string[] = [];
    let checked = 0;
    walk(docs, (v, path) => {
      if (v._type === 'link' && v.linkType === 'url') {
        for (const lang of LANGUAGES) {
          const url = (v.url as Record<string, string>)[lang];
          checked += 1;
          if (!valid(url, lang)) bad.push(`${path} ${lang}: ${url}`);
        }
      }
      const inLanguage = /\.(en|it|es|de|fr)\[\d+\]\.markDefs/.exec(path);
      if (v._type === 'link' && typeof v.href === 'string' && v.href.startsWith('/') && inLanguage) {
        checked += 1;
        if (!valid(v.href, inLanguage[1] as (typeof LANGUAGES)[number])) bad.push(`${path}: ${v.href}`);
      }
    });
    expect(checked).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});
