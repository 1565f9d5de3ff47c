/**
 * The content blocks of editorial pages (spec §2 "Content blocks on editorial pages"): the GROQ
 * projection that resolves them to one language, and the types the block renderer receives.
 * Localized fields fall back to English; links come back as locale-less paths (lib/content/urls.ts
 * adds the locale prefix).
 */
import type { PortableTextBlock } from '@portabletext/types';
import { DOCUMENT_URL, LINK, t } from './groq';

/** An image field: asset reference, alt text, intrinsic size and the editor's focal point (0–1). */
export const PICTURE = `{
  "ref": asset._ref,
  "alt": coalesce(alt[$lang], alt.en, ""),
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "hotspot": hotspot{ x, y }
}`;

/** Portable Text in one language, with link annotations resolved to paths (products keep their id). */
export const richText = (field: string) => `coalesce(${field}[$lang], ${field}.en)[]{
  ...,
  markDefs[]{
    ...,
    _type == "categoryLink" => { "url": "/categories/" + coalesce(localizedPermalink[$lang], permalink) },
    _type == "artisanLink" => { "url": "/artisans/" + slug },
    _type == "internalLink" => { "url": reference->{ "url": ${DOCUMENT_URL} }.url }
  }
}`;

const link = (field: string) => `${field}{ ${LINK} }`;

/** Preview cards of landings, collections and posts (documents preview blocks, related posts). */
export const PREVIEW = `{
  "id": _id,
  "kind": _type,
  "title": ${t('title')},
  "excerpt": coalesce(excerpt[$lang], description[$lang], subtitle[$lang]),
  "label": coalesce(postTypeLabel[$lang], postTypeLabel.en),
  "url": ${DOCUMENT_URL},
  "image": previewImage${PICTURE}
}`;

const FIELDS = `
  "key": _key,
  "type": _type,
  _type == "richText" => { "body": ${richText('body')} },
  _type == "linkedImageWithText" => { "image": image${PICTURE}, imagePosition, "title": ${t('title')}, "text": ${richText('text')}, "link": ${link('link')} },
  _type == "oneColumnBanner" => { "image": image${PICTURE}, "title": ${t('title')}, "subtitle": ${t('subtitle')}, "link": ${link('link')} },
  _type == "twoColumnBanner" => { "items": items[]{ "key": _key, "image": image${PICTURE}, "title": ${t('title')}, "subtitle": ${t('subtitle')}, "link": ${link('link')} } },
  _type == "rowOfItems" => { "title": ${t('title')}, "carousel": coalesce(carousel, false), "items": items[]{ "key": _key, "image": image${PICTURE}, "title": ${t('title')}, "text": ${t('text')}, "link": ${link('link')} } },
  _type == "quote" => { "text": ${t('text')}, author, "role": ${t('role')} },
  _type == "shopTheLook" => { "title": ${t('title')}, "image": image${PICTURE}, "hotspots": hotspots[]{ "key": _key, x, y, productId } },
  _type == "productList" => { "title": ${t('title')}, productIds },
  _type == "twoColumns" => { "columns": columns[]{ "key": _key, "image": image${PICTURE}, "body": ${richText('body')} } },
  _type == "ctaButton" => { "style": coalesce(style, "primary"), "link": ${link('link')} },
  _type == "documentsPreview" => { "title": ${t('title')}, "carousel": coalesce(carousel, false), "documents": documents[]->${PREVIEW} },
  _type == "cinemaCarousel" => { "title": ${t('title')}, "slides": slides[]{ "key": _key, "image": image${PICTURE}, "caption": ${t('caption')}, "link": ${link('link')} } }`;

/** Content blocks in one language; a grey container holds blocks of the other kinds. */
export const blocks = (field: string) => `${field}[]{
  ${FIELDS},
  _type == "greyContainer" => { "blocks": blocks[]{ ${FIELDS} } }
}`;

export interface ContentImage {
  ref: string;
  alt: string;
  width: number;
  height: number;
  hotspot?: { x: number; y: number } | null;
}

