/**
 * Algolia's filter syntax, read and written again by the storefront: `filters` (an AND of OR-groups),
 * `facetFilters` and `numericFilters` (outer AND, inner OR). /api/search never forwards a caller's
 * filter text: it parses it into atoms, checks each atom's attribute (lib/search/allow-list.ts) and
 * sends the atoms written out here. What Algolia itself rejects — `(a AND b) OR c`, `NOT (…)` — is
 * rejected here too. The embedded search service has its own reader (backend/search/filters.ts):
 * the storefront never imports the backend, and must work the same against Algolia.
 */
import { attributeName, FilterSyntaxError, lex, Parser, type FilterAtom, type Node } from './filter-grammar';

/** Every group must hold; a group holds when any of its atoms holds. */
export type FilterCnf = FilterAtom[][];

/** Nested facetFilters / numericFilters as Algolia takes them. */
export type NestedFilters = string | (string | string[])[];

// ---- the `filters` string -----------------------------------------------------------------------

function literal(node: Node): FilterAtom | null {
  if ('atom' in node) return node.atom;
  if ('not' in node) {
    const inner = literal(node.not);
    return inner ? { ...inner, negated: !inner.negated } : null;
  }
  return null;
}

function flatten(node: Node, key: 'and' | 'or'): Node[] {
  if (key === 'and' && 'and' in node) return node.and.flatMap((n) => flatten(n, key));
  if (key === 'or' && 'or' in node) return node.or.flatMap((n) => flatten(n, key));
  return [node];
}

/** `filters` → CNF; throws FilterSyntaxError for what Algolia would refuse. */
export function parseFilters(src: string): FilterCnf {
  if (!src.trim()) return [];
  return flatten(new Parser(lex(src)).all(), 'and').map((conjunct) => {
    const single = literal(conjunct);
    if (single) return [single];
    if (!('or' in conjunct)) throw new FilterSyntaxError('NOT may only negate a single filter');
    return flatten(conjunct, 'or').map((n) => {
      const atom = literal(n);
      if (!atom) throw new FilterSyntaxError('an OR group may only hold filters, not AND groups');
      return atom;
    });
  });
}

function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function formatAtom(atom: FilterAtom): string {
  const not = atom.negated ? 'NOT ' : '';
  if (atom.kind === 'facet') return `${not}${atom.attribute}:${quote(atom.value)}`;
  if (atom.kind === 'range') return `${not}${atom.attribute}:${atom.low} TO ${atom.high}`;
  return `${not}${atom.attribute} ${atom.op} ${atom.value}`;
}

/** CNF → a `filters` string every value of which is quoted. */
export function formatFilters(cnf: FilterCnf): string {
  return cnf
    .filter((group) => group.length > 0)
    .map((group) => (group.length === 1 ? formatAtom(group[0]) : `(${group.map(formatAtom).join(' OR ')})`))
    .join(' AND ');
}

// ---- facetFilters and numericFilters ------------------------------------------------------------

/** 'attr:value', 'attr:-value' (excluded), 'attr:\-value' (the literal "-value"). */
export function parseFacetFilter(src: string): FilterAtom & { kind: 'facet' } {
  const at = src.indexOf(':');
  if (at <= 0) throw new FilterSyntaxError(`expected 'attribute:value', found '${src}'`);
  const attribute = attributeName(src.slice(0, at).trim());
  let value = src.slice(at + 1);
  let negated = false;
  if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  } else if (value.startsWith('\\-')) {
    value = value.slice(1);
  }
  return { kind: 'facet', attribute, value, negated };
}

export function formatFacetFilter(atom: FilterAtom & { kind: 'facet' }): string {
  const escaped = !atom.negated && atom.value.startsWith('-') ? `\\${atom.value}` : atom.value;
  return `${atom.attribute}:${atom.negated ? '-' : ''}${escaped}`;
}

/** 'attr<=4', 'attr >= 100', 'attr:10 TO 20'. */
export function parseNumericFilter(src: string): FilterAtom & { kind: 'numeric' | 'range' } {
  const parser = new Parser(lex(src));
  const atom = parser.atom();
  if (!parser.done() || atom.kind === 'facet') throw new FilterSyntaxError(`expected 'attribute op number' or 'attribute:low TO high', found '${src}'`);
  return atom;
}

export function formatNumericFilter(atom: FilterAtom & { kind: 'numeric' | 'range' }): string {
  return atom.kind === 'range' ? `${atom.attribute}:${atom.low} TO ${atom.high}` : `${atom.attribute}${atom.op}${atom.value}`;
}

/** Nested lists (outer AND, inner OR), each string read by `parse`. */
export function parseNested<A extends FilterAtom>(input: NestedFilters, parse: (src: string) => A): A[][] {
  const list = typeof input === 'string' ? [input] : input;
  return list.map((item) => (Array.isArray(item) ? item.map(parse) : [parse(item)])).filter((group) => group.length > 0);
}

/** The same nesting written out: a group of one as a plain string. */
export function formatNested<A extends FilterAtom>(groups: A[][], format: (atom: A) => string): (string | string[])[] {
  return groups.map((group) => (group.length === 1 ? format(group[0]) : group.map(format)));
}
