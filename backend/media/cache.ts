/**
 * Rendered images are cached twice: a small in-memory LRU (bounded by bytes) for hot thumbnails and
 * files under `${dataDir}/media-cache/` that survive restarts. Disk writes are atomic (temp file +
 * rename) so a crash or a concurrent reader never sees half an image.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface CachedImage {
  body: Buffer;
  etag: string;
}

export const etagOf = (body: Buffer): string => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export class MemoryLru {
  private readonly items = new Map<string, CachedImage>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedImage | undefined {
    const hit = this.items.get(key);
    if (hit) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.items.delete(key);
      this.items.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: CachedImage): void {
    if (value.body.length > this.maxBytes / 4) return;
    const old = this.items.get(key);
    if (old) { this.bytes -= old.body.length; this.items.delete(key); }
    this.items.set(key, value);
    this.bytes += value.body.length;
    for (const [k, v] of this.items) {
      if (this.bytes <= this.maxBytes) break;
      this.items.delete(k);
      this.bytes -= v.body.length;
    }
  }

  get size(): number {
    return this.items.size;
  }
}

export class DiskCache {
  constructor(readonly root: string) {}

  /** Cache keys are made of validated URL parts only ([a-z0-9+-_.]), so they map safely to paths. */
  file(key: string): string {
    return path.join(this.root, key);
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  async write(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(tmp, body);
    await fs.promises.rename(tmp, file);
  }
}
