/**
 * The catalogue categories the editors write about, found by name in whatever taxonomy the commerce
 * service has (English names or permalinks), with a deterministic stand-in when one is missing.
 */
import type { FeedArtisan, FeedProduct, FeedTaxon } from '../../contracts';
import type { Catalogue } from './catalogue';

export interface Departments {
  furniture: FeedTaxon;
  seating: FeedTaxon;
  tables: FeedTaxon;
  storage: FeedTaxon;
  lighting: FeedTaxon;
  chandeliers: FeedTaxon;
  tableLamps: FeedTaxon;
  decor: FeedTaxon;
  vases: FeedTaxon;
  mirrors: FeedTaxon;
  tableware: FeedTaxon;
  glassware: FeedTaxon;
}

export function findDepartments(c: Catalogue): Departments {
  return {
    furniture: c.findTaxon(['furniture', 'arredamento'], 0),
    seating: c.findTaxon(['seating', 'armchair', 'sofa', 'chair'], 0),
    tables: c.findTaxon(['/tables', 'dining-table', 'coffee-table'], 0),
    storage: c.findTaxon(['storage', 'sideboard', 'bookcase', 'cabinet'], 0),
    lighting: c.findTaxon(['lighting', 'lamp', 'light'], 1),
    chandeliers: c.findTaxon(['chandelier', 'pendant', 'ceiling'], 1),
    tableLamps: c.findTaxon(['table-lamp', 'table lamp', 'lamp'], 1),
    decor: c.findTaxon(['decor', 'accessor', 'home-decor'], 2),
    vases: c.findTaxon(['vase', 'vessel', 'bowl'], 2),
    mirrors: c.findTaxon(['mirror'], 2),
    tableware: c.findTaxon(['tableware', 'table-art', 'dinnerware', 'dining'], 3),
    glassware: c.findTaxon(['glass', 'dinnerware', 'tableware'], 3),
  };
}

/** The artisans the magazine profiles, each chosen for the craft its story describes. */
export type ArtisanRole = 'woodworker' | 'glassmaker' | 'ceramicist' | 'finisher' | 'newcomer' | 'youngWorkshop';

const madeOf = (pattern: RegExp) => (p: FeedProduct) => p.materials.en.some((m) => pattern.test(m));

export function findFeaturedArtisans(c: Catalogue, d: Departments): Record<ArtisanRole, FeedArtisan> {
  const used = new Set<string>();
  const take = (artisan: FeedArtisan) => {
    used.add(artisan.slug);
    return artisan;
  };
  // Order matters: each role takes the best artisan not yet profiled.
  const woodworker = take(c.bestArtisanFor({ permalink: d.furniture.permalink, where: madeOf(/walnut|oak|ash|wood|beech|cherry/i) }, used));
  const glassmaker = take(c.bestArtisanFor({ where: madeOf(/glass|murano/i) }, used));
  const ceramicist = take(c.bestArtisanFor({ where: madeOf(/ceramic|terracotta|porcelain|majolica|clay/i) }, used));
  const finisher = take(c.bestArtisanFor({ permalink: d.storage.permalink }, used));
  const newcomer = take(c.bestArtisanFor({}, used, 'newest'));
  const youngWorkshop = take(c.bestArtisanFor({}, used, 'newest'));
  return { woodworker, glassmaker, ceramicist, finisher, newcomer, youngWorkshop };
}
