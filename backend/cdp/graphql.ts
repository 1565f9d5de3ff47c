/**
 * The part of GraphQL the customer-data protocol uses: one operation (query or mutation, optionally
 * named, with variable definitions), fields with aliases, arguments (variables, strings, numbers,
 * booleans, null, enums, lists) and nested selections. No fragments or directives: a document that
 * uses them is refused with a GraphQL error, as a real server refuses what its schema lacks.
 */
export type Value = string | number | boolean | null | Value[];

export interface Field {
  alias: string;
  name: string;
  args: Record<string, Value>;
  selections: Field[];
}

export interface Operation {
  kind: 'query' | 'mutation';
  selections: Field[];
}

export class GraphQLSyntaxError extends Error {}

const TOKEN = /\s*(?:(#[^\n]*)|("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|(\$?[A-Za-z_][A-Za-z0-9_]*)|([{}():\[\]!,=@.]|\.\.\.))/y;

function tokenize(source: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) {
      if (/^\s*$/.test(source.slice(start))) break;
      throw new GraphQLSyntaxError(`Syntax Error: Unexpected character at ${start}.`);
    }
    if (match[1]) continue;
    const token = match[2] ?? match[3] ?? match[4] ?? match[5];
    if (token !== undefined && token !== ',') tokens.push(token);
  }
  return tokens;
}

export function parseOperation(source: string, variables: Record<string, unknown> = {}): Operation {
  const tokens = tokenize(source);
  let i = 0;
  const peek = () => tokens[i];
  const next = () => {
    if (i >= tokens.length) throw new GraphQLSyntaxError('Syntax Error: Unexpected <EOF>.');
    return tokens[i++];
  };
  const expect = (t: string) => {
    const got = next();
    if (got !== t) throw new GraphQLSyntaxError(`Syntax Error: Expected "${t}", found "${got}".`);
  };

  function value(): Value {
    const t = next();
    if (t === '[') {
      const list: Value[] = [];
      while (peek() !== ']') list.push(value());
      next();
      return list;
    }
    if (t.startsWith('$')) {
      const v = variables[t.slice(1)];
      return v === undefined ? null : (v as Value);
    }
    if (t.startsWith('"')) return JSON.parse(t) as string;
    if (/^-?\d/.test(t)) return Number(t);
    if (t === 'true' || t === 'false') return t === 'true';
    if (t === 'null') return null;
    if (/^[A-Za-z_]/.test(t)) return t;
    throw new GraphQLSyntaxError(`Syntax Error: Unexpected "${t}".`);
  }

  function selectionSet(): Field[] {
    expect('{');
    const fields: Field[] = [];
    while (peek() !== '}') {
      const first = next();
      if (first === '...' || first === '@') throw new GraphQLSyntaxError('Fragments and directives are not supported.');
      const alias = first;
      let name = first;
      if (peek() === ':') {
        next();
        name = next();
      }
      const args: Record<string, Value> = {};
      if (peek() === '(') {
        next();
        while (peek() !== ')') {
          const arg = next();
          expect(':');
          args[arg] = value();
        }
        next();
      }
      const selections = peek() === '{' ? selectionSet() : [];
      fields.push({ alias, name, args, selections });
    }
    next();
    return fields;
  }

  let kind: Operation['kind'] = 'query';
  if (peek() === 'query' || peek() === 'mutation') {
    kind = next() as Operation['kind'];
    if (peek() !== '{' && peek() !== '(') next(); // operation name
    if (peek() === '(') {
      // Variable definitions: their values come from `variables`; types are not checked here.
      let depth = 0;
      do {
        const t = next();
        if (t === '(') depth += 1;
        if (t === ')') depth -= 1;
      } while (depth > 0);
    }
  }
  const selections = selectionSet();
  if (i < tokens.length) throw new GraphQLSyntaxError('Only one operation per document is supported.');
  return { kind, selections };
}
