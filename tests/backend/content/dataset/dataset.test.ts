import { describe, expect, it } from 'vitest';
import type { CatalogueFeed } from '../../../../backend/contracts';
import { PRODUCT_IMAGE_SIZE, SCENE_IMAGE_SIZE } from '../../../../backend/contracts';
import { BLOCK_TYPES } from '../../../../backend/content/dataset/blocks';
import { matchesRule, type ProductRule } from '../../../../backend/content/dataset/collections';
import { assetIdFor, isSceneRecipe } from '../../../../backend/content/dataset/images';
import { buildContentDataset, type SanityDocument } from '../../../../backend/content/dataset/index';
import { POST_TYPES } from '../../../../backend/content/dataset/post-types';
import type { ImageAssetDocument } from '../../../../backend/content/dataset/types';
import { LANGUAGES } from '../../../../lib/i18n/languages';
import { fixtureFeed } from './fixture-feed';
import { foreignArtisanPieces, unresolved } from './checks';
import { collect } from './walk';

const PUBLIC_URL = 'http://127.0.0.1:4000';
const feed = fixtureFeed(120);
const docs = buildContentDataset(feed, { publicUrl: PUBLIC_URL });
const published = docs.filter((d) => !d._id.startsWith('drafts.') && d._type !== 'sanity.imageAsset');
const drafts = docs.filter((d) => d._id.startsWith('drafts.'));
const assets = docs.filter((d): d is ImageAssetDocument => d._type === 'sanity.imageAsset');

const CONTENT_TYPES = ['editorialMenu', 'marketingMessage', 'newsletterSignupLayer', 'homePage', 'landing', 'collection', 'magazine', 'pdp', 'legalPage', 'page'];

