import 'server-only';
import { cache } from 'react';
import { draftMode } from 'next/headers';
import type { Language } from '../../i18n/languages';
import { fetchContent } from '../client';
import type { ContentType } from '../../cache/tags';
import { DOCUMENT_URL, LINK, compact, t } from '../groq';
import { PICTURE, PREVIEW, blocks, richText, type Block, type ContentImage, type ContentLink, type DocumentPreview, type RichText } from '../blocks';
import type { ProductRule } from '../products';
import type { LocaleSlugs } from '../urls';

/**
 * Editorial pages from the content service, in one language. Published content is cached with tags
 * per document type (the revalidation route expires them); in preview mode drafts are read, uncached. Each
 * reader is memoized per request, so generateMetadata and the page share one query.
 * Blocks link to and preview landings, collections and posts, so every page also depends on those types.
 */
const LINKED_TYPES: ContentType[] = ['landing', 'collection', 'magazine'];

async function read<T>(query: string, params: Record<string, unknown>, types: ContentType[]): Promise<T> {
  const preview = (await draftMode()).isEnabled;
  return fetchContent<T>(query, params, { types: [...new Set([...types, ...LINKED_TYPES])], preview });
}

export interface Hero {
  image: ContentImage | null;
  title: string | null;
  subtitle: string | null;
  link: ContentLink | null;
}

export interface HomePage {
  id: string;
  hero: Hero | null;
  /** Spec §2 immersive-header option, switched on by the editor (with a hero picture only). */
  immersiveHeader: boolean;
  content: Block[] | null;
}

const HOME_QUERY = compact(`*[_type == "homePage" && audience == $audience][0]{
  "id": _id,
  "immersiveHeader": immersiveHeader == true,
  "hero": hero{ "image": image${PICTURE}, "title": ${t('title')}, "subtitle": ${t('subtitle')}, "link": link{ ${LINK} } },
  "content": ${blocks('content')}
}`);

/** The home page of an audience: consumers and guests, or trade users (spec §3 homePage). */
export const getHomePage = cache((language: Language, audience: 'consumer' | 'trade' = 'consumer') =>
  read<HomePage | null>(HOME_QUERY, { lang: language, audience }, ['homePage']),
);

export interface LandingPage {
  id: string;
  title: string;
  subtitle: string | null;
  slugs: LocaleSlugs;
  heroImage: ContentImage | null;
  /** Spec §2 immersive-header option: the landing opens on its picture under a transparent header. */
  immersiveHeader: boolean;
  content: Block[] | null;
}

const LANDING_QUERY = compact(`*[_type == "landing" && slug[$lang].current == $slug][0]{
  "id": _id,
  "title": ${t('title')},
  "subtitle": ${t('subtitle')},
  "slugs": slug,
  "heroImage": heroImage${PICTURE},
  "immersiveHeader": immersiveHeader == true,
  "content": ${blocks('content')}
}`);

export const getLanding = cache((language: Language, slug: string) =>
  read<LandingPage | null>(LANDING_QUERY, { lang: language, slug }, ['landing']),
);

export interface CollectionPage {
  id: string;
  title: string;
  description: string | null;
  slugs: LocaleSlugs;
  headerImage: ContentImage | null;
  products: { mode: 'ids'; productIds: string[] | null } | { mode: 'rule'; rule: ProductRule | null } | null;
}

const COLLECTION_QUERY = compact(`*[_type == "collection" && slug[$lang].current == $slug][0]{
  "id": _id,
  "title": ${t('title')},
  "description": ${t('description')},
  "slugs": slug,
  "headerImage": headerImage${PICTURE},
  "products": products{ mode, productIds, rule }
}`);

export const getCollection = cache((language: Language, slug: string) =>
  read<CollectionPage | null>(COLLECTION_QUERY, { lang: language, slug }, ['collection']),
);

