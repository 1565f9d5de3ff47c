/** Just enough JSON:API to resolve a resource's relationships against the `included` documents. */
export interface Resource {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | { id: string; type: string }[] | null }>;
}

export interface JsonApiDocument {
  data: Resource;
  included?: Resource[];
}

function key(ref: { id: string; type: string }) {
  return `${ref.type}:${ref.id}`;
}

/** The included resources a relationship points to, in the relationship's order. */
export function related(document: JsonApiDocument, resource: Resource, name: string): Resource[] {
  const data = resource.relationships?.[name]?.data;
  if (!data) return [];
  const index = new Map((document.included ?? []).map((r) => [key(r), r]));
  return (Array.isArray(data) ? data : [data]).map((ref) => index.get(key(ref))).filter((r): r is Resource => r !== undefined);
}

/**
 * A list answer (GET addresses, orders, wishlists…) as the SDK types it: its attribute interfaces
 * have no index signature, so list mappers take this and read its resources with `resourcesOf`.
 */
export interface ListAnswer {
  data: object | object[];
  included?: object[];
}

/** The resources of an answer, one or many, as a list. */
export function resourcesOf(answer: ListAnswer): Resource[] {
  const data = answer.data as Resource | Resource[];
  return Array.isArray(data) ? data : [data];
}

/** An attribute as text: a string as it is, a number or boolean written out, anything else (null, absent) ''. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}
