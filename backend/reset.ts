/**
 * Resets the embedded backend's data: deletes the commerce database, the e-mail outbox, the content
 * dataset built from the catalogue and the image caches, and seeds a fresh catalogue.
 *   npx tsx backend/reset.ts [--products N] [--seed S] [--data-dir DIR]
 * Defaults: 1,500 products, BACKEND_DATA_DIR or ./data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { databaseFile, openDatabase } from './commerce/db';
import { loadSeed } from './commerce/db/load-seed';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, MAX_PRODUCTS } from './seed';

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const args = z.object({
  products: z.coerce.number().int().min(1).max(MAX_PRODUCTS).default(DEFAULT_PRODUCTS),
  seed: z.coerce.number().int().default(DEFAULT_SEED),
  dataDir: z.string().default(process.env.BACKEND_DATA_DIR ?? 'data'),
}).parse({ products: values.products, seed: values.seed, dataDir: values['data-dir'] });

const dataDir = path.resolve(args.dataDir);
const file = databaseFile(dataDir);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
fs.rmSync(path.join(dataDir, 'outbox'), { recursive: true, force: true });
// The content dataset refers to products by id and is rebuilt from the new catalogue on next start;
// rendered images are caches.
for (const derived of ['content', 'content-image-cache', 'media-cache']) fs.rmSync(path.join(dataDir, derived), { recursive: true, force: true });

const db = openDatabase(file);
const summary = loadSeed(db, { products: args.products, seed: args.seed });
db.close();
console.log(`seeded ${file}: ${summary.products} products, ${summary.artisans} artisans, ${summary.taxons} taxons in ${summary.milliseconds} ms`);
