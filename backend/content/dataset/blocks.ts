/**
 * The content blocks of editorial pages (spec §2 "Content blocks on editorial pages"), one factory each,
 * shared by the home page, landings, collections, magazine posts, product-page content and pages.
 */
import type { BuildContext } from './context';
import { ls } from './locale';
import type { ImageField, Link, LocaleBlockContent, LocaleString, Reference, Texts } from './types';

export const BLOCK_TYPES = [
  'richText',
  'linkedImageWithText',
  'oneColumnBanner',
  'twoColumnBanner',
  'rowOfItems',
  'quote',
  'shopTheLook',
  'productList',
  'twoColumns',
  'ctaButton',
  'documentsPreview',
  'cinemaCarousel',
  'greyContainer',
] as const;

interface Keyed {
  _key: string;
}

export interface BannerItem extends Keyed {
  _type: 'bannerItem';
  image: ImageField;
  title: LocaleString;
  subtitle?: LocaleString;
  link?: Link;
}

export interface RowItem extends Keyed {
  _type: 'rowItem';
  image: ImageField;
  title: LocaleString;
  text?: LocaleString;
  link?: Link;
}

export interface Hotspot extends Keyed {
  _type: 'productHotspot';
  /** Percent of the image width and height, 0–100, where the dot sits. */
  x: number;
  y: number;
  productId: string;
}

export interface Column extends Keyed {
  _type: 'column';
  image?: ImageField;
  body: LocaleBlockContent;
}

export interface Slide extends Keyed {
  _type: 'cinemaSlide';
  image: ImageField;
  caption: LocaleString;
  link?: Link;
}

export type ContentBlock = Keyed &
  (
    | { _type: 'richText'; body: LocaleBlockContent }
    | { _type: 'linkedImageWithText'; image: ImageField; imagePosition: 'left' | 'right'; title: LocaleString; text: LocaleBlockContent; link: Link }
    | ({ _type: 'oneColumnBanner' } & Omit<BannerItem, '_type' | '_key'>)
    | { _type: 'twoColumnBanner'; items: [BannerItem, BannerItem] }
    | { _type: 'rowOfItems'; title?: LocaleString; carousel: boolean; items: RowItem[] }
    | { _type: 'quote'; text: LocaleString; author: string; role?: LocaleString }
    | { _type: 'shopTheLook'; title?: LocaleString; image: ImageField; hotspots: Hotspot[] }
    | { _type: 'productList'; title?: LocaleString; productIds: string[] }
    | { _type: 'twoColumns'; columns: [Column, Column] }
    | { _type: 'ctaButton'; link: Link; style: 'primary' | 'secondary' }
    | { _type: 'documentsPreview'; title?: LocaleString; carousel: boolean; documents: (Reference & Keyed)[] }
    | { _type: 'cinemaCarousel'; title?: LocaleString; slides: Slide[] }
    | { _type: 'greyContainer'; blocks: ContentBlock[] }
  );

const opt = (texts: Texts | undefined) => (texts ? ls(texts) : undefined);

