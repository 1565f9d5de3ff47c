/**
 * A small validator of answers against Spree's own OpenAPI description of the Storefront API v2
 * (spree/spree 4-7-stable, api/docs/v2/storefront/index.yaml). The document is read from
 * SPREE_OPENAPI_FILE, by default the team's shared reference copy beside the checkout
 * (`../shared/reference/spree-storefront-v2/`, which CI lays beside its clone too); it is not vendored
 * into the project. It understands the OpenAPI 3.0 subset that document uses: $ref, type (with nullable),
 * properties, required, items, enum, allOf, anyOf/oneOf — where the alternatives are JSON:API
 * resources, the one whose `type` default names the resource's type is the one checked.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SPREE_OPENAPI_FILE =
  process.env.SPREE_OPENAPI_FILE ?? path.resolve(process.cwd(), '..', 'shared', 'reference', 'spree-storefront-v2', 'storefront.yaml');
/** Spree's OAuth description (api/docs/oauth/index.yml), next to the storefront one unless given. */
export const SPREE_OAUTH_OPENAPI_FILE = process.env.SPREE_OAUTH_OPENAPI_FILE ?? path.join(path.dirname(SPREE_OPENAPI_FILE), 'oauth.yml');

type Schema = {
  $ref?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

type Content = Record<string, { schema: Schema }>;
interface OpenApi {
  paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Content }> }>>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, { content: Content }> };
}

const loaded = new Map<string, OpenApi>();

function load(file: string): OpenApi {
  const cached = loaded.get(file);
  if (cached) return cached;
  if (!fs.existsSync(file)) {
    throw new Error(`Spree's OpenAPI document is not at ${file}: set SPREE_OPENAPI_FILE (and SPREE_OAUTH_OPENAPI_FILE) to copies of spree/spree 4-7-stable api/docs/v2/storefront/index.yaml (and api/docs/oauth/index.yml)`);
  }
  // js-yaml ships no types; only its load() is used.
  const yaml = createRequire(import.meta.url)('js-yaml') as { load(text: string): unknown };
  const doc = yaml.load(fs.readFileSync(file, 'utf8')) as OpenApi;
  loaded.set(file, doc);
  return doc;
}

/** The document whose schemas `$ref`s point into while a value is checked. */
let current: OpenApi | null = null;
const spec = (): OpenApi => current ?? load(SPREE_OPENAPI_FILE);

function resolve(schema: Schema): Schema {
  let s = schema;
  while (s.$ref) {
    const name = s.$ref.replace('#/components/schemas/', '');
    const next = spec().components.schemas[name];
    if (!next) throw new Error(`unknown schema ${s.$ref}`);
    s = next;
  }
  return s;
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function check(value: unknown, raw: Schema, at: string, out: string[]): void {
  const schema = resolve(raw);
  if (schema.allOf) for (const s of schema.allOf) check(value, s, at, out);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const resourceType = value && typeof value === 'object' ? (value as { type?: unknown }).type : undefined;
    const named = alternatives.filter((s) => resolve(s).properties?.type?.default === resourceType);
    if (named.length === 1) {
      check(value, named[0], `${at}<${String(resourceType)}>`, out);
    } else if (!alternatives.some((s) => validate(value, s).length === 0)) {
      out.push(`${at}: matches none of ${alternatives.map((s) => s.$ref ?? s.type).join(', ')}${resourceType ? ` (type ${String(resourceType)})` : ''}`);
    }
  }
  if (value === null) {
    if (schema.type && !schema.nullable) out.push(`${at}: null where the schema says ${schema.type}`);
    return;
  }
  if (schema.enum && !schema.enum.includes(value)) out.push(`${at}: ${JSON.stringify(value)} not in ${JSON.stringify(schema.enum)}`);
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') out.push(`${at}: ${typeOf(value)} where the schema says string`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') out.push(`${at}: ${typeOf(value)} where the schema says boolean`);
      break;
    case 'number':
      if (typeof value !== 'number') out.push(`${at}: ${typeOf(value)} where the schema says number`);
      break;
    case 'integer':
      if (!Number.isInteger(value)) out.push(`${at}: ${JSON.stringify(value)} where the schema says integer`);
      break;
    case 'array':
      if (!Array.isArray(value)) out.push(`${at}: ${typeOf(value)} where the schema says array`);
      else if (schema.items) value.forEach((v, i) => check(v, schema.items as Schema, `${at}[${i}]`, out));
      break;
    case 'object':
    case undefined:
      if (schema.type === 'object' && typeOf(value) !== 'object') {
        out.push(`${at}: ${typeOf(value)} where the schema says object`);
        break;
      }
      if (typeOf(value) === 'object') {
        const obj = value as Record<string, unknown>;
        for (const key of schema.required ?? []) if (!(key in obj)) out.push(`${at}.${key}: required, missing`);
        for (const [key, sub] of Object.entries(schema.properties ?? {})) if (key in obj) check(obj[key], sub, `${at}.${key}`, out);
      }
      break;
  }
}

/** Every way `value` departs from `schema` (empty when it conforms); `$ref`s resolve in `doc`. */
export function validate(value: unknown, schema: Schema, doc: OpenApi = spec()): string[] {
  const out: string[] = [];
  const outer = current;
  current = doc;
  try {
    check(value, schema, '$', out);
  } finally {
    current = outer;
  }
  return out;
}

/** The JSON schema of a success answer, by the operation's method and path, e.g. ('get', '/api/v2/storefront/countries'). */
export function responseSchema(method: string, path: string, status = '200', doc: OpenApi = load(SPREE_OPENAPI_FILE)): Schema {
  const answer = doc.paths[path]?.[method.toLowerCase()]?.responses?.[status];
  const content = answer?.$ref ? doc.components.responses?.[answer.$ref.replace('#/components/responses/', '')]?.content : answer?.content;
  if (!content) throw new Error(`no ${status} answer described for ${method.toUpperCase()} ${path}`);
  return (content['application/vnd.api+json'] ?? content['application/json'] ?? Object.values(content)[0]).schema;
}

/** Validates an answer against the documented one for that operation (paths under /spree_oauth: the OAuth document). */
export function conformance(method: string, path: string, body: unknown, status = '200'): string[] {
  const doc = load(path.startsWith('/spree_oauth') ? SPREE_OAUTH_OPENAPI_FILE : SPREE_OPENAPI_FILE);
  return validate(body, responseSchema(method, path, status, doc), doc);
}
