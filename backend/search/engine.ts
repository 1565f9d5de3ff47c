/**
 * An index as the REST API sees it: a corpus plus a ranking (primary index or sorted replica), and
 * the search itself — filters, text match, ranking, facets, pagination, retrieval, highlighting — with
 * answers shaped exactly like Algolia's.
 */
import { Corpus, getPath, ATTRIBUTE_SLOTS, type Expansion, type SearchRecord } from './corpus';
import { parseFacetFilters, parseFilters, parseNumericFilters, type FilterCnf } from './filters';
import { highlightValue, snippetValue, type HighlightResult, type QueryWordMatch, type SnippetResult } from './highlight';
import type { SearchParams } from './params';
import { parseSort, type IndexSettings, type SortCriterion } from './settings';
import { words } from './text';

/** Query words beyond this are ignored (keeps the packed ranking key within 53 bits). */
const MAX_QUERY_WORDS = 10;
const EXACT_SLOTS = MAX_QUERY_WORDS + 1;
const TEXT_SLOTS = 2 ** 15; // (2 × MAX_QUERY_WORDS + 1) × ATTRIBUTE_SLOTS × EXACT_SLOTS < 2^15
const POSITION_SLOTS = 2 ** 18; // documents per corpus
/** Rankings of searches with words kept per index (least recently used out): a page of ids each, at most paginationLimitedTo. */
const KEPT_RANKINGS = 256;

export class IndexView {
  /** Documents in this index's order with no query: sort attribute (replicas), custom ranking, insertion. */
  readonly order: Int32Array;
  /** Document → its place in `order`. */
  readonly position: Int32Array;
  /** Document → dense rank of its leading sort value (0 for a primary index). */
  readonly sortRank: Int32Array;
  /**
   * The ranked first documents of recent searches with words, by everything that decides their
   * matches and how deep the page reaches (least recently used first). Ranking tens of thousands of
   * matches ("l", "tavolo" at 50,000 pieces) is most of such a search's time once its facet counts
   * are kept; the next visitor of a popular search gets the same ranking without it.
   */
  readonly rankings = new Map<string, { count: number; top: Int32Array }>();

  constructor(readonly name: string, readonly corpus: Corpus, readonly settings: IndexSettings) {
    if (corpus.size >= POSITION_SLOTS) throw new Error(`index ${name}: at most ${POSITION_SLOTS - 1} records`);
    const leading = leadingSorts(settings.ranking);
    const custom = settings.customRanking.map(parseSort).filter((s): s is SortCriterion => s !== null);
    const columns = (list: SortCriterion[]) =>
      list.map((s) => ({ dir: s.direction === 'asc' ? 1 : -1, col: corpus.numeric(s.attribute)?.values }));
    const lead = columns(leading);
    const all = [...lead, ...columns(custom)];
    const cmp = (cols: typeof all) => (a: number, b: number) => {
      for (const { dir, col } of cols) {
        if (!col) continue;
        const x = col[a];
        const y = col[b];
        if (Number.isNaN(x) || Number.isNaN(y)) {
          if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1; // missing last
          continue;
        }
        if (x !== y) return (x - y) * dir;
      }
      return 0;
    };
    const docs = Array.from({ length: corpus.size }, (_, i) => i);
    const full = cmp(all);
    docs.sort((a, b) => full(a, b) || a - b);
    this.order = Int32Array.from(docs);
    this.position = new Int32Array(corpus.size);
    this.sortRank = new Int32Array(corpus.size);
    const leadCmp = cmp(lead);
    let rank = 0;
    docs.forEach((doc, i) => {
      this.position[doc] = i;
      if (i > 0 && leadCmp(docs[i - 1], doc) !== 0) rank++;
      this.sortRank[doc] = rank;
    });
  }
}

/** 'asc(x)' / 'desc(x)' entries a standard replica puts before the text criteria. */
function leadingSorts(ranking: string[]): SortCriterion[] {
  const out: SortCriterion[] = [];
  for (const entry of ranking) {
    const s = parseSort(entry);
    if (!s) break;
    out.push(s);
  }
  return out;
}

export interface Access {
  /** The admin key sees unretrievable attributes. */
  admin: boolean;
}

