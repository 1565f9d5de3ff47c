/**
 * Algolia's `_highlightResult`: every highlighted attribute mirrored with its matched words wrapped in
 * the requested tags, a matchLevel (none / partial / full) and the query words it matched.
 */
import { tokenize } from './text';

export interface HighlightLeaf {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export type HighlightResult = HighlightLeaf | HighlightResult[] | { [key: string]: HighlightResult };

/** For each query word (as typed), the dictionary words it matched, and whether it was the typed prefix. */
export interface QueryWordMatch {
  typed: string;
  /** Length of the folded query word, highlighted at the start of a word it is a prefix of. */
  length: number;
  terms: Map<string, { prefixOnly: boolean }>;
}

export interface Tags {
  pre: string;
  post: string;
}

export function highlightString(text: string, query: QueryWordMatch[], tags: Tags): HighlightLeaf {
  const matched = new Set<number>();
  let out = '';
  let last = 0;
  let allFull = text.length > 0;
  let anyToken = false;
  for (const tok of tokenize(text)) {
    anyToken = true;
    let length = 0;
    query.forEach((q, i) => {
      const hit = q.terms.get(tok.norm);
      if (!hit) return;
      matched.add(i);
      const len = hit.prefixOnly ? Math.min(q.length, tok.end - tok.start) : tok.end - tok.start;
      length = Math.max(length, len);
    });
    if (length === 0) {
      allFull = false;
      continue;
    }
    if (tok.start + length < tok.end) allFull = false;
    out += text.slice(last, tok.start) + tags.pre + text.slice(tok.start, tok.start + length) + tags.post;
    last = tok.start + length;
  }
  out += text.slice(last);
  const matchedWords = [...matched].sort((a, b) => a - b).map((i) => query[i].typed);
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const leaf: HighlightLeaf = {
    value: out,
    matchLevel: matched.size === query.length ? 'full' : 'partial',
    matchedWords,
  };
  leaf.fullyHighlighted = allFull && anyToken;
  return leaf;
}

/** Mirrors strings, arrays and objects; numbers and booleans are shown as text, never highlighted. */
export function highlightValue(value: unknown, query: QueryWordMatch[], tags: Tags): HighlightResult | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return highlightString(value, query, tags);
  if (typeof value === 'number' || typeof value === 'boolean') {
    return { value: String(value), matchLevel: 'none', matchedWords: [] };
  }
  if (Array.isArray(value)) {
    return value.map((v) => highlightValue(v, query, tags)).filter((v): v is HighlightResult => v !== undefined);
  }
  if (typeof value === 'object') {
    const out: Record<string, HighlightResult> = {};
    for (const [k, v] of Object.entries(value)) {
      const h = highlightValue(v, query, tags);
      if (h !== undefined) out[k] = h;
    }
    return out;
  }
  return undefined;
}

export interface SnippetLeaf {
  value: string;
  matchLevel: HighlightLeaf['matchLevel'];
}
export type SnippetResult = SnippetLeaf | SnippetResult[] | { [key: string]: SnippetResult };

/** At most `size` words around the first matched word, highlighted, with the ellipsis where text was cut. */
export function snippetString(text: string, query: QueryWordMatch[], tags: Tags, size: number, ellipsis: string): SnippetLeaf {
  const tokens = tokenize(text);
  if (tokens.length <= size) {
    const { value, matchLevel } = highlightString(text, query, tags);
    return { value, matchLevel };
  }
  const first = Math.max(0, tokens.findIndex((t) => query.some((q) => q.terms.has(t.norm))));
  // Start a couple of words before the match, but never leave the window short at the end.
  const start = Math.max(0, Math.min(first - 2, tokens.length - size));
  const end = Math.min(tokens.length, start + size);
  const from = start === 0 ? 0 : tokens[start].start;
  const to = end === tokens.length ? text.length : tokens[end - 1].end;
  const { value, matchLevel } = highlightString(text.slice(from, to), query, tags);
  return { value: `${start > 0 ? ellipsis : ''}${value}${end < tokens.length ? ellipsis : ''}`, matchLevel };
}

export function snippetValue(value: unknown, query: QueryWordMatch[], tags: Tags, size: number, ellipsis: string): SnippetResult | undefined {
  if (typeof value === 'string') return snippetString(value, query, tags, size, ellipsis);
  if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value), matchLevel: 'none' };
  if (Array.isArray(value)) {
    return value.map((v) => snippetValue(v, query, tags, size, ellipsis)).filter((v): v is SnippetResult => v !== undefined);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, SnippetResult> = {};
    for (const [k, v] of Object.entries(value)) {
      const r = snippetValue(v, query, tags, size, ellipsis);
      if (r !== undefined) out[k] = r;
    }
    return out;
  }
  return undefined;
}
