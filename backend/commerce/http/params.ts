/**
 * Request parameters the way Spree reads them: the query string (Rack's bracket syntax,
 * `filter[taxons]=1,2`, `ids[]=1`) merged with a JSON or form body (the SDK sends include/fields
 * in the body for POST/PATCH/DELETE).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { invalid } from './errors';

export type Params = { [key: string]: ParamValue };
export type ParamValue = string | number | boolean | null | ParamValue[] | Params;

/** Sets `a[b][c]=v` / `a[]=v` style keys into a nested object. */
export function assignBracketKey(target: Params, key: string, value: string): void {
  const parts = key.replace(/\]/g, '').split('[');
  let node: Params = target;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const nextIsArray = parts[i + 1] === '';
    if (part === '') return;
    if (last) {
      node[part] = value;
    } else if (nextIsArray && i + 1 === parts.length - 1) {
      const existing = node[part];
      node[part] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      const existing = node[part];
      if (!existing || typeof existing !== 'object' || Array.isArray(existing)) node[part] = {};
      node = node[part] as Params;
    }
  });
}

export function parseQuery(url: string): Params {
  const out: Params = {};
  const search = new URL(url).searchParams;
  for (const [key, value] of search) assignBracketKey(out, key, value);
  return out;
}

/** Query and body merged (body wins). Unreadable JSON is a 422, as Rails answers a parse error. */
export async function readParams(c: Context): Promise<Params> {
  const query = parseQuery(c.req.url);
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return query;
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (!text) return query;
  if (type.includes('application/x-www-form-urlencoded')) {
    const body: Params = {};
    for (const [k, v] of new URLSearchParams(text)) assignBracketKey(body, k, v);
    return { ...query, ...body };
  }
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' && !Array.isArray(body) ? { ...query, ...(body as Params) } : query;
  } catch {
    throw invalid({ base: ['The request body is not valid JSON.'] });
  }
}

/** Validates parameters with a zod schema; failures become Spree's 422 with field-keyed errors. */
export function validate<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'base';
    (errors[key] ??= []).push(issue.message);
  }
  throw invalid(errors);
}

/** A comma list or array of strings (`include=images,artisan`, `filter[ids]=1,2`, `ids[]=1`). */
export function list(value: ParamValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((v) => list(v));
  if (typeof value === 'object') return [];
  return String(value).split(',').map((s) => s.trim()).filter(Boolean);
}

export function str(value: ParamValue | undefined): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

export function obj(value: ParamValue | undefined): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}
