/**
 * One set of records (a language's products, say) with everything a query needs precomputed:
 * a sorted term dictionary with posting lists (doc ids plus the best attribute/position of the word),
 * facet values as inverted lists and per-document lists, numeric columns. Replicas share one corpus.
 * A query touches only the posting lists of its words' expansions and the filters' value lists.
 */
import { facetName, type IndexSettings } from './settings';
import { boundedDistance, fold, words } from './text';
import type { FilterAtom, FilterCnf } from './filters';

export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** Value at a dotted path ('categories.lvl0'). */
export function getPath(rec: Record<string, unknown>, path: string): unknown {
  if (path in rec) return rec[path];
  let cur: unknown = rec;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out);
  return out;
}

function primitives(value: unknown, out: (string | number | boolean)[] = []): (string | number | boolean)[] {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out.push(value);
  else if (Array.isArray(value)) for (const v of value) primitives(v, out);
  return out;
}

/** How many facet counts of listings and searches a corpus keeps (about 300 answers of 14 facets). */
const LISTING_COUNTS = 4_096;
/**
 * A word's prefix expansions of this many terms or more (no typos: a word of one to three letters, say)
 * are matched through one merged posting list, kept while the merged lists hold at most
 * MERGED_ENTRIES documents in all (9 bytes each: about 18 MB).
 */
const MERGE_TERMS = 8;
const MERGED_ENTRIES = 2_000_000;
/** How many filter conditions a corpus keeps as bitsets (each size / 8 bytes: 6 KB at 50,000 records). */
const FILTER_BITSETS = 512;

/** Best match of a word in a record, packed: searchable rank × 8 + position (capped at 7). */
const POSITIONS = 8;
export const ATTRIBUTE_SLOTS = 16 * POSITIONS;

export interface Expansion {
  term: string;
  termId: number;
  typos: number;
  /** The query word itself, not a longer word it is a prefix of. */
  exact: boolean;
}

/**
 * The union of a word's expansions' posting lists when none has a typo: each document once, in the
 * order the expansions list it first, with its best attribute/position over them all and whether it
 * holds the word itself. Matching through it gives what matching through every expansion gives.
 */
interface MergedPostings {
  docs: Int32Array;
  best: Int32Array;
  exact: Uint8Array;
}

export interface WordOptions {
  prefix: boolean;
  maxTypos: number;
}

/** String facet values of one attribute: inverted lists plus per-document value ids (CSR). */
interface StringFacet {
  values: string[];
  /** Folded value → value ids (facet filters ignore case and accents). */
  lookup: Map<string, number[]>;
  docsByValue: Int32Array[];
  offsets: Int32Array;
  ids: Int32Array;
  /** Value id → place in alphabetical order, and back. */
  alpha: { rank: Int32Array; byRank: Int32Array };
  /** Document → its only value id (-1: none) when no document has two values: a faster count. */
  single: Int32Array | null;
  /** Reused counters, one per value. */
  scratch: Int32Array;
}

/** A numeric attribute: value per document (NaN when absent) and dense value ids for counting. */
export interface NumericColumn {
  values: Float64Array;
  ids: Int32Array;
  distinct: Float64Array;
  scratch: Int32Array;
}

export interface FacetCounts {
  /** [value, count], best first. */
  values: [string, number][];
  stats?: { min: number; max: number; avg: number; sum: number };
  /** `values` as the answer's object, once an answer made it (kept with the counts). */
  object?: Record<string, number>;
}

export class Corpus {
  readonly size: number;
  readonly byId = new Map<string, number>();
  readonly facetAttributes: string[] = [];
  readonly searchableFacets = new Set<string>();
  readonly countedFacets = new Set<string>();
  /** Facet attributes holding numbers: counted from their numeric column, with stats. */
  private readonly numericFacets = new Set<string>();

  private readonly terms: string[];
  /** Ids of the terms without digits: the only ones a typo can reach (words with digits get none). */
  private readonly typoTerms: Int32Array;
  private readonly termIndex = new Map<string, number>();
  private readonly postDocs: Int32Array[] = [];
  private readonly postBest: Int32Array[] = [];
  private readonly expansionCache = new Map<string, Expansion[]>();
  /** Merged posting lists by the expansion list they stand for (least recently used first). */
  private readonly merged = new Map<Expansion[], MergedPostings>();
  private mergedEntries = 0;
  private readonly stringFacets = new Map<string, StringFacet>();
  private readonly numericColumns = new Map<string, NumericColumn | null>();
  private readonly allDocsCounts = new Map<string, FacetCounts>();
  /** Facet counts of listings and searches, by what decides their documents and facet (least recently used first). */
  private readonly listingCounts = new Map<string, FacetCounts>();
  /** The documents passing one filter condition, by the condition (least recently used first). Never written to. */
  private readonly atomCache = new Map<string, Uint32Array>();

