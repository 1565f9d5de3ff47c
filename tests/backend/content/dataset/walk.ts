/** Walks every nested object of a document, with its JSON path, for generic dataset checks. */
export type Visit = (value: Record<string, unknown>, path: string) => void;

export function walk(value: unknown, visit: Visit, path = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, visit, `${path}[${i}]`));
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    visit(record, path);
    for (const [key, child] of Object.entries(record)) walk(child, visit, path ? `${path}.${key}` : key);
  }
}

export function collect(value: unknown, predicate: (v: Record<string, unknown>) => boolean): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  walk(value, (v) => {
    if (predicate(v)) found.push(v);
  });
  return found;
}
