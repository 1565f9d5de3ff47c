/**
 * What a browser may ask the search service through /api/search: the shop's own indexes
 * (./index-schemas.ts), the search parameters of the shop's listings (./request-shape.ts) and only
 * the public attributes of each index. Every request is rebuilt from what was checked — filter
 * text is parsed and written out again — so nothing the caller wrote reaches the service unread.
 * Trade prices are not in these indexes at all (docs/adr/0011); naming one is refused all the same.
 *
 * Bounds (issue 18): at most MAX_QUERIES queries and MAX_BODY_BYTES per request, HITS_PER_PAGE_MAX
 * hits per query and HITS_PER_REQUEST_MAX per request, nothing beyond the 1,000th hit (Algolia's
 * paginationLimitedTo); a lone UTF-16 surrogate anywhere is refused. Every refusal is a
 * SearchRequestError, which /api/search answers with a 400.
 */
import type { z } from 'zod';
import { PAGINATION_LIMIT } from '../catalogue/listing-state';
import { INDEXES, TRADE_ONLY, type IndexSchema } from './index-schemas';
import { bodyShape, HITS_PER_PAGE_MAX, MAX_FILTER_ATOMS, paramsSchema, requestShape, type Params } from './request-shape';
import { FilterSyntaxError, type FilterAtom } from './filter-grammar';
import {
  formatFacetFilter,
  formatFilters,
  formatNested,
  formatNumericFilter,
  parseFacetFilter,
  parseFilters,
  parseNested,
  parseNumericFilter,
  type NestedFilters,
} from './filter-syntax';

const HITS_PER_REQUEST_MAX = 2 * HITS_PER_PAGE_MAX;
/** Algolia's default hitsPerPage, what a query without one gets. */
const DEFAULT_HITS_PER_PAGE = 20;

export class SearchRequestError extends Error {}

/** One checked query, as forwarded: params as an object, filters rebuilt. */
export interface CheckedQuery {
  indexName: string;
  type?: 'facet';
  facet?: string;
  params: Record<string, unknown>;
}

// ---- checks -------------------------------------------------------------------------------------

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Deeper than any request the shop sends (body → requests → query → params → facetFilters → group). */
const MAX_DEPTH = 10;

/** True when some string (name or value) holds half of a UTF-16 surrogate pair; refuses deep nesting. */
export function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) throw new SearchRequestError('body: nested too deeply');
  if (Array.isArray(value)) return value.some((v) => hasLoneSurrogate(v, depth + 1));
  return Object.entries(value).some(([k, v]) => LONE_SURROGATE.test(k) || hasLoneSurrogate(v, depth + 1));
}

function explain(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') return `${where}: unknown parameter ${issue.keys[0]}`;
  return `${where}: invalid ${issue?.path.join('.') || 'value'} (${issue?.message ?? 'invalid'})`;
}

function attribute(name: string, allowed: (schema: IndexSchema) => ReadonlySet<string>, schema: IndexSchema, what: string): string {
  if (TRADE_ONLY.test(name)) throw new SearchRequestError(`${what}: trade prices are not searchable`);
  if (!allowed(schema).has(name)) throw new SearchRequestError(`${what}: unknown attribute ${name}`);
  return name;
}

const valueFacets = (s: IndexSchema) => new Set([...s.facets, ...s.filterOnly]);

function checkAtom(atom: FilterAtom, schema: IndexSchema, what: string): FilterAtom {
  if (atom.kind === 'facet') attribute(atom.attribute, valueFacets, schema, what);
  else attribute(atom.attribute, (s) => s.numeric, schema, what);
  if (atom.kind === 'facet' && atom.value.length > 300) throw new SearchRequestError(`${what}: value too long`);
  return atom;
}

function readFilters<T>(what: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new SearchRequestError(`${what}: ${error.message}`);
    throw error;
  }
}

/** Merges the request's flat parameters and its `params` (object or url-encoded string). */
function rawParams(request: z.infer<typeof requestShape>): Record<string, unknown> {
  const { indexName: _index, type: _type, facet: _facet, params, ...flat } = request;
  if (typeof params === 'string') return { ...flat, ...Object.fromEntries(new URLSearchParams(params)) };
  return { ...flat, ...params };
}

