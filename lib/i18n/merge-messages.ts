/** A message tree, or a part of one. */
export type Tree = Record<string, unknown>;
export const isTree = (value: unknown): value is Tree => Boolean(value) && typeof value === 'object';

/**
 * A page's messages added to those around it (components/i18n/MergedMessages.tsx): a namespace sent
 * whole replaces the picked keys of it; picked keys join the keys already there (top-level keys replace).
 */
export function mergeMessages(base: Tree, added: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [ns, value] of Object.entries(added)) {
    const before = merged[ns];
    merged[ns] = isTree(before) && isTree(value) ? { ...before, ...value } : value;
  }
  return merged;
}