export interface SearchAnswer {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount?: boolean;
  exhaustiveNbHits: boolean;
  exhaustiveTypo: boolean;
  exhaustive: { facetsCount?: boolean; nbHits: boolean; typo: boolean };
  query: string;
  params: string;
  index: string;
  renderingContent: Record<string, never>;
  processingTimeMS: number;
  serverTimeMS: number;
  offset?: number;
  length?: number;
}

function allFilters(params: SearchParams): FilterCnf {
  const cnf: FilterCnf = [];
  if (params.filters) cnf.push(...parseFilters(params.filters));
  if (params.facetFilters) cnf.push(...parseFacetFilters(params.facetFilters));
  if (params.numericFilters) cnf.push(...parseNumericFilters(params.numericFilters));
  // Records carry no _tags, so a tag filter matches nothing, as it would on Algolia.
  if (params.tagFilters) cnf.push(...parseFacetFilters(flattenTags(params.tagFilters)));
  return cnf;
}

function flattenTags(tags: NonNullable<SearchParams['tagFilters']>): (string | string[])[] {
  const list = typeof tags === 'string' ? [tags] : tags;
  return list.map((t) => (Array.isArray(t) ? t.map((x) => `_tags:${x}`) : `_tags:${t}`));
}

interface TextQuery {
  typed: string[];
  expansions: Expansion[][];
  /** Everything of the request that decides which documents the words match (not their order). */
  key: string;
}

function textQuery(view: IndexView, params: SearchParams, query: string): TextQuery {
  const seen = new Set<string>();
  const typed = words(query).filter((w) => !seen.has(w) && seen.add(w)).slice(0, MAX_QUERY_WORDS);
  const queryType = params.queryType ?? 'prefixLast';
  const tolerance = params.typoTolerance ?? true;
  const min1 = params.minWordSizefor1Typo ?? view.settings.minWordSizefor1Typo;
  const min2 = params.minWordSizefor2Typos ?? view.settings.minWordSizefor2Typos;
  const expansions = typed.map((w, i) => {
    const prefix = queryType === 'prefixAll' || (queryType === 'prefixLast' && i === typed.length - 1);
    const digits = /\d/.test(w);
    const maxTypos = tolerance === false || digits ? 0 : w.length >= min2 ? 2 : w.length >= min1 ? 1 : 0;
    return view.corpus.expand(w, { prefix, maxTypos });
  });
  return { typed, expansions, key: typed.length ? JSON.stringify([typed, queryType, tolerance, min1, min2]) : '' };
}

interface Matched {
  /** How many documents match (nbHits). */
  count: number;
  /** Every matching document (the facet counts are over these), in no particular order: read only when counts are not kept. */
  all: () => Int32Array;
  /** The best `limit` of them, in ranking order. */
  top: Int32Array;
}

function popcount(bits: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i];
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

/** The documents a query matches, and the first `limit` of them ranked. */
function matchDocs(view: IndexView, params: SearchParams, text: TextQuery, filter: Uint32Array | null, limit: number): Matched {
  const { corpus } = view;
  if (text.typed.length === 0) {
    // No query: the index's own order, filtered (unfiltered, the order itself: nothing to copy). The
    // first `limit` are found by walking the order only as far as needed; every match is listed only
    // when its facets must be counted (a listing's counts are usually kept).
    const { order } = view;
    if (filter === null) return { count: order.length, all: () => order, top: order.subarray(0, limit) };
    const passes = (doc: number) => (filter[doc >>> 5] & (1 << (doc & 31))) !== 0;
    const count = popcount(filter);
    const top = new Int32Array(Math.min(limit, count));
    for (let i = 0, n = 0; n < top.length; i++) if (passes(order[i])) top[n++] = order[i];
    let listed: Int32Array | null = null;
    const all = () => {
      if (listed) return listed;
      listed = new Int32Array(count);
      for (let i = 0, n = 0; n < count; i++) if (passes(order[i])) listed[n++] = order[i];
      return listed;
    };
    return { count, all, top };
  }
  const all = matchWords(view, params, text, filter);
  const nWords = text.typed.length;
  const keys = new Float64Array(all.length);
  for (let i = 0; i < all.length; i++) {
    const doc = all[i];
    const textScore = (corpus.typos[doc] * ATTRIBUTE_SLOTS + corpus.attr[doc]) * EXACT_SLOTS + (nWords - corpus.exact[doc]);
    keys[i] = (view.sortRank[doc] * TEXT_SLOTS + textScore) * POSITION_SLOTS + view.position[doc];
  }
  // Only the first `limit` need ordering: select them in linear time (the keys are distinct, so the
  // `limit` smallest end up first), then sort those few.
  let best = keys;
  if (limit < keys.length) {
    if (limit > 0) select(keys, limit - 1);
    best = keys.subarray(0, limit);
  }
  best.sort();
  return { count: all.length, all: () => all, top: Int32Array.from(best.subarray(0, limit), (k) => view.order[k % POSITION_SLOTS]) };
}