export interface ContentLink {
  label: string | null;
  url: string | null;
}

export interface DocumentPreview {
  id: string;
  kind: 'landing' | 'collection' | 'magazine';
  title: string;
  excerpt: string | null;
  label: string | null;
  url: string;
  image: ContentImage | null;
}

export type RichText = PortableTextBlock[];

interface Item {
  key: string;
  image: ContentImage | null;
  title: string | null;
  link: ContentLink | null;
}

export type Block = { key: string } & (
  | { type: 'richText'; body: RichText | null }
  | { type: 'linkedImageWithText'; image: ContentImage | null; imagePosition: 'left' | 'right' | null; title: string | null; text: RichText | null; link: ContentLink | null }
  | ({ type: 'oneColumnBanner'; subtitle: string | null } & Omit<Item, 'key'>)
  | { type: 'twoColumnBanner'; items: (Item & { subtitle: string | null })[] }
  | { type: 'rowOfItems'; title: string | null; carousel: boolean; items: (Item & { text: string | null })[] }
  | { type: 'quote'; text: string | null; author: string | null; role: string | null }
  | { type: 'shopTheLook'; title: string | null; image: ContentImage | null; hotspots: { key: string; x: number; y: number; productId: string }[] | null }
  | { type: 'productList'; title: string | null; productIds: string[] | null }
  | { type: 'twoColumns'; columns: { key: string; image: ContentImage | null; body: RichText | null }[] | null }
  | { type: 'ctaButton'; style: 'primary' | 'secondary'; link: ContentLink | null }
  | { type: 'documentsPreview'; title: string | null; carousel: boolean; documents: (DocumentPreview | null)[] | null }
  | { type: 'cinemaCarousel'; title: string | null; slides: { key: string; image: ContentImage | null; caption: string | null; link: ContentLink | null }[] | null }
  | { type: 'greyContainer'; blocks: Block[] | null }
);

/** A rich-text annotation as the query returns it (SCHEMA.md "Rich text"). */
export type RichTextMark = { _type: string; url?: string; href?: string; productId?: string };

/** Where an annotation points: products by their looked-up page, the rest by the path the query resolved. */
export function markHref(mark: RichTextMark | undefined, products: Map<string, { permalink: string }>): string | null {
  if (!mark) return null;
  switch (mark._type) {
    case 'productLink':
      return (mark.productId && products.get(mark.productId)?.permalink) || null;
    case 'link':
      return mark.href ?? null;
    default:
      return mark.url ?? null;
  }
}

/** The product ids a rich text refers to through `productLink` annotations. */
function productIdsInRichText(body: RichText | null | undefined): string[] {
  return (body ?? []).flatMap((b) => (b.markDefs ?? []).flatMap((m) => (m._type === 'productLink' && typeof m.productId === 'string' ? [m.productId] : [])));
}

/**
 * Every product id the blocks need (product lists, shop-the-look hotspots, product links in rich text),
 * once each and in order of appearance, so a page looks its products up in one search request.
 */
export function productIdsOf(list: Block[] | null | undefined, extra: string[] = []): string[] {
  const ids: string[] = [...extra];
  const walk = (block: Block) => {
    switch (block.type) {
      case 'productList':
        ids.push(...(block.productIds ?? []));
        break;
      case 'shopTheLook':
        ids.push(...(block.hotspots ?? []).map((h) => h.productId));
        break;
      case 'richText':
        ids.push(...productIdsInRichText(block.body));
        break;
      case 'linkedImageWithText':
        ids.push(...productIdsInRichText(block.text));
        break;
      case 'twoColumns':
        for (const column of block.columns ?? []) ids.push(...productIdsInRichText(column.body));
        break;
      case 'greyContainer':
        for (const inner of block.blocks ?? []) walk(inner);
        break;
    }
  };
  for (const block of list ?? []) walk(block);
  return [...new Set(ids.filter((id) => typeof id === 'string' && id !== ''))];
}
