/**
 * Search parameters as Algolia takes them: either JSON values (`{query:'lamp', hitsPerPage:20}`) or
 * the url-encoded `params` string older clients send (`"query=lamp&hitsPerPage=20&facets=%5B%22*%22%5D"`),
 * where every value is a string (arrays as JSON or comma-separated). Both end up as one typed object.
 */
import { z } from 'zod';
import type { NestedFilters } from './filters';

const numberLike = z.union([
  z.number(),
  z.string().trim().regex(/^-?\d+(\.\d+)?$/, 'expected a number').transform(Number),
]);
const int = (min: number, max: number) => numberLike.pipe(z.number().int().min(min).max(max));
const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A string that may hold JSON (string form): parsed, or the issue reported as a 400. */
function jsonOr<T>(fallback: (s: string) => T) {
  return (s: string, ctx: z.RefinementCtx): T | unknown => {
    const trimmed = s.trim();
    if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return fallback(s);
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid JSON' });
      return z.NEVER;
    }
  };
}

const stringList = z
  .union([z.array(z.string()), z.string().transform(jsonOr((s) => s.split(',').map((v) => v.trim()).filter(Boolean)))])
  .pipe(z.array(z.string()));

const nestedFiltersShape = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const nestedFilters: z.ZodType<NestedFilters> = z
  .union([z.array(z.union([z.string(), z.array(z.string())])), z.string().transform(jsonOr((s) => s))])
  .pipe(nestedFiltersShape);

/** Parameters that change results or their shape; every one is implemented. */
const effective = {
  query: z.string().max(512).optional(),
  filters: z.string().optional(),
  facetFilters: nestedFilters.optional(),
  numericFilters: nestedFilters.optional(),
  tagFilters: nestedFilters.optional(),
  facets: stringList.optional(),
  maxValuesPerFacet: int(1, 1000).optional(),
  sortFacetValuesBy: z.enum(['count', 'alpha']).optional(),
  page: int(0, 1_000_000).optional(),
  hitsPerPage: int(0, 1000).optional(),
  offset: int(0, 1_000_000).optional(),
  length: int(0, 1000).optional(),
  attributesToRetrieve: stringList.optional(),
  attributesToHighlight: stringList.optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  typoTolerance: z.union([boolLike, z.enum(['min', 'strict'])]).optional(),
  minWordSizefor1Typo: int(0, 100).optional(),
  minWordSizefor2Typos: int(0, 100).optional(),
  queryType: z.enum(['prefixLast', 'prefixAll', 'prefixNone']).optional(),
  getRankingInfo: boolLike.optional(),
  responseFields: stringList.optional(),
  /** 'attribute' or 'attribute:words' (default 10 words). */
  attributesToSnippet: stringList.optional(),
  snippetEllipsisText: z.string().optional(),
  // facet-value search (POST …/facets/{facet}/query, or type:'facet' in a multi-query)
  facetQuery: z.string().optional(),
  maxFacetHits: int(1, 100).optional(),
};

/**
 * Algolia's other search parameters. They are accepted, as Algolia accepts them, so that widgets and
 * clients sending them keep working, but this engine gives them no effect: analytics, A/B tests,
 * personalisation and rules do not exist here; the records have no geolocation and no distinct
 * attribute; plurals, stop words, synonyms, optional words/filters and the finer relevance switches
 * are not modelled. The list is the client's own (SearchParamsObject of algoliasearch 5.64).
 */
const INERT = [
  'advancedSyntax', 'advancedSyntaxFeatures', 'allowTyposOnNumericTokens', 'alternativesAsExact', 'analytics',
  'analyticsTags', 'aroundLatLng', 'aroundLatLngViaIP', 'aroundPrecision', 'aroundRadius',
  'attributeCriteriaComputedByMinProximity', 'clickAnalytics', 'decompoundQuery', 'disableExactOnAttributes',
  'disableTypoToleranceOnAttributes', 'distinct', 'enableABTest', 'enablePersonalization', 'enableReRanking',
  'enableRules', 'exactOnSingleWordQuery', 'facetingAfterDistinct', 'ignorePlurals', 'insideBoundingBox',
  'insidePolygon', 'minProximity', 'minimumAroundRadius', 'mode', 'naturalLanguages', 'optionalFilters',
  'optionalWords', 'percentileComputation', 'personalizationImpact', 'queryLanguages', 'ranking',
  'reRankingApplyFilter', 'relevancyStrictness', 'removeStopWords', 'removeWordsIfNoResults', 'renderingContent',
  'replaceSynonymsInHighlight', 'restrictHighlightAndSnippetArrays', 'restrictSearchableAttributes',
  'ruleContexts', 'semanticSearch', 'similarQuery', 'sumOrFiltersScores', 'synonyms', 'userToken',
  'attributeCriteriaComputedBy', 'maxFacetHitsPerValue',
] as const;
const inert = Object.fromEntries(INERT.map((name) => [name, z.unknown().optional()])) as Record<(typeof INERT)[number], z.ZodOptional<z.ZodUnknown>>;

export const searchParamsSchema = z.strictObject({ ...effective, ...inert });
export type SearchParams = z.infer<typeof searchParamsSchema>;

export class ParamsError extends Error {}

/** Turns zod's first issue into Algolia's wording. */
function explain(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return `Unknown parameter: ${issue.keys[0]}`;
  const name = issue?.path.join('.') || 'params';
  return `Invalid value for "${name}": ${issue?.message ?? 'invalid'}`;
}

/** A string holding half of a UTF-16 surrogate pair cannot be encoded (URL, UTF-8): Algolia refuses it. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** The first parameter (dotted path) holding a lone surrogate in a name or a value; null if none. */
function malformedAt(value: unknown, path: string): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  const children: [string, unknown][] = Array.isArray(value)
    ? value.map((v) => [path, v])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) {
    if (!Array.isArray(value) && LONE_SURROGATE.test(key)) return path || 'params';
    const at = malformedAt(child, Array.isArray(value) ? path : path ? `${path}.${key}` : key);
    if (at !== null) return at;
  }
  return null;
}

export interface ReadParams {
  params: SearchParams;
  /** The parameters as one url-encoded string, echoed back in the answer's `params`. */
  encoded: string;
}

function encode(raw: Record<string, unknown>): string {
  return Object.entries(raw)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
}

/**
 * Reads the parameters of one search: `extra` holds the keys the caller already consumed
 * (indexName, type, facet …); `raw.params` may be a url-encoded string or an object.
 */
export function readParams(raw: Record<string, unknown>): ReadParams {
  const { params: packed, ...flat } = raw;
  let merged: Record<string, unknown> = flat;
  let encoded: string | null = null;
  if (typeof packed === 'string') {
    merged = { ...flat, ...Object.fromEntries(new URLSearchParams(packed)) };
    encoded = Object.keys(flat).length ? null : packed;
  } else if (packed && typeof packed === 'object' && !Array.isArray(packed)) {
    merged = { ...flat, ...(packed as Record<string, unknown>) };
  } else if (packed !== undefined) {
    throw new ParamsError('Invalid value for "params": expected a string');
  }
  const malformed = malformedAt(merged, '');
  if (malformed !== null) throw new ParamsError(`Invalid value for "${malformed}": not valid UTF-16 (lone surrogate)`);
  const parsed = searchParamsSchema.safeParse(merged);
  if (!parsed.success) throw new ParamsError(explain(parsed.error));
  return { params: parsed.data, encoded: encoded ?? encode(merged) };
}
