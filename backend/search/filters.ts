/**
 * Algolia's three ways of saying "only these records", turned into one form: a conjunction of
 * OR-groups (CNF). The grammar is written down in backend/search/README.md ("Filters").
 *
 *   filters        'artisan_slug:bottega-rossi AND (materials:Walnut OR materials:Oak) AND NOT b2b_only:true
 *                   AND price_EUR:500 TO 2000 AND lead_time <= 4'
 *   facetFilters   [['materials:Walnut', 'materials:Oak'], 'colors:-Black']   (outer AND, inner OR, '-' excludes)
 *   numericFilters ['price_EUR >= 500', ['lead_time = 0', 'lead_time = 1']]
 */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterAtom =
  /** attr:value — a facet value; on a numeric attribute, equality with the number. */
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number; negated: boolean }
  /** attr:low TO high, both ends included. */
  | { kind: 'range'; attribute: string; low: number; high: number; negated: boolean };

/** Every group must hold; a group holds when any of its atoms holds. */
export type FilterCnf = FilterAtom[][];

export class FilterError extends Error {}

// ---- the `filters` string ----------------------------------------------------------------------

type Tok =
  | { t: 'lp' | 'rp' | 'colon' | 'and' | 'or' | 'not' | 'to'; col: number }
  | { t: 'op'; op: NumericOp; col: number }
  | { t: 'word'; text: string; quoted: boolean; col: number };

const OPS: NumericOp[] = ['<=', '>=', '!=', '<', '>', '='];
const KEYWORDS: Record<string, 'and' | 'or' | 'not' | 'to'> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };

function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    const col = i + 1;
    if (/\s/.test(ch)) { i++; continue; }
    if (ch === '(') { toks.push({ t: 'lp', col }); i++; continue; }
    if (ch === ')') { toks.push({ t: 'rp', col }); i++; continue; }
    if (ch === ':') { toks.push({ t: 'colon', col }); i++; continue; }
    const op = OPS.find((o) => src.startsWith(o, i));
    if (op) { toks.push({ t: 'op', op, col }); i += op.length; continue; }
    if (ch === '"' || ch === "'") {
      let text = '';
      let j = i + 1;
      while (j < src.length && src[j] !== ch) {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        text += src[j++];
      }
      if (j >= src.length) throw new FilterError(`filters: Unterminated string starting at col ${col}`);
      toks.push({ t: 'word', text, quoted: true, col });
      i = j + 1;
      continue;
    }
    let j = i;
    while (j < src.length && !/[\s():"'<>=!]/.test(src[j])) j++;
    const text = src.slice(i, j);
    const kw = KEYWORDS[text];
    toks.push(kw ? { t: kw, col } : { t: 'word', text, quoted: false, col });
    i = j;
  }
  return toks;
}

type Node = { and: Node[] } | { or: Node[] } | { not: Node } | { atom: FilterAtom };

function describe(tok: Tok | undefined): string {
  if (!tok) return 'end of filter';
  if (tok.t === 'word') return `'${tok.text}'`;
  if (tok.t === 'op') return `'${tok.op}'`;
  const names = { lp: '(', rp: ')', colon: ':', and: 'AND', or: 'OR', not: 'NOT', to: 'TO' } as const;
  return `'${names[tok.t]}'`;
}

class Parser {
  private pos = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(): Tok | undefined { return this.toks[this.pos]; }
  private fail(expected: string): never {
    const tok = this.peek();
    const at = tok ? ` at col ${tok.col}` : '';
    throw new FilterError(`filters: Unexpected token ${describe(tok)} expected ${expected}${at}`);
  }

  parseAll(): Node {
    const node = this.parseOr();
    if (this.peek()) this.fail('AND or OR');
    return node;
  }

  private parseOr(): Node {
    const items = [this.parseAnd()];
    while (this.peek()?.t === 'or') { this.pos++; items.push(this.parseAnd()); }
    return items.length === 1 ? items[0] : { or: items };
  }

  private parseAnd(): Node {
    const items = [this.parseUnary()];
    while (this.peek()?.t === 'and') { this.pos++; items.push(this.parseUnary()); }
    return items.length === 1 ? items[0] : { and: items };
  }

