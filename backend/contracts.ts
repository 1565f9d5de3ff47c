/**
 * The seams between the embedded backend's modules. Each service (commerce, search, content, media)
 * is a Hono app built from its dependencies; they meet only through these interfaces, so each can be
 * tested alone and the storefront still sees three independent services on one port.
 */
import type { Hono } from 'hono';
import type { Language } from './shared/languages';
import type { Currency } from './shared/countries';

export type Localized<T = string> = Record<Language, T>;

/** A product as the search and content services need it; produced by the commerce service from its database. */
export interface FeedProduct {
  id: string;
  sku: string;
  /** The master variant's id as the commerce API knows it: what "Add to bag" sends. */
  variantId: string;
  /** ISO codes of the countries the piece cannot be shipped to (spec §8). */
  excludedCountries: string[];
  slug: Localized;
  title: Localized;
  /** Category paths per language, root first, e.g. en: [['Furniture','Seating','Armchairs']] */
  categories: Localized<string[][]>;
  /** Taxon permalinks the product belongs to (language-neutral ids, e.g. 'furniture/seating/armchairs'). */
  taxonPermalinks: string[];
  artisan: { id: string; slug: string; name: string; programLevel: number };
  designer: string | null;
  materials: Localized<string[]>;
  colors: Localized<string[]>;
  prices: Record<Currency, { price: string; fullPrice: string | null; tradePrice: string }>;
  /** Shipping cost per currency as a money string ("0.00" = free). */
  shippingCost: Record<Currency, string>;
  /** Weeks; 0 = ready to ship; 99 = pre-order (spec §4). */
  shippingTime: number;
  /** e.g. 'available from March 2027', 'to be confirmed', 'upon request', or null. */
  shippingMessage: string | null;
  canSupply: boolean;
  customizable: boolean;
  hasAr: boolean;
  suitableForContract: boolean;
  editorsPick: boolean;
  b2bOnly: boolean;
  b2cOnly: boolean;
  dimensionsCm: { width: number; height: number; depth: number };
  /** Absolute URLs of the product's images, main first. */
  images: string[];
  createdAt: string;
  /** Curated rank: lower is shown first in the "recommended" sort. */
  curatedRank: number;
  popularity: number;
}

export interface FeedArtisan {
  id: string;
  slug: string;
  name: string;
  city: string;
  programLevel: number;
  createdAt: string;
  image: string;
}

export interface FeedTaxon {
  id: string;
  permalink: string;
  name: Localized;
  slug: Localized;
  /** Localized permalink, e.g. it: 'arredamento/sedute/poltrone'. */
  localizedPermalink: Localized;
  parentId: string | null;
  depth: number;
}

/** Read access to the catalogue, plus change notifications so search stays in step with commerce. */
export interface CatalogueFeed {
  listProducts(ids?: string[]): FeedProduct[];
  listArtisans(): FeedArtisan[];
  listTaxons(): FeedTaxon[];
  /** Calls back with the ids of products whose indexed fields changed (price, stock, ...). */
  onProductsChanged(listener: (ids: string[]) => void): () => void;
}

export interface BackendConfig {
  /** Public origin of the backend, used in absolute URLs it returns (images, assets). */
  publicUrl: string;
  /** Folder for the database, generated media cache and outbox. */
  dataDir: string;
}

export interface BackendOptions extends BackendConfig {
  /** Number of products to seed into an empty database (default 1,500). */
  seedProducts?: number;
  /**
   * Whether search by image renders the photos' signatures in the background from start-up (default
   * true). False: the first upload renders them, at full speed (at 50,000 pieces, minutes). The bench
   * turns it off: the backend stands in for services on other machines, and its warm-up took about
   * 0.4 of a core from the storefront under load (half an hour at 50,000 pieces).
   */
  warmUpImageSearch?: boolean;
}

/** What every service module returns: its routes, and how to release what it holds. */
export interface Service {
  app: Hono;
  close?(): void;
}

// ---- Generated media: one recipe describes an image; the media service renders it at any size ----

export const PRODUCT_SUBJECTS = [
  'armchair', 'sofa', 'dining-chair', 'stool', 'bench', 'dining-table', 'coffee-table', 'side-table',
  'console', 'desk', 'bookcase', 'sideboard', 'bed', 'mirror', 'pendant-lamp', 'table-lamp',
  'floor-lamp', 'wall-lamp', 'chandelier', 'vase', 'bowl', 'candle-holder', 'tray', 'sculpture',
  'plate-set', 'glassware', 'cutlery', 'cushion', 'rug', 'outdoor-chair', 'outdoor-table', 'planter',
] as const;
export type ProductSubject = (typeof PRODUCT_SUBJECTS)[number];

export const SCENE_SUBJECTS = [
  'living-room', 'dining-room', 'bedroom', 'workshop', 'gallery', 'terrace', 'still-life', 'portrait',
] as const;
export type SceneSubject = (typeof SCENE_SUBJECTS)[number];

export const MATERIAL_SWATCHES = [
  'walnut', 'ash', 'oak', 'ebony', 'brass', 'bronze', 'chrome', 'carrara-marble', 'calacatta-marble',
  'nero-marquina', 'travertine', 'terrazzo', 'murano-glass-amber', 'murano-glass-blue',
  'murano-glass-clear', 'murano-glass-green', 'velvet-emerald', 'velvet-rust', 'velvet-blush',
  'boucle-ivory', 'linen-sand', 'leather-cognac', 'raffia', 'terracotta', 'porcelain-white',
  'ceramic-cobalt', 'ceramic-majolica', 'rattan', 'wool-cream', 'silk-ochre',
] as const;
export type MaterialSwatch = (typeof MATERIAL_SWATCHES)[number];

export interface ImageRecipe {
  subject: ProductSubject | SceneSubject;
  /** 1 to 3 materials, the main one first. */
  materials: MaterialSwatch[];
  /** front / angle / detail for products; 'scene' for interiors and portraits. */
  view: 'front' | 'angle' | 'detail' | 'scene';
  /** Varies proportions and composition deterministically. */
  seed: number;
}

export interface RenderOptions {
  width?: number;
  height?: number;
  quality?: number;
  format?: 'jpeg' | 'webp' | 'png' | 'avif';
  fit?: 'clip' | 'crop' | 'fill' | 'max' | 'min' | 'scale';
  /** Sanity's `rect`: the part of the image, in its own pixels, that is kept before sizing. */
  rect?: { left: number; top: number; width: number; height: number };
}

/** Product images are 4:5 portrait, scenes 3:2 landscape, at this intrinsic width. */
export const PRODUCT_IMAGE_SIZE = { width: 1600, height: 2000 } as const;
export const SCENE_IMAGE_SIZE = { width: 2400, height: 1600 } as const;

/**
 * The URL of a generated image served by the media service, e.g.
 * http://127.0.0.1:4000/media/armchair/velvet-emerald+walnut/angle-42.jpg
 */
export function mediaUrl(publicUrl: string, recipe: ImageRecipe): string {
  return `${publicUrl}/media/${recipe.subject}/${recipe.materials.join('+')}/${recipe.view}-${recipe.seed}.jpg`;
}