  // Scratch per document, reused by every query (searches run one at a time on the event loop).
  private readonly level: Uint8Array;
  readonly typos: Uint8Array;
  readonly attr: Int32Array;
  readonly exact: Uint8Array;
  private readonly touched: Int32Array;
  private readonly wordTypos: Uint8Array;

  /**
   * `mergeTerms`: from how many typo-free expansions a word is matched through a merged list
   * (MERGE_TERMS; Infinity: never, as the tests compare).
   */
  constructor(
    readonly records: SearchRecord[],
    settings: Pick<IndexSettings, 'searchableAttributes' | 'attributesForFaceting'>,
    private readonly mergeTerms = MERGE_TERMS,
  ) {
    this.size = records.length;
    records.forEach((r, i) => this.byId.set(r.objectID, i));
    this.level = new Uint8Array(this.size);
    this.typos = new Uint8Array(this.size);
    this.attr = new Int32Array(this.size);
    this.exact = new Uint8Array(this.size);
    this.touched = new Int32Array(this.size);
    this.wordTypos = new Uint8Array(this.size);
    this.terms = this.buildPostings(settings.searchableAttributes);
    this.typoTerms = Int32Array.from(this.terms.flatMap((t, i) => (/\d/.test(t) ? [] : [i])));
    for (const entry of settings.attributesForFaceting) {
      const { attribute, searchable, filterOnly } = facetName(entry);
      this.facetAttributes.push(attribute);
      if (searchable) this.searchableFacets.add(attribute);
      if (!filterOnly) this.countedFacets.add(attribute);
      this.stringFacets.set(attribute, this.buildStringFacet(attribute));
      if (this.numericFacets.has(attribute)) this.numeric(attribute);
    }
  }

  private buildPostings(searchable: string[]): string[] {
    const lists = new Map<string, { docs: number[]; best: number[] }>();
    const ranks = searchable.map((entry) => {
      const m = /^unordered\((.+)\)$/.exec(entry.trim());
      return { attrs: (m ? m[1] : entry).split(',').map((a) => a.trim()), ordered: !m };
    });
    const seen = new Map<string, number>();
    // Texts recur from record to record (artisans, designers, materials, categories, the words of
    // titles' patterns): each distinct one is split and folded once per build.
    const split = new Map<string, string[]>();
    const wordsOf = (text: string) => {
      let list = split.get(text);
      if (!list) split.set(text, (list = words(text)));
      return list;
    };
    this.records.forEach((rec, doc) => {
      seen.clear();
      ranks.forEach(({ attrs, ordered }, rank) => {
        for (const attribute of attrs) {
          let pos = 0;
          for (const text of strings(getPath(rec, attribute))) {
            for (const w of wordsOf(text)) {
              const best = rank * POSITIONS + (ordered ? Math.min(pos, POSITIONS - 1) : 0);
              pos++;
              const prev = seen.get(w);
              if (prev === undefined || best < prev) seen.set(w, best);
            }
          }
        }
      });
      for (const [w, best] of seen) {
        let list = lists.get(w);
        if (!list) lists.set(w, (list = { docs: [], best: [] }));
        list.docs.push(doc);
        list.best.push(best);
      }
    });
    const terms = [...lists.keys()].sort();
    terms.forEach((t, i) => {
      const list = lists.get(t)!;
      this.termIndex.set(t, i);
      this.postDocs.push(Int32Array.from(list.docs));
      this.postBest.push(Int32Array.from(list.best));
    });
    return terms;
  }

