/**
 * What every module of the dataset needs while it writes documents: the catalogue picks, the image
 * registry, deterministic array keys and dates, rich text and link builders.
 */
import { createHash } from 'node:crypto';
import type { FeedArtisan, FeedProduct, FeedTaxon } from '../../contracts';
import { Catalogue } from './catalogue';
import { ImageRegistry } from './images';
import { LANGUAGES, ls, mapTexts } from './locale';
import { parsePortableText, type MarkResolver } from './portable-text';
import type { KeyedLink, Link, LocaleBlockContent, MarkDef, SanityDocument, Texts } from './types';

/** Editorial dates count from here, one unit a day, so "most recently updated" orderings are stable; the latest draft (day 340) is still in the past. */
const EPOCH = Date.UTC(2025, 11, 1, 9, 0, 0);

export type ContentLinkKind = 'collection' | 'landing' | 'post';

export class BuildContext {
  private keyCounter = 0;

  constructor(
    readonly catalogue: Catalogue,
    readonly images: ImageRegistry,
  ) {}

  /** A 12-character array key, unique within the build and the same on every build. */
  key(): string {
    this.keyCounter += 1;
    return createHash('sha1').update(`key-${this.keyCounter}`).digest('hex').slice(0, 12);
  }

  /** ISO time `days` (fractions allowed) after the editorial epoch. */
  at(days: number): string {
    return new Date(EPOCH + Math.round(days * 86_400_000)).toISOString();
  }

  doc<T extends Record<string, unknown>>(type: string, id: string, days: { created: number; updated?: number }, fields: T): SanityDocument & T {
    return {
      _id: id,
      _type: type,
      _rev: createHash('sha1').update(`${id}@${days.updated ?? days.created}`).digest('hex').slice(0, 22),
      _createdAt: this.at(days.created),
      _updatedAt: this.at(days.updated ?? days.created),
      ...fields,
    };
  }

  /** Rich text in five languages from the markup of portable-text.ts. */
  rich(texts: Texts): LocaleBlockContent {
    const resolve: MarkResolver = (target, key) => this.markDef(target, key);
    const next = () => this.key();
    const out = { _type: 'localeBlockContent' } as LocaleBlockContent;
    for (const language of LANGUAGES) out[language] = parsePortableText(texts[language], resolve, next);
    return out;
  }

  urlLink(label: Texts, url: Texts | string): Link {
    const urls = typeof url === 'string' ? { en: url, it: url, es: url, de: url, fr: url } : url;
    return { _type: 'link', linkType: 'url', label: ls(label), url: ls(urls) };
  }

  /** A link to a product page by the catalogue's localized product slug. */
  productLink(product: FeedProduct): Link {
    return this.urlLink(product.title, mapTexts(product.slug, (slug) => `/products/${slug}`));
  }

  /** A link to a category; its label defaults to the category's own localized name. */
  categoryLink(taxon: FeedTaxon, label?: Texts): Link {
    return { _type: 'link', linkType: 'category', label: ls(label ?? taxon.name), category: this.catalogue.categoryTarget(taxon) };
  }

  artisanLink(artisan: FeedArtisan, label?: Texts): Link {
    const name = { en: artisan.name, it: artisan.name, es: artisan.name, de: artisan.name, fr: artisan.name };
    return { _type: 'link', linkType: 'artisan', label: ls(label ?? name), artisan: this.catalogue.artisanTarget(artisan) };
  }

  docLink(kind: ContentLinkKind, id: string, label: Texts): Link {
    return { _type: 'link', linkType: kind, label: ls(label), reference: { _type: 'reference', _ref: id } };
  }

  keyed(link: Link, highlighted = false): KeyedLink {
    return { ...link, _key: this.key(), highlighted };
  }

  private markDef(target: string, key: string): MarkDef {
    const [scheme, ...rest] = target.split(':');
    const value = rest.join(':');
    switch (scheme) {
      case 'product':
        if (!this.catalogue.products.some((p) => p.id === value)) throw new Error(`rich text links to unknown product ${value}`);
        return { _type: 'productLink', _key: key, productId: value };
      case 'category': {
        const taxon = this.catalogue.taxonByPermalink(value);
        if (!taxon) throw new Error(`rich text links to unknown category ${value}`);
        return { _type: 'categoryLink', _key: key, permalink: value, localizedPermalink: ls(taxon.localizedPermalink) };
      }
      case 'artisan':
        if (!this.catalogue.artisans.some((a) => a.slug === value)) throw new Error(`rich text links to unknown artisan ${value}`);
        return { _type: 'artisanLink', _key: key, slug: value };
      case 'ref':
        return { _type: 'internalLink', _key: key, reference: { _type: 'reference', _ref: value } };
      default:
        return { _type: 'link', _key: key, href: target };
    }
  }
}