/** Block factories bound to one build. */
export function blockFactory(ctx: BuildContext) {
  const k = () => ctx.key();
  return {
    richText: (body: Texts): ContentBlock => ({ _key: k(), _type: 'richText', body: ctx.rich(body) }),

    linkedImage: (o: { image: ImageField; title: Texts; text: Texts; link: Link; imagePosition?: 'left' | 'right' }): ContentBlock => ({
      _key: k(),
      _type: 'linkedImageWithText',
      image: o.image,
      imagePosition: o.imagePosition ?? 'left',
      title: ls(o.title),
      text: ctx.rich(o.text),
      link: o.link,
    }),

    banner: (o: { image: ImageField; title: Texts; subtitle?: Texts; link?: Link }): ContentBlock => ({
      _key: k(),
      _type: 'oneColumnBanner',
      image: o.image,
      title: ls(o.title),
      ...(o.subtitle ? { subtitle: ls(o.subtitle) } : {}),
      ...(o.link ? { link: o.link } : {}),
    }),

    twoBanners: (items: [BannerInput, BannerInput]): ContentBlock => ({
      _key: k(),
      _type: 'twoColumnBanner',
      items: [bannerItem(k(), items[0]), bannerItem(k(), items[1])],
    }),

    row: (o: { title?: Texts; carousel: boolean; items: { image: ImageField; title: Texts; text?: Texts; link?: Link }[] }): ContentBlock => ({
      _key: k(),
      _type: 'rowOfItems',
      ...(o.title ? { title: ls(o.title) } : {}),
      carousel: o.carousel,
      items: o.items.map((item) => ({
        _key: k(),
        _type: 'rowItem' as const,
        image: item.image,
        title: ls(item.title),
        ...(item.text ? { text: ls(item.text) } : {}),
        ...(item.link ? { link: item.link } : {}),
      })),
    }),

    quote: (o: { text: Texts; author: string; role?: Texts }): ContentBlock => ({
      _key: k(),
      _type: 'quote',
      text: ls(o.text),
      author: o.author,
      ...(o.role ? { role: ls(o.role) } : {}),
    }),

    shopTheLook: (o: { title?: Texts; image: ImageField; hotspots: { x: number; y: number; productId: string }[] }): ContentBlock => ({
      _key: k(),
      _type: 'shopTheLook',
      ...(o.title ? { title: ls(o.title) } : {}),
      image: o.image,
      hotspots: o.hotspots.map((h) => ({ _key: k(), _type: 'productHotspot' as const, ...h })),
    }),

    productList: (o: { title?: Texts; productIds: string[] }): ContentBlock => ({
      _key: k(),
      _type: 'productList',
      ...(o.title ? { title: opt(o.title) } : {}),
      productIds: o.productIds,
    }),

    twoColumns: (left: ColumnInput, right: ColumnInput): ContentBlock => ({
      _key: k(),
      _type: 'twoColumns',
      columns: [column(ctx, left), column(ctx, right)],
    }),

    cta: (link: Link, style: 'primary' | 'secondary' = 'primary'): ContentBlock => ({ _key: k(), _type: 'ctaButton', link, style }),

    documentsPreview: (o: { title?: Texts; carousel: boolean; ids: string[] }): ContentBlock => ({
      _key: k(),
      _type: 'documentsPreview',
      ...(o.title ? { title: ls(o.title) } : {}),
      carousel: o.carousel,
      documents: o.ids.map((id) => ({ _key: k(), _type: 'reference' as const, _ref: id })),
    }),

    cinema: (o: { title?: Texts; slides: { image: ImageField; caption: Texts; link?: Link }[] }): ContentBlock => ({
      _key: k(),
      _type: 'cinemaCarousel',
      ...(o.title ? { title: ls(o.title) } : {}),
      slides: o.slides.map((s) => ({ _key: k(), _type: 'cinemaSlide' as const, image: s.image, caption: ls(s.caption), ...(s.link ? { link: s.link } : {}) })),
    }),

    grey: (blocks: ContentBlock[]): ContentBlock => ({ _key: k(), _type: 'greyContainer', blocks }),
  };
}

export type Blocks = ReturnType<typeof blockFactory>;

export interface BannerInput {
  image: ImageField;
  title: Texts;
  subtitle?: Texts;
  link?: Link;
}

export interface ColumnInput {
  image?: ImageField;
  body: Texts;
}

function bannerItem(key: string, o: BannerInput): BannerItem {
  return {
    _key: key,
    _type: 'bannerItem',
    image: o.image,
    title: ls(o.title),
    ...(o.subtitle ? { subtitle: ls(o.subtitle) } : {}),
    ...(o.link ? { link: o.link } : {}),
  };
}

function column(ctx: BuildContext, o: ColumnInput): Column {
  return { _key: ctx.key(), _type: 'column', ...(o.image ? { image: o.image } : {}), body: ctx.rich(o.body) };
}