  private buildStringFacet(attribute: string): StringFacet {
    const values: string[] = [];
    const valueIds = new Map<string, number>();
    const docs: number[][] = [];
    const offsets = new Int32Array(this.size + 1);
    const ids: number[] = [];
    this.records.forEach((rec, doc) => {
      const unique = new Set<number>();
      for (const v of primitives(getPath(rec, attribute))) {
        if (typeof v === 'number') {
          this.numericFacets.add(attribute); // numbers are counted from the numeric column
          continue;
        }
        const s = String(v);
        let id = valueIds.get(s);
        if (id === undefined) {
          id = values.length;
          valueIds.set(s, id);
          values.push(s);
          docs.push([]);
        }
        if (unique.has(id)) continue;
        unique.add(id);
        docs[id].push(doc);
        ids.push(id);
      }
      offsets[doc + 1] = ids.length;
    });
    const lookup = new Map<string, number[]>();
    values.forEach((v, id) => {
      const key = fold(v);
      lookup.set(key, [...(lookup.get(key) ?? []), id]);
    });
    const rank = new Int32Array(values.length);
    const byRank = new Int32Array(values.length);
    values
      .map((v, id) => ({ v, id }))
      .sort((a, b) => (a.v < b.v ? -1 : a.v > b.v ? 1 : 0))
      .forEach(({ id }, r) => { rank[id] = r; byRank[r] = id; });
    const idList = Int32Array.from(ids);
    return {
      values, lookup, docsByValue: docs.map((d) => Int32Array.from(d)), offsets, ids: idList,
      alpha: { rank, byRank }, scratch: new Int32Array(values.length), single: singleValued(offsets, idList),
    };
  }

  /** A numeric column for any attribute holding numbers or booleans (built on first use). */
  numeric(attribute: string): NumericColumn | null {
    if (this.numericColumns.has(attribute)) return this.numericColumns.get(attribute)!;
    // Only attributes that hold numbers somewhere get a column: unknown names cost nothing and are not kept.
    if (!this.numericPaths().has(attribute)) return null;
    const values = new Float64Array(this.size).fill(NaN);
    let found = false;
    this.records.forEach((rec, doc) => {
      const v = primitives(getPath(rec, attribute)).find((p) => typeof p !== 'string');
      if (v === undefined) return;
      values[doc] = typeof v === 'boolean' ? Number(v) : v;
      found = true;
    });
    let column: NumericColumn | null = null;
    if (found) {
      const distinct = Float64Array.from(new Set(values.filter((v) => !Number.isNaN(v)))).sort();
      const position = new Map<number, number>();
      distinct.forEach((v, i) => position.set(v, i));
      const ids = new Int32Array(this.size).fill(-1);
      values.forEach((v, doc) => { if (!Number.isNaN(v)) ids[doc] = position.get(v)!; });
      column = { values, ids, distinct, scratch: new Int32Array(distinct.length) };
    }
    this.numericColumns.set(attribute, column);
    return column;
  }

  private numericPathSet: Set<string> | null = null;

  /** Paths (top level and one level down) where some record holds a number or a boolean. */
  private numericPaths(): Set<string> {
    if (this.numericPathSet) return this.numericPathSet;
    const paths = new Set<string>();
    const visit = (value: unknown, path: string, depth: number) => {
      if (typeof value === 'number' || typeof value === 'boolean') paths.add(path);
      else if (Array.isArray(value)) value.forEach((v) => visit(v, path, depth));
      else if (value && typeof value === 'object' && depth < 2) {
        for (const [k, v] of Object.entries(value)) visit(v, path ? `${path}.${k}` : k, depth + 1);
      }
    };
    for (const rec of this.records) visit(rec, '', 0);
    this.numericPathSet = paths;
    return paths;
  }

  // ---- text ---------------------------------------------------------------------------------------

