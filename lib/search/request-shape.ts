/**
 * The shape of a request to /api/search: its bounds, and the search parameters InstantSearch sends
 * for the shop's listings and facet searches, and nothing else (lib/search/allow-list.ts checks
 * what they name against the index).
 */
import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from '../catalogue/indexes';
import { PAGINATION_LIMIT } from '../catalogue/listing-state';

/** A listing with every filter set sends 1 + 13 disjunctive + 2 category-level queries. */
export const MAX_QUERIES = 20;
/** Spec §9: the search page shows 60. */
export const HITS_PER_PAGE_MAX = SEARCH_PAGE_SIZE;
/** Conditions in one query's filters, all kinds together. */
export const MAX_FILTER_ATOMS = 120;

const numberLike = z.union([z.number(), z.string().trim().regex(/^\d+$/, 'expected a number').transform(Number)]);
const int = (min: number, max: number) => numberLike.pipe(z.number().int().min(min).max(max));
const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const text = (max: number) => z.string().max(max);

/** Lists arrive as arrays (JSON bodies) or, in a url-encoded `params`, as JSON or comma-separated text. */
function fromText(s: string, ctx: z.RefinementCtx): unknown {
  const trimmed = s.trim();
  if (!trimmed.startsWith('[')) return trimmed === '' ? [] : trimmed.split(',').map((v) => v.trim());
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'invalid JSON' });
    return z.NEVER;
  }
}

const nameList = (maxItems: number) =>
  z.union([z.array(text(100)), z.string().max(4_000).transform(fromText)]).pipe(z.array(text(100)).max(maxItems));

const nestedShape = z.union([text(300), z.array(z.union([text(300), z.array(text(300)).max(MAX_FILTER_ATOMS)])).max(MAX_FILTER_ATOMS)]);
const nested = z
  .union([z.array(z.unknown()), z.string().max(8_000).transform((s, ctx) => (s.trim().startsWith('[') ? fromText(s, ctx) : s))])
  .pipe(nestedShape);

/** The parameters InstantSearch sends for the shop's listings and facet searches, and nothing else. */
export const paramsSchema = z.strictObject({
  query: text(512).optional(),
  page: int(0, PAGINATION_LIMIT - 1).optional(),
  hitsPerPage: int(0, HITS_PER_PAGE_MAX).optional(),
  facets: nameList(40).optional(),
  maxValuesPerFacet: int(1, 100).optional(),
  filters: text(4_000).optional(),
  facetFilters: nested.optional(),
  numericFilters: nested.optional(),
  attributesToRetrieve: nameList(60).optional(),
  attributesToHighlight: nameList(60).optional(),
  highlightPreTag: text(64).optional(),
  highlightPostTag: text(64).optional(),
  analytics: boolLike.optional(),
  clickAnalytics: boolLike.optional(),
  userToken: z.string().regex(/^[A-Za-z0-9_=+/.:-]{1,129}$/).optional(),
  // facet-value search only
  facetQuery: text(200).optional(),
  maxFacetHits: int(1, 100).optional(),
});
export type Params = z.infer<typeof paramsSchema>;

export const requestShape = z.looseObject({
  indexName: z.string().max(100),
  type: z.enum(['default', 'facet']).optional(),
  facet: z.string().max(100).optional(),
  params: z.union([z.string().max(16_000), z.record(z.string(), z.unknown())]).optional(),
});
export const bodyShape = z.strictObject({ requests: z.array(z.unknown()).min(1).max(MAX_QUERIES) });