export interface Post {
  id: string;
  postType: string;
  postTypeLabel: string | null;
  title: string;
  excerpt: string | null;
  author: string | null;
  publishedAt: string | null;
  /** The document's last change (BlogPosting dateModified). */
  updatedAt: string | null;
  slugs: LocaleSlugs;
  heroImage: ContentImage | null;
  artisan: { name?: string; slug?: string } | null;
  content: Block[] | null;
  related: DocumentPreview[] | null;
}

/** A post and three related ones: the same post type first, then the newest. */
const POST_QUERY = compact(`*[_type == "magazine" && postType == $postType && slug[$lang].current == $slug][0]{
  "id": _id,
  postType,
  "postTypeLabel": ${t('postTypeLabel')},
  "title": ${t('title')},
  "excerpt": ${t('excerpt')},
  author,
  publishedAt,
  "updatedAt": _updatedAt,
  "slugs": slug,
  "heroImage": heroImage${PICTURE},
  artisan,
  "content": ${blocks('content')},
  "related": *[_type == "magazine" && _id != ^._id] | order((postType == ^.postType) desc, publishedAt desc)[0...3]${PREVIEW}
}`);

export const getPost = cache((language: Language, postType: string, slug: string) =>
  read<Post | null>(POST_QUERY, { lang: language, postType, slug }, ['magazine']),
);

export type PostPreview = DocumentPreview & { postType: string; publishedAt: string | null };

const POSTS_QUERY = compact(`*[_type == "magazine" && (!defined($postType) || postType == $postType)] | order(publishedAt desc)[0...60]{
  ...${PREVIEW},
  postType,
  publishedAt
}`);

/** The magazine, newest first, optionally of one post type. */
export const getPosts = cache((language: Language, postType: string | null = null) =>
  read<PostPreview[]>(POSTS_QUERY, { lang: language, postType }, ['magazine']),
);

export interface ContentPage {
  id: string;
  type: 'page' | 'legalPage';
  pageKey: string | null;
  title: string;
  intro: string | null;
  slugs: LocaleSlugs;
  updatedAt: string | null;
  heroImage: ContentImage | null;
  body: RichText | null;
  content: Block[] | null;
}

const PAGE_FIELDS = `
  "id": _id,
  "type": _type,
  pageKey,
  "title": ${t('title')},
  "intro": ${t('intro')},
  "slugs": slug,
  "updatedAt": _updatedAt,
  "heroImage": heroImage${PICTURE},
  "body": ${richText('body')},
  "content": ${blocks('content')}`;

const PAGE_BY_KEY_QUERY = compact(`*[_type in ["page", "legalPage"] && pageKey == $key][0]{ ${PAGE_FIELDS} }`);
const PAGE_BY_SLUG_QUERY = compact(`*[_type in ["page", "legalPage"] && slug[$lang].current == $slug][0]{ ${PAGE_FIELDS} }`);

/** A company or legal page by its stable key (about, trade, trade-sales-terms, …). */
export const getPageByKey = cache((language: Language, key: string) =>
  read<ContentPage | null>(PAGE_BY_KEY_QUERY, { lang: language, key }, ['page', 'legalPage']),
);

/** A company or legal page by its slug in the current language. */
export const getPageBySlug = cache((language: Language, slug: string) =>
  read<ContentPage | null>(PAGE_BY_SLUG_QUERY, { lang: language, slug }, ['page', 'legalPage']),
);

export interface DocumentLink {
  id: string;
  kind: 'landing' | 'collection';
  title: string;
  url: string;
}

const DOCUMENT_LINKS_QUERY = compact(`*[_type in ["landing", "collection"] && defined(slug[$lang].current)] | order(_type asc, title.en asc){
  "id": _id,
  "kind": _type,
  "title": ${t('title')},
  "url": ${DOCUMENT_URL}
}`);

/** Every landing and collection with its title and path in one language (the sitemap page). */
export const getDocumentLinks = cache((language: Language) => read<DocumentLink[]>(DOCUMENT_LINKS_QUERY, { lang: language }, ['landing', 'collection']));
