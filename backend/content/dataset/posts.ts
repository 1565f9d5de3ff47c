/**
 * Magazine posts (`_type: 'magazine'`): at least two of every post type, written in posts-*.ts as
 * PostSpecs and assembled here into documents with localized slugs, preview and hero images.
 */
import type { FeedArtisan, ImageRecipe } from '../../contracts';
import type { Blocks, ContentBlock } from './blocks';
import type { BuildContext } from './context';
import type { ArtisanRole, Departments } from './departments';
import { localeSlug, ls } from './locale';
import { type PostType, postTypeLabel } from './post-types';
import type { ImageField, SanityDocument, Texts } from './types';
import { POSTS_FEATURES } from './posts-features';
import { POSTS_PEOPLE } from './posts-people';
import { POSTS_PLACES } from './posts-places';

export interface PostEnv {
  ctx: BuildContext;
  b: Blocks;
  d: Departments;
  /** The artisans the magazine profiles, by the craft their story describes. */
  artisans: Record<ArtisanRole, FeedArtisan>;
  img: (recipe: ImageRecipe, alt: Texts) => ImageField;
}

export interface PostSpec {
  /** English slug; the document id is `magazine-<key>`. */
  key: string;
  postType: PostType;
  /** Days after the editorial epoch the post was published. */
  published: number;
  author: string;
  /** Written but not yet published: exists only as `drafts.magazine-<key>`, for preview. */
  draftOnly?: boolean;
  /** The artisan the post is about (the artisan, new makers, studio visit). */
  artisanRole?: ArtisanRole;
  write(env: PostEnv): { title: Texts; excerpt: Texts; hero: ImageField; content: ContentBlock[] };
}

export const POST_SPECS: PostSpec[] = [...POSTS_FEATURES, ...POSTS_PEOPLE, ...POSTS_PLACES];

export const postId = (key: string) => `magazine-${key}`;

export function buildPosts(env: PostEnv): SanityDocument[] {
  return POST_SPECS.map((spec) => {
    const { title, excerpt, hero, content } = spec.write(env);
    const artisan = spec.artisanRole ? env.artisans[spec.artisanRole] : undefined;
    return env.ctx.doc('magazine', spec.draftOnly ? `drafts.${postId(spec.key)}` : postId(spec.key), { created: spec.published - 6, updated: spec.published }, {
      postType: spec.postType,
      postTypeLabel: ls(postTypeLabel(spec.postType)),
      title: ls(title),
      slug: localeSlug({ ...title, en: spec.key }),
      excerpt: ls(excerpt),
      author: spec.author,
      publishedAt: env.ctx.at(spec.published),
      previewImage: hero,
      heroImage: hero,
      ...(artisan ? { artisan: env.ctx.catalogue.artisanTarget(artisan) } : {}),
      content,
    });
  });
}