describe('content dataset', () => {
  it('is deterministic: the same feed gives the same documents', () => {
    const again = buildContentDataset(fixtureFeed(120), { publicUrl: PUBLIC_URL });
    expect(JSON.stringify(again)).toBe(JSON.stringify(docs));
  });

  it('has unique ids and Sanity system fields on every document', () => {
    expect(new Set(docs.map((d) => d._id)).size).toBe(docs.length);
    for (const d of docs) {
      expect(d._type).toBeTruthy();
      expect(Date.parse(d._createdAt)).not.toBeNaN();
      expect(Date.parse(d._updatedAt)).toBeGreaterThanOrEqual(Date.parse(d._createdAt));
    }
  });

  it('has every document type', () => {
    const types = new Set(published.map((d) => d._type));
    for (const type of CONTENT_TYPES) expect(types, type).toContain(type);
    expect(assets.length).toBeGreaterThan(50);
    expect(published.find((d) => d._id === 'consumer-menu')).toBeDefined();
    expect(published.find((d) => d._id === 'trade-menu')).toBeDefined();
  });

  it('uses every content block type', () => {
    const used = new Set(collect(published, (v) => typeof v._key === 'string' && (BLOCK_TYPES as readonly string[]).includes(String(v._type))).map((v) => v._type));
    expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('has at least two posts of every post type, with localized slugs', () => {
    const posts = published.filter((d) => d._type === 'magazine');
    for (const { value } of POST_TYPES) expect(posts.filter((p) => p.postType === value).length, value).toBeGreaterThanOrEqual(2);
    for (const post of posts) {
      const slug = post.slug as Record<string, { current: string }>;
      for (const l of LANGUAGES) expect(slug[l].current).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('gives every routed document a unique slug per language within its route', () => {
    // Routes: /collections/{slug}, /landing/{slug}, /magazine/{postType}/{slug}, and /{slug} for pages.
    const route = (d: SanityDocument) => (d._type === 'magazine' ? `magazine/${String(d.postType)}` : d._type === 'legalPage' ? 'page' : d._type);
    const routed = published.filter((d) => ['collection', 'landing', 'magazine', 'page', 'legalPage'].includes(d._type));
    for (const l of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const d of routed) {
        const key = `${route(d)}/${(d.slug as Record<string, { current: string }>)[l].current}`;
        expect(seen.get(key), `${key} used by ${seen.get(key)} and ${d._id}`).toBeUndefined();
        seen.set(key, d._id);
      }
    }
  });

  it('writes every localized field in all five languages, translated rather than copied', () => {
    const localized = collect(docs, (v) => typeof v._type === 'string' && v._type.startsWith('locale'));
    expect(localized.length).toBeGreaterThan(500);
    let prose = 0;
    const copies: string[] = [];
    for (const field of localized) {
      for (const l of LANGUAGES) expect(field[l], JSON.stringify(field).slice(0, 120)).toBeTruthy();
      if (field._type !== 'localeString' && field._type !== 'localeBlockContent') continue;
      const en = JSON.stringify(field.en);
      // Sentences (five words or more) must be written anew in every language; names and places may stay.
      if (field._type === 'localeString' && String(field.en).split(/\s+/).length < 5) continue;
      prose += 1;
      for (const l of LANGUAGES.filter((x) => x !== 'en')) if (JSON.stringify(field[l]) === en) copies.push(`${l}: ${en.slice(0, 80)}`);
    }
    expect(prose).toBeGreaterThan(300);
    expect(copies).toEqual([]);
  });

  it('resolves every content reference and catalogue reference against the feed', () => {
    expect(unresolved(docs, feed)).toEqual([]);
    expect(foreignArtisanPieces(docs, feed)).toEqual([]);
    const products = collect(published, (v) => typeof v.productId === 'string' || Array.isArray(v.productIds));
    expect(products.length).toBeGreaterThan(40);
  });

  it('works with another catalogue whose taxonomy uses other names (fallback categories)', () => {
    // Permalinks without vowels and neutral names match none of the editors' keywords.
    const base = fixtureFeed(300);
    const other: CatalogueFeed = {
      ...base,
      listTaxons: () => base.listTaxons().map((t) => ({ ...t, permalink: `x/${t.permalink}`.replace(/[aeiou]/g, ''), name: { ...t.name, en: `Range ${t.id}` } })),
      listProducts: (ids) => base.listProducts(ids).map((p) => ({ ...p, taxonPermalinks: p.taxonPermalinks.map((t) => `x/${t}`.replace(/[aeiou]/g, '')) })),
    };
    const otherDocs = buildContentDataset(other, { publicUrl: PUBLIC_URL });
    expect(unresolved(otherDocs, other)).toEqual([]);
    expect(otherDocs.filter((d) => d._type === 'magazine').length).toBe(docs.filter((d) => d._type === 'magazine').length);
  });

  it('refuses an empty catalogue with a clear error', () => {
    const empty: CatalogueFeed = { listProducts: () => [], listArtisans: () => [], listTaxons: () => [], onProductsChanged: () => () => {} };
    expect(() => buildContentDataset(empty, { publicUrl: PUBLIC_URL })).toThrow(/catalogue, which is empty/);
  });

  it('has a visibly different, later draft of every kind of document', () => {
    for (const type of CONTENT_TYPES) expect(drafts.some((d) => d._type === type), type).toBe(true);
    const edits = drafts.filter((draft) => published.some((d) => `drafts.${d._id}` === draft._id));
    // Documents written but never published: a seasonal menu and a post, only visible in preview.
    expect(drafts.filter((d) => !edits.includes(d)).map((d) => d._id).sort()).toEqual(['drafts.holiday-menu', 'drafts.magazine-winter-light']);
    for (const draft of edits) {
      const source = published.find((d) => `drafts.${d._id}` === draft._id);
      if (!source) continue;
      expect(JSON.stringify({ ...draft, _id: '', _rev: '', _updatedAt: '' })).not.toBe(JSON.stringify({ ...source, _id: '', _rev: '', _updatedAt: '' }));
      expect(Date.parse(draft._updatedAt)).toBeGreaterThan(Date.parse(source._updatedAt));
    }
  });

  it('describes every image as a generated asset with Sanity ids, sizes and URLs', () => {
    const fields = collect(docs, (v) => v._type === 'image');
    expect(fields.length).toBeGreaterThan(100);
    const used = new Set(fields.map((f) => (f.asset as { _ref: string })._ref));
    for (const asset of assets) {
      const match = /^image-([0-9a-f]{40})-(\d+)x(\d+)-jpg$/.exec(asset._id);
      expect(match, asset._id).not.toBeNull();
      expect(assetIdFor(asset.recipe)).toBe(asset._id);
      const size = isSceneRecipe(asset.recipe) ? SCENE_IMAGE_SIZE : PRODUCT_IMAGE_SIZE;
      expect(asset.metadata.dimensions).toMatchObject({ width: size.width, height: size.height, aspectRatio: size.width / size.height });
      expect(`${match?.[2]}x${match?.[3]}`).toBe(`${size.width}x${size.height}`);
      expect(asset.url).toBe(`${PUBLIC_URL}/images/casamaestri/production/${match?.[1]}-${size.width}x${size.height}.jpg`);
      expect(used.has(asset._id), `unused asset ${asset._id}`).toBe(true);
    }
    for (const f of fields) for (const l of LANGUAGES) expect((f.alt as Record<string, string>)[l]).toBeTruthy();
  });

  it('gives collection and product-page rules products to show', () => {
    const rules = collect(published, (v) => v._type === 'productRule') as unknown as ProductRule[];
    expect(rules.length).toBeGreaterThanOrEqual(7);
    for (const rule of rules) expect(feed.listProducts().filter((p) => matchesRule(p, rule)).length, JSON.stringify(rule)).toBeGreaterThan(0);
    const pdp = published.filter((d) => d._type === 'pdp');
    expect(pdp.some((d) => d.selection === 'id')).toBe(true);
    expect(pdp.some((d) => d.selection === 'rule')).toBe(true);
  });

  it('targets marketing messages and sign-up layers by country', () => {
    const messages = published.filter((d) => d._type === 'marketingMessage');
    const dedicated = new Set(messages.flatMap((m) => m.dedicatedCountries as string[]));
    for (const iso of ['IT', 'GB', 'US', 'AE']) expect(dedicated).toContain(iso);
    expect(messages.filter((m) => m.b2bOnly).length).toBeGreaterThanOrEqual(2);
    expect(messages.filter((m) => !m.b2bOnly && (m.dedicatedCountries as string[]).length === 0).length).toBeGreaterThanOrEqual(2);
    const layers = published.filter((d) => d._type === 'newsletterSignupLayer');
    expect(layers.some((l) => (l.excludedCountries as string[]).length > 0)).toBe(true);
    expect(layers.some((l) => (l.dedicatedCountries as string[]).length > 0)).toBe(true);
  });
});
