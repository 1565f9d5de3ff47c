/**
 * The grammar of Algolia's filter syntax, as the storefront reads it: the atoms a filter is made of
 * (`attr:value`, `attr op number`, `attr:low TO high`, each maybe negated), and the lexer and
 * recursive-descent parser that turn filter text into a tree of AND, OR and NOT over them.
 * lib/search/filter-syntax.ts shapes that tree into what Algolia accepts and writes it out again.
 */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type FilterAtom =
  /** attr:value — a facet value (or equality with a number). */
  | { kind: 'facet'; attribute: string; value: string; negated: boolean }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number; negated: boolean }
  /** attr:low TO high, both ends included. */
  | { kind: 'range'; attribute: string; low: number; high: number; negated: boolean };

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

export function attributeName(text: string): string {
  if (!ATTRIBUTE.test(text)) throw new FilterSyntaxError(`invalid attribute name '${text}'`);
  return text;
}

type Tok =
  | { t: '(' | ')' | ':' | 'AND' | 'OR' | 'NOT' | 'TO' }
  | { t: 'op'; op: NumericOp }
  | { t: 'word'; text: string };

export function lex(src: string): Tok[] {
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

export type Node = { and: Node[] } | { or: Node[] } | { not: Node } | { atom: FilterAtom };

export class Parser {
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
