/**
 * Deterministic picks from the commerce catalogue, so editorial content references real products,
 * categories and artisans whatever the feed holds (any catalogue of 100+ products). Picks rotate through
 * the candidates so that two lists asking for the same kind of products do not show the same pieces.
 */
import type { CatalogueFeed, FeedArtisan, FeedProduct, FeedTaxon } from '../../contracts';
import { ls } from './locale';
import type { ArtisanTarget, CategoryTarget } from './types';

export interface ProductFilter {
  /** Products under this taxon permalink (itself or any descendant). */
  permalink?: string;
  artisanSlug?: string;
  where?: (product: FeedProduct) => boolean;
}

export class Catalogue {
  readonly products: FeedProduct[];
  readonly taxons: FeedTaxon[];
  readonly artisans: FeedArtisan[];
  private readonly cursors = new Map<string, number>();

  constructor(feed: CatalogueFeed) {
    this.products = [...feed.listProducts()].sort((a, b) => a.curatedRank - b.curatedRank || a.id.localeCompare(b.id));
    this.taxons = [...feed.listTaxons()].sort((a, b) => a.depth - b.depth || a.permalink.localeCompare(b.permalink));
    // Featured artisans first: the most pieces in the catalogue, then the highest programme level.
    const pieces = new Map<string, number>();
    for (const p of this.products) pieces.set(p.artisan.slug, (pieces.get(p.artisan.slug) ?? 0) + 1);
    this.artisans = [...feed.listArtisans()].sort(
      (a, b) => (pieces.get(b.slug) ?? 0) - (pieces.get(a.slug) ?? 0) || b.programLevel - a.programLevel || a.slug.localeCompare(b.slug),
    );
    if (this.products.length === 0 || this.taxons.length === 0 || this.artisans.length === 0) {
      throw new Error(
        `The content dataset references the catalogue, which is empty (${this.products.length} products, ${this.taxons.length} taxons, ${this.artisans.length} artisans)`,
      );
    }
  }

  /** Top-level departments (Furniture, Lighting, …) in permalink order. */
  roots(): FeedTaxon[] {
    const minDepth = this.taxons[0].depth;
    return this.taxons.filter((t) => t.depth === minDepth);
  }

  children(taxon: FeedTaxon): FeedTaxon[] {
    return this.taxons.filter((t) => t.parentId === taxon.id);
  }

  /**
   * The shallowest taxon whose English name or permalink contains one of the keywords; when the catalogue
   * has none, a deterministic stand-in (the n-th root) so the content still points at a real category.
   */
  findTaxon(keywords: string[], fallbackIndex = 0): FeedTaxon {
    const found = this.taxons.find((t) =>
      keywords.some((k) => t.permalink.toLowerCase().includes(k) || t.name.en.toLowerCase().includes(k)),
    );
    if (found) return found;
    const roots = this.roots();
    return roots[fallbackIndex % roots.length];
  }

  taxonByPermalink(permalink: string): FeedTaxon | undefined {
    return this.taxons.find((t) => t.permalink === permalink);
  }

  /**
   * The artisan with the most products matching the filter (the newest to the catalogue first when
   * `newest`), skipping those in `exclude`; any artisan with pieces when none matches.
   */
  bestArtisanFor(filter: ProductFilter, exclude: ReadonlySet<string>, order: 'pieces' | 'newest' = 'pieces'): FeedArtisan {
    const count = (f: ProductFilter) => {
      const counts = new Map<string, number>();
      for (const p of this.matching(f)) counts.set(p.artisan.slug, (counts.get(p.artisan.slug) ?? 0) + 1);
      return counts;
    };
    const rank = (counts: Map<string, number>) =>
      this.artisans
        .filter((a) => (counts.get(a.slug) ?? 0) > 0 && !exclude.has(a.slug))
        .sort((a, b) => (order === 'newest' ? b.createdAt.localeCompare(a.createdAt) : 0) || (counts.get(b.slug) ?? 0) - (counts.get(a.slug) ?? 0) || a.slug.localeCompare(b.slug));
    return rank(count(filter))[0] ?? rank(count({}))[0] ?? this.artisans[0];
  }

  matching(filter: ProductFilter = {}): FeedProduct[] {
    return this.products.filter(
      (p) =>
        (!filter.permalink || p.taxonPermalinks.some((t) => t === filter.permalink || t.startsWith(`${filter.permalink}/`))) &&
        (!filter.artisanSlug || p.artisan.slug === filter.artisanSlug) &&
        (!filter.where || filter.where(p)),
    );
  }

  /**
   * `count` distinct products matching the filter, continuing where the previous pick with the same filter
   * stopped. A category or condition that matches too few is topped up from the whole catalogue; an
   * artisan's list never is (it would show other makers' pieces under their name), so it may be shorter.
   */
  pick(count: number, filter: ProductFilter = {}): FeedProduct[] {
    let pool = this.matching(filter);
    if (pool.length < count && !filter.artisanSlug) pool = [...pool, ...this.products.filter((p) => !pool.includes(p))];
    const cursorKey = JSON.stringify([filter.permalink, filter.artisanSlug, filter.where?.toString()]);
    const start = this.cursors.get(cursorKey) ?? 0;
    const picked = Array.from({ length: Math.min(count, pool.length) }, (_, i) => pool[(start + i) % pool.length]);
    this.cursors.set(cursorKey, start + picked.length);
    return picked;
  }

  pickIds(count: number, filter: ProductFilter = {}): string[] {
    return this.pick(count, filter).map((p) => p.id);
  }

  categoryTarget(taxon: FeedTaxon): CategoryTarget {
    return { _type: 'categoryTarget', permalink: taxon.permalink, localizedPermalink: ls(taxon.localizedPermalink) };
  }

  artisanTarget(artisan: FeedArtisan): ArtisanTarget {
    return { _type: 'artisanTarget', slug: artisan.slug, name: artisan.name };
  }
}