/**
 * The documents matching a query's words and the filter, in no particular order. Leaves each one's
 * typos, attribute and exact words in the corpus's scratch arrays (the ranking reads them).
 */
function matchWords(view: IndexView, params: SearchParams, text: TextQuery, filter: Uint32Array | null): Int32Array {
  const { corpus } = view;
  let all = corpus.match(text.expansions, filter);
  const tolerance = params.typoTolerance ?? true;
  if ((tolerance === 'min' || tolerance === 'strict') && all.length) {
    // 'min': only the fewest typos found; 'strict': the two smallest typo counts.
    const counts = [...new Set(Array.from(all, (d) => corpus.typos[d]))].sort((a, b) => a - b);
    const cap = tolerance === 'min' ? counts[0] : (counts[1] ?? counts[0]);
    all = all.filter((d) => corpus.typos[d] <= cap);
  }
  return all;
}

/**
 * `matchDocs`, with a search's ranking kept (IndexView.rankings) under `docsKey` (what decides the
 * matches) and the page's depth. From a kept ranking, every match is listed again only if its
 * facets must be counted and their counts are no longer kept. Not for queries without words (their
 * order is walked, not ranked) nor with ranking details, which read the match's scratch arrays.
 */
function keptMatch(view: IndexView, params: SearchParams, text: TextQuery, filter: Uint32Array | null, limit: number, docsKey: string): Matched {
  if (text.typed.length === 0 || params.getRankingInfo) return matchDocs(view, params, text, filter, limit);
  const key = `${limit}|${docsKey}`;
  const kept = view.rankings.get(key);
  if (kept) {
    view.rankings.delete(key);
    view.rankings.set(key, kept);
    return { count: kept.count, top: kept.top, all: () => matchWords(view, params, text, filter) };
  }
  const matched = matchDocs(view, params, text, filter, limit);
  view.rankings.set(key, { count: matched.count, top: matched.top });
  if (view.rankings.size > KEPT_RANKINGS) view.rankings.delete(view.rankings.keys().next().value!);
  return matched;
}

/**
 * The k-th smallest value (0-based) of distinct keys (Hoare's quickselect). Reorders `a` so that the
 * k smallest come before it, in no particular order.
 */
function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] < pivot) i++;
      while (a[j] > pivot) j--;
      if (i <= j) {
        const t = a[i]; a[i] = a[j]; a[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k];
  }
  return a[k];
}

/** The record as a key may see it, reduced to the requested attributes. */
export function retrieve(record: SearchRecord, settings: IndexSettings, access: Access, attributes?: string[]): Record<string, unknown> {
  return retriever(settings, access, attributes)(record);
}

/**
 * `retrieve` for many records: which attributes a key may see and which are asked for is worked out
 * once, so a page of hits costs only the copying of its values.
 */
