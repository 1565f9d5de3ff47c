/** One started embedded backend per commerce test file: the official SDK pointed at it and a read handle on its database. */
import { startBackend, type RunningBackend } from '../../helpers/backend';
import { catalogueDb } from './fixtures';
import { spreeClient, type SpreeClient } from './spree-client';

export type CatalogueDb = ReturnType<typeof catalogueDb>;

export interface CommerceBackend {
  backend: RunningBackend;
  client: SpreeClient;
  db: CatalogueDb;
}

export async function startCommerceBackend(): Promise<CommerceBackend> {
  const backend = await startBackend();
  return { backend, client: spreeClient(backend.url), db: catalogueDb(backend.dataDir) };
}

export async function stopCommerceBackend({ backend, db }: Pick<CommerceBackend, 'backend' | 'db'>): Promise<void> {
  db.close();
  await backend.stop();
}
