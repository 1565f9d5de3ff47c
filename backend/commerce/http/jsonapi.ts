/** JSON:API documents as Spree's serializers write them: data, included (on request), meta and links. */
import type { Params } from './params';
import { list, obj } from './params';

export interface Relationship {
  data: { id: string; type: string } | { id: string; type: string }[] | null;
}

export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
}

export const ref = (type: string, id: string | number | null | undefined): Relationship =>
  ({ data: id === null || id === undefined ? null : { id: String(id), type } });
export const refs = (type: string, ids: (string | number)[]): Relationship =>
  ({ data: ids.map((id) => ({ id: String(id), type })) });

/** The include paths asked for, e.g. 'line_items.variant.product' gives both prefixes. */
export class Includes {
  private readonly paths: Set<string>;
  constructor(params: Params) {
    this.paths = new Set(list(params.include));
  }
  has(path: string): boolean {
    for (const p of this.paths) if (p === path || p.startsWith(`${path}.`)) return true;
    return false;
  }
  get any(): boolean {
    return this.paths.size > 0;
  }
}

export class Included {
  private readonly byKey = new Map<string, Resource>();
  add(...resources: Resource[]): void {
    for (const r of resources) {
      const key = `${r.type}:${r.id}`;
      if (!this.byKey.has(key)) this.byKey.set(key, r);
    }
  }
  get all(): Resource[] {
    return [...this.byKey.values()];
  }
}

/** Sparse fieldsets: `fields[product]=name,price` keeps only those attributes and relationships. */
function sparse(resource: Resource, fields: Params): Resource {
  const wanted = list(fields[resource.type]);
  if (wanted.length === 0) return resource;
  const keep = new Set(wanted);
  const attributes = Object.fromEntries(Object.entries(resource.attributes).filter(([k]) => keep.has(k)));
  const relationships = resource.relationships
    ? Object.fromEntries(Object.entries(resource.relationships).filter(([k]) => keep.has(k)))
    : undefined;
  return { ...resource, attributes, ...(relationships ? { relationships } : {}) };
}

export interface Page {
  page: number;
  perPage: number;
  totalCount: number;
}

export function document(
  data: Resource | Resource[],
  params: Params,
  included?: Included,
  pagination?: { page: Page; url: string },
): Record<string, unknown> {
  const fields = obj(params.fields);
  const doc: Record<string, unknown> = {
    data: Array.isArray(data) ? data.map((r) => sparse(r, fields)) : sparse(data, fields),
  };
  if (new Includes(params).any) doc.included = (included?.all ?? []).map((r) => sparse(r, fields));
  if (pagination && Array.isArray(data)) {
    const { page, perPage, totalCount } = pagination.page;
    const totalPages = Math.max(1, Math.ceil(totalCount / perPage));
    doc.meta = { count: data.length, total_count: totalCount, total_pages: totalPages };
    const link = (n: number) => {
      const u = new URL(pagination.url);
      u.searchParams.set('page', String(n));
      u.searchParams.set('per_page', String(perPage));
      return u.toString();
    };
    doc.links = {
      self: pagination.url,
      next: link(Math.min(page + 1, totalPages)),
      prev: link(Math.max(page - 1, 1)),
      last: link(totalPages),
      first: link(1),
    };
  }
  return doc;
}

/** Pagination of a list answered whole (one page holding everything): Spree's meta and links all the same. */
export function wholeList(url: string, count: number): { page: Page; url: string } {
  return { page: { page: 1, perPage: Math.max(1, count), totalCount: count }, url };
}

/** page and per_page as Spree reads them: defaults 25, at most 500 per page. */
export function pageParams(params: Params): { page: number; perPage: number } {
  const page = Math.max(1, Math.floor(Number(params.page ?? 1)) || 1);
  const perPage = Math.min(500, Math.max(1, Math.floor(Number(params.per_page ?? 25)) || 25));
  return { page, perPage };
}