  /** The dictionary words a query word stands for: itself, words it begins (prefix), near misses (typos). */
  expand(word: string, { prefix, maxTypos }: WordOptions): Expansion[] {
    const key = `${prefix ? 'p' : 'w'}${maxTypos}:${word}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;
    const out: Expansion[] = [];
    const taken = new Set<number>();
    if (prefix) {
      let lo = 0;
      let hi = this.terms.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.terms[mid] < word) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.terms.length && this.terms[i].startsWith(word); i++) {
        out.push({ term: this.terms[i], termId: i, typos: 0, exact: this.terms[i] === word });
        taken.add(i);
      }
    } else {
      const id = this.termIndex.get(word);
      if (id !== undefined) {
        out.push({ term: word, termId: id, typos: 0, exact: true });
        taken.add(id);
      }
    }
    if (maxTypos > 0) {
      const minLen = word.length - maxTypos;
      const maxLen = prefix ? Infinity : word.length + maxTypos;
      for (const i of this.typoTerms) {
        const term = this.terms[i];
        if (taken.has(i) || term.length < minLen || term.length > maxLen) continue;
        const d = boundedDistance(word, term, maxTypos, prefix);
        if (d >= 1 && d <= maxTypos) out.push({ term, termId: i, typos: d, exact: false });
      }
    }
    out.sort((a, b) => a.typos - b.typos || Number(b.exact) - Number(a.exact));
    if (this.expansionCache.size > 10_000) this.expansionCache.clear();
    this.expansionCache.set(key, out);
    return out;
  }

  /**
   * Documents containing every word (through one of its expansions) and passing the filter bitset,
   * in no particular order. Leaves per document, in the
   * scratch arrays: total typos, best attribute/position, number of exactly matched words.
   */
  match(expansions: Expansion[][], filter: Uint32Array | null = null): Int32Array {
    const n = expansions.length;
    if (n === 0 || expansions.some((e) => e.length === 0)) return new Int32Array(0);
    // Rarest word first keeps the candidate set small.
    const order = expansions
      .map((exps, i) => ({ exps, i, size: exps.reduce((s, e) => s + this.postDocs[e.termId].length, 0) }))
      .sort((a, b) => a.size - b.size);
    const { level, typos, attr, exact, touched, wordTypos } = this;
    let nTouched = 0;
    order.forEach(({ exps }, w) => {
      const merged = this.mergedPostings(exps);
      if (merged) {
        const { docs, best, exact: holds } = merged;
        for (let k = 0; k < docs.length; k++) {
          const doc = docs[k];
          if (level[doc] !== w) continue;
          level[doc] = w + 1;
          wordTypos[doc] = 0;
          if (w === 0) {
            touched[nTouched++] = doc;
            typos[doc] = 0;
            attr[doc] = best[k];
            exact[doc] = holds[k];
          } else {
            if (best[k] < attr[doc]) attr[doc] = best[k];
            exact[doc] += holds[k];
          }
        }
        return;
      }
      for (const e of exps) {
        const docs = this.postDocs[e.termId];
        const best = this.postBest[e.termId];
        for (let k = 0; k < docs.length; k++) {
          const doc = docs[k];
          const lv = level[doc];
          if (lv === w) {
            level[doc] = w + 1;
            wordTypos[doc] = e.typos;
            if (w === 0) {
              touched[nTouched++] = doc;
              typos[doc] = e.typos;
              attr[doc] = best[k];
              exact[doc] = e.exact ? 1 : 0;
            } else {
              typos[doc] += e.typos;
              if (best[k] < attr[doc]) attr[doc] = best[k];
              if (e.exact) exact[doc]++;
            }
          } else if (lv === w + 1 && e.typos === wordTypos[doc] && best[k] < attr[doc]) {
            attr[doc] = best[k]; // the same word again, as good a match, in a better attribute
          }
        }
      }
    });
    // Matching documents that pass the filter, compacted in place.
    let nResult = 0;
    for (let k = 0; k < nTouched; k++) {
      const doc = touched[k];
      if (level[doc] === n && (filter === null || (filter[doc >>> 5] & (1 << (doc & 31))) !== 0)) touched[nResult++] = doc;
      level[doc] = 0;
    }
    return touched.slice(0, nResult);
  }

  /** The merged posting list of a word's many typo-free expansions (built on first use and kept), or null. */
  private mergedPostings(exps: Expansion[]): MergedPostings | null {
    if (exps.length < this.mergeTerms || exps.some((e) => e.typos !== 0)) return null;
    const known = this.merged.get(exps);
    if (known) {
      this.merged.delete(exps);
      this.merged.set(exps, known);
      return known;
    }
    // The expansions come exact term first: a document's first list decides whether it holds the word.
    const seen = new Int32Array(this.size).fill(-1);
    const docs: number[] = [];
    const best: number[] = [];
    const exact: number[] = [];
    for (const e of exps) {
      const list = this.postDocs[e.termId];
      const lbest = this.postBest[e.termId];
      for (let k = 0; k < list.length; k++) {
        const at = seen[list[k]];
        if (at < 0) {
          seen[list[k]] = docs.length;
          docs.push(list[k]);
          best.push(lbest[k]);
          exact.push(e.exact ? 1 : 0);
        } else if (lbest[k] < best[at]) {
          best[at] = lbest[k];
        }
      }
    }
    const merged = { docs: Int32Array.from(docs), best: Int32Array.from(best), exact: Uint8Array.from(exact) };
    this.merged.set(exps, merged);
    this.mergedEntries += docs.length;
    while (this.mergedEntries > MERGED_ENTRIES && this.merged.size > 1) {
      const [oldest, list] = this.merged.entries().next().value!;
      this.merged.delete(oldest);
      this.mergedEntries -= list.docs.length;
    }
    return merged;
  }

  // ---- filters ------------------------------------------------------------------------------------

  private wordsCount(): number {
    return (this.size + 31) >>> 5;
  }

  private atomBits(atom: FilterAtom): Uint32Array {
    const bits = new Uint32Array(this.wordsCount());
    const set = (doc: number) => { bits[doc >>> 5] |= 1 << (doc & 31); };
    if (atom.kind === 'facet') {
      if (atom.attribute === 'objectID') {
        const doc = this.byId.get(atom.value);
        if (doc !== undefined) set(doc);
      } else {
        const facet = this.stringFacets.get(atom.attribute);
        for (const id of facet?.lookup.get(fold(atom.value)) ?? []) facet!.docsByValue[id].forEach(set);
        const num = Number(atom.value);
        if (facet && atom.value.trim() !== '' && !Number.isNaN(num)) {
          const col = this.numeric(atom.attribute);
          if (col) col.values.forEach((v, doc) => { if (v === num) set(doc); });
        }
      }
    } else {
      const col = this.numeric(atom.attribute);
      if (col) {
        const v = col.values;
        if (atom.kind === 'range') {
          for (let d = 0; d < this.size; d++) if (v[d] >= atom.low && v[d] <= atom.high) set(d);
        } else {
          const x = atom.value;
          const test: Record<typeof atom.op, (a: number) => boolean> = {
            '<': (a) => a < x, '<=': (a) => a <= x, '=': (a) => a === x,
            '!=': (a) => !Number.isNaN(a) && a !== x, '>=': (a) => a >= x, '>': (a) => a > x,
          };
          const fn = test[atom.op];
          for (let d = 0; d < this.size; d++) if (fn(v[d])) set(d);
        }
      }
    }
    if (atom.negated) {
      for (let i = 0; i < bits.length; i++) bits[i] = ~bits[i];
      const tail = this.size & 31;
      if (tail) bits[bits.length - 1] &= (1 << tail) - 1;
    }
    return bits;
  }

  /** `atomBits`, kept: a category page's or a refinement's condition recurs on request after request. */
  private cachedAtomBits(atom: FilterAtom): Uint32Array {
    // Numbers as strings: JSON would write Infinity and -Infinity alike (null).
    const key = JSON.stringify(atom.kind === 'facet' ? [atom.kind, atom.attribute, atom.value, atom.negated]
      : atom.kind === 'range' ? [atom.kind, atom.attribute, String(atom.low), String(atom.high), atom.negated]
        : [atom.kind, atom.attribute, atom.op, String(atom.value), atom.negated]);
    let bits = this.atomCache.get(key);
    if (bits) {
      this.atomCache.delete(key);
    } else {
      bits = this.atomBits(atom);
      if (this.atomCache.size >= FILTER_BITSETS) this.atomCache.delete(this.atomCache.keys().next().value!);
    }
    this.atomCache.set(key, bits);
    return bits;
  }

  /** A bitset of the documents passing every group, or null when there is nothing to filter. */
  filter(cnf: FilterCnf): Uint32Array | null {
    if (cnf.length === 0) return null;
    let acc: Uint32Array | null = null;
    for (const group of cnf) {
      const either = new Uint32Array(this.wordsCount());
      for (const atom of group) {
        const bits = this.cachedAtomBits(atom);
        for (let i = 0; i < either.length; i++) either[i] |= bits[i];
      }
      if (!acc) acc = either;
      else for (let i = 0; i < acc.length; i++) acc[i] &= either[i];
    }
    return acc;
  }

  // ---- facets -------------------------------------------------------------------------------------

  /**
   * The most frequent values of a facet over the given documents (or the first in alphabetical order),
   * at most `max`, with stats when its values are numbers. `docs` lists the `matching` documents,
   * called only when the counts are not kept.
   */
  countFacet(attribute: string, docs: () => Int32Array, matching: number, max = Infinity, by: 'count' | 'alpha' = 'count', docsKey: string | null = null): FacetCounts {
    // Listings without query or filter count every record: the same answer every time.
    if (matching === this.size) {
      const key = `${attribute}|${max}|${by}`;
      let counts = this.allDocsCounts.get(key);
      if (!counts) this.allDocsCounts.set(key, (counts = this.count(attribute, docs(), max, by)));
      return counts;
    }
    if (docsKey === null) return this.count(attribute, docs(), max, by);
    // A listing's or a search's documents follow from its filters and words alone (`docsKey`): its
    // counts are kept, the most recently used first, so the next visitor of a category page or of a
    // popular search gets them without a pass over its pieces. Bounded, so any number of filter
    // combinations and queries costs at most LISTING_COUNTS entries.
    const key = `${docsKey}|${attribute}|${max}|${by}`;
    const known = this.listingCounts.get(key);
    if (known) {
      this.listingCounts.delete(key);
      this.listingCounts.set(key, known);
      return known;
    }
    const counts = this.count(attribute, docs(), max, by);
    this.listingCounts.set(key, counts);
    if (this.listingCounts.size > LISTING_COUNTS) this.listingCounts.delete(this.listingCounts.keys().next().value!);
    return counts;
  }

  private count(attribute: string, docs: Int32Array, max: number, by: 'count' | 'alpha'): FacetCounts {
    const values: [string, number][] = [];
    const facet = this.stringFacets.get(attribute);
    if (facet && facet.values.length) {
      const c = facet.scratch.fill(0);
      const { offsets, ids, single } = facet;
      if (single) {
        for (let k = 0; k < docs.length; k++) {
          const v = single[docs[k]];
          if (v >= 0) c[v]++;
        }
      } else {
        for (let k = 0; k < docs.length; k++) {
          const d = docs[k];
          for (let j = offsets[d]; j < offsets[d + 1]; j++) c[ids[j]]++;
        }
      }
      for (const id of topValues(c, facet.alpha, max, by)) values.push([facet.values[id], c[id]]);
    }
    const col = this.numericFacets.has(attribute) ? this.numeric(attribute) : null;
    if (!col) return { values };
    const c = col.scratch.fill(0);
    let min = Infinity;
    let max_ = -Infinity;
    let sum = 0;
    let n = 0;
    for (let k = 0; k < docs.length; k++) {
      const id = col.ids[docs[k]];
      if (id < 0) continue;
      c[id]++;
      const v = col.distinct[id];
      if (v < min) min = v;
      if (v > max_) max_ = v;
      sum += v;
      n++;
    }
    // Distinct values are stored ascending, so a value's id is its numeric rank.
    for (const id of topValues(c, null, max, by)) values.push([String(col.distinct[id]), c[id]]);
    return n ? { values, stats: { min, max: max_, avg: sum / n, sum } } : { values };
  }
}

function singleValued(offsets: Int32Array, ids: Int32Array): Int32Array | null {
  const single = new Int32Array(offsets.length - 1).fill(-1);
  for (let d = 0; d < single.length; d++) {
    const n = offsets[d + 1] - offsets[d];
    if (n > 1) return null;
    if (n === 1) single[d] = ids[offsets[d]];
  }
  return single;
}

/**
 * Ids of the counted values, best first: by count (ties by rank), or by rank alone; at most `max`.
 * Walks values in rank order once, so only the values above the cut-off count need sorting.
 */
function topValues(counts: Int32Array, order: { rank: Int32Array; byRank: Int32Array } | null, max: number, by: 'count' | 'alpha'): number[] {
  const idAt = (r: number) => (order ? order.byRank[r] : r);
  const out: number[] = [];
  if (by === 'alpha') {
    for (let r = 0; r < counts.length && out.length < max; r++) if (counts[idAt(r)] > 0) out.push(idAt(r));
    return out;
  }
  // The count of the max-th best value: everything above it is in, ties at it go in rank order.
  let top = 0;
  for (let id = 0; id < counts.length; id++) if (counts[id] > top) top = counts[id];
  const perCount = new Int32Array(top + 1);
  for (let id = 0; id < counts.length; id++) perCount[counts[id]]++;
  let cut = top;
  let above = 0;
  while (cut > 1 && above + perCount[cut] < max) above += perCount[cut--];
  const better: number[] = [];
  const ties: number[] = [];
  for (let r = 0; r < counts.length; r++) {
    const id = idAt(r);
    const n = counts[id];
    if (n > cut) better.push(id);
    else if (n === cut && n > 0 && ties.length < max) ties.push(id);
  }
  better.sort((a, b) => counts[b] - counts[a] || (order ? order.rank[a] - order.rank[b] : a - b));
  return [...better, ...ties].slice(0, max);
}

