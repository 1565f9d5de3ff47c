/**
 * GROQ evaluation with groq-js, answering errors as api.sanity.io does: a syntax error or a
 * referenced-but-missing parameter is a 400 `queryParseError` with the offending span.
 */
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from './dataset';

export interface QueryParseError {
  description: string;
  query: string;
  start: number;
  end: number;
  type: 'queryParseError';
}

export class GroqError extends Error {
  constructor(readonly details: QueryParseError) {
    super(details.description);
  }
}

/** `$name` references outside string literals. */
function referencedParams(query: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  const pattern = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\$([A-Za-z_][A-Za-z0-9_]*)/g;
  for (const match of query.matchAll(pattern)) {
    if (match[1]) found.push({ name: match[1], start: match.index!, end: match.index! + match[0].length });
  }
  return found;
}

export async function runQuery(query: string, params: Record<string, unknown>, dataset: SanityDocument[]): Promise<unknown> {
  const missing = referencedParams(query).find((p) => !(p.name in params));
  if (missing) {
    throw new GroqError({ description: `param $${missing.name} referenced, but not provided`, query, start: missing.start, end: missing.end, type: 'queryParseError' });
  }
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position = (error as { position?: number }).position ?? 0;
    throw new GroqError({ description: (error as Error).message, query, start: position, end: position + 1, type: 'queryParseError' });
  }
  const value = await evaluate(tree, { dataset, params });
  return value.get();
}