  private parseUnary(): Node {
    const tok = this.peek();
    if (tok?.t === 'not') { this.pos++; return { not: this.parseUnary() }; }
    if (tok?.t === 'lp') {
      this.pos++;
      const inner = this.parseOr();
      if (this.peek()?.t !== 'rp') this.fail("')'");
      this.pos++;
      return inner;
    }
    return { atom: this.parseAtom() };
  }

  parseAtom(): FilterAtom {
    const name = this.peek();
    if (name?.t !== 'word') this.fail('a filter');
    this.pos++;
    const attribute = name.text;
    const next = this.peek();
    if (next?.t === 'op') {
      this.pos++;
      return { kind: 'numeric', attribute, op: next.op, value: this.parseNumber(), negated: false };
    }
    if (next?.t !== 'colon') this.fail("':' or an operator");
    this.pos++;
    const value = this.peek();
    if (value?.t !== 'word') this.fail('a value');
    this.pos++;
    if (this.peek()?.t === 'to') {
      this.pos++;
      const low = toNumber(value.text);
      if (low === null) throw new FilterError(`filters: Invalid number '${value.text}' at col ${value.col}`);
      return { kind: 'range', attribute, low, high: this.parseNumber(), negated: false };
    }
    return { kind: 'facet', attribute, value: value.text, negated: false };
  }

  private parseNumber(): number {
    const tok = this.peek();
    if (tok?.t !== 'word') this.fail('a number');
    const n = toNumber(tok.text);
    if (n === null) throw new FilterError(`filters: Invalid number '${tok.text}' at col ${tok.col}`);
    this.pos++;
    return n;
  }

  done(): boolean { return this.pos >= this.toks.length; }
}

function toNumber(text: string): number | null {
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return null;
  return Number(text);
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

/** Only an AND of OR-groups of (possibly negated) filters is allowed, as in Algolia. */
function toCnf(node: Node): FilterCnf {
  return flatten(node, 'and').map((conj) => {
    const lit = literal(conj);
    if (lit) return [lit];
    if ('or' in conj) {
      return flatten(conj, 'or').map((n) => {
        const l = literal(n);
        if (!l) throw new FilterError('filters: an OR group may only contain filters, not AND groups');
        return l;
      });
    }
    throw new FilterError('filters: NOT may only negate a single filter, not a group');
  });
}

export function parseFilters(src: string): FilterCnf {
  if (!src.trim()) return [];
  return toCnf(new Parser(lex(src)).parseAll());
}

// ---- facetFilters and numericFilters ----------------------------------------------------------

export type NestedFilters = string | (string | string[])[];

function facetAtom(src: string): FilterAtom {
  const idx = src.indexOf(':');
  if (idx <= 0) throw new FilterError(`facetFilters: invalid syntax '${src}', expected 'attribute:value'`);
  const attribute = src.slice(0, idx).trim();
  let value = src.slice(idx + 1);
  let negated = false;
  if (value.startsWith('-')) { negated = true; value = value.slice(1); }
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { kind: 'facet', attribute, value, negated };
}

function numericAtom(src: string): FilterAtom {
  const parser = new Parser(lex(src));
  let atom: FilterAtom;
  try {
    atom = parser.parseAtom();
  } catch (err) {
    throw new FilterError(`numericFilters: invalid syntax '${src}'${err instanceof Error ? ` (${err.message.replace(/^filters: /, '')})` : ''}`);
  }
  if (!parser.done() || atom.kind === 'facet') throw new FilterError(`numericFilters: invalid syntax '${src}'`);
  return atom;
}

function nested(input: NestedFilters, atom: (s: string) => FilterAtom): FilterCnf {
  const list = typeof input === 'string' ? [input] : input;
  return list.map((item) => (Array.isArray(item) ? item.map(atom) : [atom(item)])).filter((g) => g.length > 0);
}

export const parseFacetFilters = (input: NestedFilters): FilterCnf => nested(input, facetAtom);
export const parseNumericFilters = (input: NestedFilters): FilterCnf => nested(input, numericAtom);
