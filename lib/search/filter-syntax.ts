/**
 * Algolia's filter syntax, read and written again by the storefront: `filters` (an AND of OR-groups),
 * `facetFilters` and `numericFilters` (outer AND, inner OR). /api/search never forwards a caller's
 * filter text: it parses it into atoms, checks each atom's attribute (lib/search/allow-list.ts) and
 * sends the atoms written out here. What Algolia itself rejects — `(a AND b) OR c`, `NOT (…)` — is
 * rejected here too. The embedded search service has its own reader (backend/search/filters.ts):
 * the storefront never imports the backend, and must work the same against Algolia.
 */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterAtom =
  /** attr:value — a facet value (or equality with a number). */
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number; negated: boolean }
  /** attr:low TO high, both ends included. */
  | { kind: 'range'; attribute: string; low: number; high: number; negated: boolean };

/** Every group must hold; a group holds when any of its atoms holds. */
export type FilterCnf = FilterAtom[][];

/** Nested facetFilters / numericFilters as Algolia takes them. */
export type NestedFilters = string | (string | string[])[];

export class FilterSyntaxError extends Error {}

const OPS: readonly NumericOp[] = ['<=', '>=', '!=', '<', '>', '='];
const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
/** Attribute names the shop's indexes use: letters, digits, `_` and `.` (categories.lvl0). */
const ATTRIBUTE = /^[A-Za-z0-9_.]+$/;

function toNumber(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function attributeName(text: string): string {
  if (!ATTRIBUTE.test(text)) throw new FilterSyntaxError(`invalid attribute name '${text}'`);
  return text;
}

// ---- the `filters` string -----------------------------------------------------------------------

type Tok =
  | { t: '(' | ')' | ':' | 'AND' | 'OR' | 'NOT' | 'TO' }
  | { t: 'op'; op: NumericOp }
  | { t: 'word'; text: string };

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '(' || ch === ')' || ch === ':') {
      toks.push({ t: ch });
      i++;
    } else if (OPS.some((op) => src.startsWith(op, i))) {
      const op = OPS.find((o) => src.startsWith(o, i))!;
      toks.push({ t: 'op', op });
      i += op.length;
    } else if (ch === '"' || ch === "'") {
      let text = '';
      let j = i + 1;
      while (j < src.length && src[j] !== ch) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        text += src[j++];
      }
      if (j >= src.length) throw new FilterSyntaxError('unterminated quoted value');
      toks.push({ t: 'word', text });
      i = j + 1;
    } else {
      let j = i;
      while (j < src.length && !/[\s():"'<>=!]/.test(src[j])) j++;
      if (j === i) throw new FilterSyntaxError(`unexpected '${ch}'`);
      const text = src.slice(i, j);
      toks.push(text === 'AND' || text === 'OR' || text === 'NOT' || text === 'TO' ? { t: text } : { t: 'word', text });
      i = j;
    }
  }
  return toks;
}

type Node = { and: Node[] } | { or: Node[] } | { not: Node } | { atom: FilterAtom };

class Parser {
  private pos = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(): Tok | undefined {
    return this.toks[this.pos];
  }

  private expect(what: string): never {
    const tok = this.peek();
    throw new FilterSyntaxError(`expected ${what}, found ${tok ? (tok.t === 'word' ? `'${tok.text}'` : tok.t === 'op' ? tok.op : tok.t) : 'the end'}`);
  }

  all(): Node {
    const node = this.or();
    if (this.peek()) this.expect('AND or OR');
    return node;
  }

  private or(): Node {
    const items = [this.and()];
    while (this.peek()?.t === 'OR') {
      this.pos++;
      items.push(this.and());
    }
    return items.length === 1 ? items[0] : { or: items };
  }

  private and(): Node {
    const items = [this.unary()];
    while (this.peek()?.t === 'AND') {
      this.pos++;
      items.push(this.unary());
    }
    return items.length === 1 ? items[0] : { and: items };
  }

  private unary(): Node {
    const tok = this.peek();
    if (tok?.t === 'NOT') {
      this.pos++;
      return { not: this.unary() };
    }
    if (tok?.t === '(') {
      this.pos++;
      const inner = this.or();
      if (this.peek()?.t !== ')') this.expect("')'");
      this.pos++;
      return inner;
    }
    return { atom: this.atom() };
  }

  atom(): FilterAtom {
    const name = this.peek();
    if (name?.t !== 'word') this.expect('a filter');
    this.pos++;
    const attribute = attributeName(name.text);
    const next = this.peek();
    if (next?.t === 'op') {
      this.pos++;
      return { kind: 'numeric', attribute, op: next.op, value: this.number(), negated: false };
    }
    if (next?.t !== ':') this.expect("':' or an operator");
    this.pos++;
    const value = this.peek();
    if (value?.t !== 'word') this.expect('a value');
    this.pos++;
    if (this.peek()?.t === 'TO') {
      this.pos++;
      const low = toNumber(value.text);
      if (low === null) throw new FilterSyntaxError(`invalid number '${value.text}'`);
      return { kind: 'range', attribute, low, high: this.number(), negated: false };
    }
    return { kind: 'facet', attribute, value: value.text, negated: false };
  }

  private number(): number {
    const tok = this.peek();
    if (tok?.t !== 'word') this.expect('a number');
    const n = toNumber(tok.text);
    if (n === null) throw new FilterSyntaxError(`invalid number '${tok.text}'`);
    this.pos++;
    return n;
  }

  done(): boolean {
    return this.pos >= this.toks.length;
  }
}

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