export function retriever(settings: IndexSettings, access: Access, attributes?: string[]): (record: SearchRecord) => Record<string, unknown> {
  const hidden = access.admin ? new Set<string>() : new Set(settings.unretrievableAttributes);
  const wanted = attributes ?? ['*'];
  if (wanted.includes('*')) {
    const excluded = new Set(wanted.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    return (record) => {
      const out: Record<string, unknown> = {};
      for (const k in record) if (Object.hasOwn(record, k) && !hidden.has(k) && !excluded.has(k)) out[k] = record[k];
      out.objectID = record.objectID;
      return out;
    };
  }
  const paths = wanted
    .map((path) => ({ path, top: path.split('.')[0] }))
    .filter(({ path, top }) => !hidden.has(top) && !hidden.has(path));
  return (record) => {
    const out: Record<string, unknown> = {};
    for (const { path, top } of paths) {
      const value = getPath(record, path);
      if (value === undefined) continue;
      if (path === top) out[path] = value;
      else setPath(out, path, value);
    }
    out.objectID = record.objectID;
    return out;
  };
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  for (const part of parts.slice(0, -1)) {
    const next = cur[part];
    cur = (next && typeof next === 'object' ? next : (cur[part] = {})) as Record<string, unknown>;
  }
  cur[parts[parts.length - 1]] = value;
}

function wordMatches(text: TextQuery): QueryWordMatch[] {
  return text.typed.map((typed, i) => ({
    typed,
    length: typed.length,
    terms: new Map(text.expansions[i].map((e) => [e.term, { prefixOnly: e.typos === 0 && !e.exact }])),
  }));
}

/** `_snippetResult` for 'attribute' or 'attribute:words' entries (10 words by default, as Algolia). */
function snippetHit(record: SearchRecord, view: IndexView, params: SearchParams, access: Access, matches: QueryWordMatch[]): Record<string, SnippetResult> {
  const hidden = access.admin ? new Set<string>() : new Set(view.settings.unretrievableAttributes);
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const ellipsis = params.snippetEllipsisText ?? '…';
  const out: Record<string, SnippetResult> = {};
  for (const entry of params.attributesToSnippet ?? []) {
    const [path, words] = entry.split(':');
    const size = Number(words) > 0 ? Number(words) : 10;
    const paths = path === '*' ? Object.keys(record).filter((k) => k !== 'objectID') : [path];
    for (const p of paths) {
      if (hidden.has(p.split('.')[0])) continue;
      const r = snippetValue(getPath(record, p), matches, tags, size, ellipsis);
      if (r === undefined) continue;
      if (p.includes('.')) setPath(out as Record<string, unknown>, p, r);
      else out[p] = r;
    }
  }
  return out;
}

function highlightHit(record: SearchRecord, view: IndexView, params: SearchParams, access: Access, matches: QueryWordMatch[]): Record<string, HighlightResult> {
  const hidden = access.admin ? new Set<string>() : new Set(view.settings.unretrievableAttributes);
  let attributes = params.attributesToHighlight ?? view.settings.attributesToHighlight;
  if (attributes.includes('*')) attributes = Object.keys(record).filter((k) => k !== 'objectID');
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const out: Record<string, HighlightResult> = {};
  for (const path of attributes) {
    if (hidden.has(path.split('.')[0])) continue;
    const h = highlightValue(getPath(record, path), matches, tags);
    if (h === undefined) continue;
    if (path.includes('.')) setPath(out as Record<string, unknown>, path, h);
    else out[path] = h;
  }
  return out;
}

export function search(view: IndexView, params: SearchParams, encoded: string, access: Access): SearchAnswer {
  const started = performance.now();
  const { corpus, settings } = view;
  const query = params.query ?? '';
  const filter = corpus.filter(allFilters(params));
  const text = textQuery(view, params, query);

  // Pagination: page/hitsPerPage, or offset/length; never beyond paginationLimitedTo.
  const hitsPerPage = params.hitsPerPage ?? settings.hitsPerPage;
  const page = params.page ?? 0;
  const useOffset = params.offset !== undefined || params.length !== undefined;
  const start = useOffset ? (params.offset ?? 0) : page * hitsPerPage;
  const count = useOffset ? (params.length ?? hitsPerPage) : hitsPerPage;
  const end = Math.min(start + count, settings.paginationLimitedTo);
  // The matching documents follow from the filters and the query's words alone (whatever the
  // replica's order): their ranking (per replica) and facet counts may be kept under this key.
  const docsKey = JSON.stringify([params.filters, params.facetFilters, params.numericFilters, params.tagFilters]) + text.key;
  const matched = keptMatch(view, params, text, filter, Math.max(0, end), docsKey);
  const reachable = Math.min(matched.count, settings.paginationLimitedTo);
  const pageDocs = start < end ? matched.top.subarray(start, end) : new Int32Array(0);

  const matches = wordMatches(text);
  const copy = retriever(settings, access, params.attributesToRetrieve);
  const hits = Array.from(pageDocs, (doc) => {
    const record = corpus.records[doc];
    const hit = copy(record);
    hit._highlightResult = highlightHit(record, view, params, access, matches);
    if (params.attributesToSnippet?.length) hit._snippetResult = snippetHit(record, view, params, access, matches);
    if (params.getRankingInfo) {
      hit._rankingInfo = {
        nbTypos: text.typed.length ? corpus.typos[doc] : 0,
        firstMatchedWord: text.typed.length ? corpus.attr[doc] * 1000 : 0,
        proximityDistance: 0,
        userScore: corpus.size - view.position[doc],
        geoDistance: 0,
        geoPrecision: 1,
        nbExactWords: text.typed.length ? corpus.exact[doc] : 0,
        words: text.typed.length,
        filters: 0,
      };
    }
    return hit;
  });

  const answer: SearchAnswer = {
    hits,
    nbHits: matched.count,
    page: useOffset ? Math.floor(start / Math.max(1, count)) : page,
    nbPages: hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query,
    params: encoded,
    index: view.name,
    renderingContent: {},
    processingTimeMS: 0,
    serverTimeMS: 0,
  };
  if (useOffset) {
    answer.offset = start;
    answer.length = count;
  }

  const requested = params.facets ?? [];
  if (requested.length) {
    const names = requested.includes('*') ? [...corpus.countedFacets] : requested.filter((f) => corpus.countedFacets.has(f));
    const facets: Record<string, Record<string, number>> = {};
    const stats: NonNullable<SearchAnswer['facets_stats']> = {};
    const max = params.maxValuesPerFacet ?? settings.maxValuesPerFacet;
    for (const name of names) {
      const counted = corpus.countFacet(name, matched.all, matched.count, max, params.sortFacetValuesBy ?? 'count', docsKey);
      const { values, stats: s } = counted;
      // Kept counts keep their object too: answers are only serialised, never changed.
      if (values.length) facets[name] = counted.object ??= Object.fromEntries(values);
      if (s) stats[name] = s;
    }
    answer.facets = facets;
    if (Object.keys(stats).length) answer.facets_stats = stats;
    answer.exhaustiveFacetsCount = true;
    answer.exhaustive.facetsCount = true;
  }

  const elapsed = performance.now() - started;
  answer.processingTimeMS = Math.round(elapsed);
  answer.serverTimeMS = Math.round(elapsed);
  return pick(answer, params.responseFields);
}

/** `responseFields` limits the top-level fields of the answer (Algolia's own parameter). */
function pick(answer: SearchAnswer, fields: string[] | undefined): SearchAnswer {
  if (!fields || fields.includes('*')) return answer;
  const keep = new Set(fields);
  return Object.fromEntries(Object.entries(answer).filter(([k]) => keep.has(k))) as unknown as SearchAnswer;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

/** Facet-value search: values of a searchable facet matching `facetQuery`, counted over the records matching the other parameters. */
export function searchFacetValues(view: IndexView, facet: string, params: SearchParams): { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number } {
  const started = performance.now();
  const { corpus } = view;
  const filter = corpus.filter(allFilters(params));
  const text = textQuery(view, params, params.query ?? '');
  const matched = matchDocs(view, params, text, filter, 0);
  const { values: counts } = corpus.countFacet(facet, matched.all, matched.count);
  const qWords = words(params.facetQuery ?? '');
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const matches: QueryWordMatch[] = qWords.map((w) => ({ typed: w, length: w.length, terms: new Map() }));
  const hits: FacetHit[] = [];
  for (const [value, count] of counts) {
    const valueWords = words(value);
    // Every facet-query word must begin a word of the value.
    const ok = qWords.every((q, i) => {
      const found = valueWords.filter((vw) => vw.startsWith(q));
      for (const f of found) matches[i].terms.set(f, { prefixOnly: f !== q });
      return found.length > 0;
    });
    if (!ok) continue;
    const h = highlightValue(value, matches, tags);
    hits.push({ value, highlighted: h && 'value' in h && typeof h.value === 'string' ? h.value : value, count });
  }
  hits.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  return {
    facetHits: hits.slice(0, params.maxFacetHits ?? 10),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
