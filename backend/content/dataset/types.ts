/**
 * Shapes of the seeded Sanity dataset. Every localized value is an object keyed by the five interface
 * languages ({en, it, es, de, fr}) with a `_type` starting with `locale` so it can be found and checked
 * generically; SCHEMA.md documents every document type built from these pieces.
 */
import type { ImageRecipe } from '../../contracts';
import type { Language } from '../../shared/languages';

export interface SanityDocument {
  _id: string;
  _type: string;
  _rev?: string;
  _createdAt: string;
  _updatedAt: string;
  [key: string]: unknown;
}

export type Texts = Record<Language, string>;

export interface LocaleString extends Texts {
  _type: 'localeString';
}

export interface Slug {
  _type: 'slug';
  current: string;
}

export type LocaleSlug = { _type: 'localeSlug' } & Record<Language, Slug>;

export interface Reference {
  _type: 'reference';
  _ref: string;
}

// ---- Portable Text ----

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

/** Link annotations inside rich text: to the catalogue (product, category, artisan), a content document or a path. */
export type MarkDef =
  | { _type: 'productLink'; _key: string; productId: string }
  | { _type: 'categoryLink'; _key: string; permalink: string; localizedPermalink: LocaleString }
  | { _type: 'artisanLink'; _key: string; slug: string }
  | { _type: 'internalLink'; _key: string; reference: Reference }
  | { _type: 'link'; _key: string; href: string };

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3' | 'blockquote';
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: MarkDef[];
  children: PortableTextSpan[];
}

export type LocaleBlockContent = { _type: 'localeBlockContent' } & Record<Language, PortableTextBlock[]>;

// ---- Images ----

export interface ImageAssetDocument extends SanityDocument {
  _type: 'sanity.imageAsset';
  assetId: string;
  extension: 'jpg';
  mimeType: 'image/jpeg';
  originalFilename: string;
  path: string;
  url: string;
  metadata: {
    _type: 'sanity.imageMetadata';
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number };
  };
  recipe: ImageRecipe;
}

export interface ImageHotspot {
  _type: 'sanity.imageHotspot';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageField {
  _type: 'image';
  asset: Reference;
  alt: LocaleString;
  hotspot?: ImageHotspot;
}

// ---- Links (menus, banners, buttons) ----

export interface CategoryTarget {
  _type: 'categoryTarget';
  permalink: string;
  /** Copied from the catalogue so GROQ can build the localized URL without a second service. */
  localizedPermalink: LocaleString;
}

export interface ArtisanTarget {
  _type: 'artisanTarget';
  slug: string;
  name: string;
}

export type Link =
  | { _type: 'link'; linkType: 'url'; label: LocaleString; url: LocaleString }
  | { _type: 'link'; linkType: 'category'; label: LocaleString; category: CategoryTarget }
  | { _type: 'link'; linkType: 'artisan'; label: LocaleString; artisan: ArtisanTarget }
  | { _type: 'link'; linkType: 'collection' | 'landing' | 'post'; label: LocaleString; reference: Reference };

/** A link inside an array (menus), which Sanity keys. */
export type KeyedLink = Link & { _key: string; highlighted: boolean };
