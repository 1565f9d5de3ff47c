/**
 * The content dataset on disk (`${dataDir}/content/{dataset}.ndjson`, one document per line, as
 * Sanity exports it) and its views by perspective: published documents only; drafts overlaying the
 * documents they edit (Sanity's `drafts` perspective); or every document as stored (`raw`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CatalogueFeed } from '../contracts';
import { buildContentDataset, type SanityDocument } from './dataset';

export type Perspective = 'published' | 'drafts' | 'raw';

const DRAFT_PREFIX = 'drafts.';
const isDraft = (doc: SanityDocument) => doc._id.startsWith(DRAFT_PREFIX);

export class ContentStore {
  private readonly views = new Map<Perspective, SanityDocument[]>();
  private readonly assetsById: Map<string, SanityDocument>;

  constructor(readonly documents: SanityDocument[]) {
    this.assetsById = new Map(documents.filter((d) => d._type === 'sanity.imageAsset').map((d) => [d._id, d]));
  }

  /** Loads the dataset file, writing it from the catalogue first when it does not exist yet. */
  static open({ dataDir, dataset, feed, publicUrl, projectId }: { dataDir: string; dataset: string; feed: CatalogueFeed; publicUrl: string; projectId: string }): ContentStore {
    const file = path.join(dataDir, 'content', `${dataset}.ndjson`);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const documents = buildContentDataset(feed, { publicUrl, projectId, dataset });
      const temporary = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, documents.map((d) => JSON.stringify(d)).join('\n') + '\n');
      fs.renameSync(temporary, file);
    }
    const lines = fs.readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
    return new ContentStore(lines.map((line) => JSON.parse(line) as SanityDocument));
  }

  view(perspective: Perspective): SanityDocument[] {
    let view = this.views.get(perspective);
    if (!view) {
      view = perspective === 'raw' ? this.documents : perspective === 'published' ? this.documents.filter((d) => !isDraft(d)) : overlayDrafts(this.documents);
      this.views.set(perspective, view);
    }
    return view;
  }

  asset(id: string): SanityDocument | undefined {
    return this.assetsById.get(id);
  }
}

/** Drafts replace the documents they edit, under the published id, keeping `_originalId` as Sanity does. */
function overlayDrafts(documents: SanityDocument[]): SanityDocument[] {
  const byId = new Map<string, SanityDocument>();
  for (const doc of documents) if (!isDraft(doc)) byId.set(doc._id, { ...doc, _originalId: doc._id });
  for (const doc of documents) {
    if (!isDraft(doc)) continue;
    const id = doc._id.slice(DRAFT_PREFIX.length);
    byId.set(id, { ...doc, _id: id, _originalId: doc._id });
  }
  return [...byId.values()];
}
