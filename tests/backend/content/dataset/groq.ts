/** Evaluates GROQ with groq-js as the content service does: params are bound at parse time too. */
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from '../../../../backend/content/dataset/index';

export async function groq<T = unknown>(dataset: SanityDocument[], query: string, params: Record<string, unknown>): Promise<T> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset, params });
  return (await value.get()) as T;
}

/** The published perspective: drafts left out. */
export function publishedPerspective(docs: SanityDocument[]): SanityDocument[] {
  return docs.filter((d) => !d._id.startsWith('drafts.'));
}

/** The drafts perspective: each draft replaces its published document under the published id. */
export function draftsPerspective(docs: SanityDocument[]): SanityDocument[] {
  const drafts = new Map(docs.filter((d) => d._id.startsWith('drafts.')).map((d) => [d._id.slice('drafts.'.length), d]));
  const published = publishedPerspective(docs).map((d) => {
    const draft = drafts.get(d._id);
    return draft ? { ...draft, _id: d._id } : d;
  });
  const draftOnly = [...drafts.entries()].filter(([id]) => !published.some((d) => d._id === id)).map(([id, d]) => ({ ...d, _id: id }));
  return [...published, ...draftOnly];
}
