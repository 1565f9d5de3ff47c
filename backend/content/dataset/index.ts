/**
 * The seeded content dataset of the embedded Sanity service: every published document, the drafts
 * editors are working on, and the image assets they use. Deterministic: the same catalogue gives the same
 * documents. See SCHEMA.md for the document types and the GROQ queries the storefront uses.
 */
import type { CatalogueFeed } from '../../contracts';
import { blockFactory } from './blocks';
import { Catalogue } from './catalogue';
import { buildCollections } from './collections';
import { BuildContext } from './context';
import { findDepartments, findFeaturedArtisans } from './departments';
import { buildDrafts } from './drafts';
import { buildHomePages } from './home';
import { ImageRegistry } from './images';
import { buildLandings } from './landings';
import { buildLegalPages } from './legal';
import { buildMenus } from './menus';
import { buildMarketingMessages } from './messages';
import { buildPages } from './pages';
import { buildPdpContent } from './pdp';
import { buildPosts } from './posts';
import { buildSignupLayers } from './signup-layers';
import type { SanityDocument } from './types';

export type { SanityDocument } from './types';

export interface ContentDatasetOptions {
  /** Public origin of the backend; asset URLs are absolute under it. */
  publicUrl: string;
  /** Sanity project id and dataset that appear in asset paths (defaults: casamaestri, production). */
  projectId?: string;
  dataset?: string;
}

export function buildContentDataset(feed: CatalogueFeed, options: ContentDatasetOptions): SanityDocument[] {
  const images = new ImageRegistry({
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    projectId: options.projectId ?? 'casamaestri',
    dataset: options.dataset ?? 'production',
  });
  const ctx = new BuildContext(new Catalogue(feed), images);
  const b = blockFactory(ctx);
  const d = findDepartments(ctx.catalogue);
  const img = images.image.bind(images);
  const artisans = findFeaturedArtisans(ctx.catalogue, d);

  const published: SanityDocument[] = [
    ...buildPosts({ ctx, b, d, artisans, img }),
    ...buildCollections(ctx, d),
    ...buildLandings(ctx, b, d),
    ...buildHomePages(ctx, b, d),
    ...buildMenus(ctx),
    ...buildMarketingMessages(ctx),
    ...buildSignupLayers(ctx),
    ...buildPdpContent(ctx, b, d, artisans.woodworker),
    ...buildLegalPages(ctx),
    ...buildPages(ctx, b, d),
  ];
  const drafts = buildDrafts(ctx, published);
  return [...published, ...drafts, ...images.documents()];
}