function checkParams(params: Params, schema: IndexSchema, isFacetSearch: boolean): Record<string, unknown> {
  if (!isFacetSearch && (params.facetQuery !== undefined || params.maxFacetHits !== undefined)) {
    throw new SearchRequestError('facetQuery and maxFacetHits belong to a facet search');
  }
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  if ((params.page ?? 0) * hitsPerPage >= PAGINATION_LIMIT) {
    throw new SearchRequestError(`page: beyond the ${PAGINATION_LIMIT}th hit`);
  }
  const out: Record<string, unknown> = { ...params };
  if (params.facets) out.facets = params.facets.map((f) => attribute(f, (s) => s.facets, schema, 'facets'));
  for (const key of ['attributesToRetrieve', 'attributesToHighlight'] as const) {
    const list = params[key];
    if (list) out[key] = list.map((a) => attribute(a, (s) => s.retrievable, schema, key));
  }
  let atoms = 0;
  const count = <T>(groups: T[][]) => {
    atoms += groups.reduce((n, g) => n + g.length, 0);
    if (atoms > MAX_FILTER_ATOMS) throw new SearchRequestError(`filters: more than ${MAX_FILTER_ATOMS} conditions`);
    return groups;
  };
  if (params.filters !== undefined) {
    const cnf = count(readFilters('filters', () => parseFilters(params.filters!)));
    out.filters = formatFilters(cnf.map((group) => group.map((atom) => checkAtom(atom, schema, 'filters'))));
  }
  if (params.facetFilters !== undefined) {
    const groups = count(readFilters('facetFilters', () => parseNested(params.facetFilters as NestedFilters, parseFacetFilter)));
    groups.forEach((group) => group.forEach((atom) => checkAtom(atom, schema, 'facetFilters')));
    out.facetFilters = formatNested(groups, formatFacetFilter);
  }
  if (params.numericFilters !== undefined) {
    const groups = count(readFilters('numericFilters', () => parseNested(params.numericFilters as NestedFilters, parseNumericFilter)));
    groups.forEach((group) => group.forEach((atom) => checkAtom(atom, schema, 'numericFilters')));
    out.numericFilters = formatNested(groups, formatNumericFilter);
  }
  return out;
}

function checkQuery(raw: unknown, at: number): CheckedQuery {
  const where = `requests[${at}]`;
  const shape = requestShape.safeParse(raw);
  if (!shape.success) throw new SearchRequestError(explain(shape.error, where));
  const request = shape.data;
  if (TRADE_ONLY.test(request.indexName)) throw new SearchRequestError(`${where}: trade prices are not searchable`);
  const schema = INDEXES.get(request.indexName);
  if (!schema) throw new SearchRequestError(`${where}: unknown index ${request.indexName}`);
  const parsed = paramsSchema.safeParse(rawParams(request));
  if (!parsed.success) throw new SearchRequestError(explain(parsed.error, where));
  if (request.type === 'facet') {
    const facet = attribute(request.facet ?? '', (s) => s.searchableFacets, schema, `${where} facet`);
    return { indexName: request.indexName, type: 'facet', facet, params: checkParams(parsed.data, schema, true) };
  }
  if (request.facet !== undefined) throw new SearchRequestError(`${where}: facet belongs to a facet search`);
  return { indexName: request.indexName, params: checkParams(parsed.data, schema, false) };
}

/**
 * A multi-query body as a browser sends it → the queries to forward, rebuilt from their checked
 * parts. Throws SearchRequestError for anything outside the allow-list or the bounds.
 */
export function checkSearchRequest(body: unknown): { requests: CheckedQuery[] } {
  if (hasLoneSurrogate(body)) throw new SearchRequestError('text must be valid UTF-16 (lone surrogate)');
  const shape = bodyShape.safeParse(body);
  if (!shape.success) throw new SearchRequestError(explain(shape.error, 'body'));
  const requests = shape.data.requests.map(checkQuery);
  const hits = requests.reduce((sum, q) => sum + (q.type === 'facet' ? 0 : Number(q.params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE)), 0);
  if (hits > HITS_PER_REQUEST_MAX) throw new SearchRequestError(`at most ${HITS_PER_REQUEST_MAX} hits per request`);
  return { requests };
}
