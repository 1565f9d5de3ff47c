/**
 * The embedded commerce service: Spree Storefront API v2 (JSON:API, OAuth2) over a SQLite database
 * in `${dataDir}/commerce.sqlite`, seeded from backend/seed on first open.
 */
import type { BackendOptions, CatalogueFeed, Service } from '../contracts';
import { CatalogueRepository } from './catalogue/repository';
import type { CommerceConfig, CommerceContext } from './context';
import { databaseFile, isSeeded, openDatabase } from './db';
import { loadSeed } from './db/load-seed';
import { createFeed } from './feed';
import { createCommerceApp } from './http/app';
import { createOutbox } from './outbox';
import { revalidateConfigFromEnv, revalidateOnProductChanges, type RevalidateConfig } from './revalidate';

export interface CommerceOptions extends BackendOptions {
  /** Overrides for tests (token lifetime, clock, Stripe key). */
  config?: Partial<Omit<CommerceConfig, 'publicUrl' | 'dataDir'>>;
  /**
   * The storefront to tell when products change (POST /api/revalidate/commerce); null: nobody.
   * Default: from STOREFRONT_URL and COMMERCE_REVALIDATE_SECRET (backend/commerce/revalidate.ts).
   */
  revalidate?: RevalidateConfig | null;
}

export type CommerceService = Service & {
  feed: CatalogueFeed;
  close(): void;
  context: CommerceContext;
  /** Resolves when the revalidation calls in flight have ended (tests). */
  revalidations(): Promise<void>;
};

export function openCommerce(options: CommerceOptions): CommerceService {
  const db = openDatabase(databaseFile(options.dataDir));
  if (!isSeeded(db)) {
    const products = options.seedProducts ?? (process.env.SEED_PRODUCTS ? Number(process.env.SEED_PRODUCTS) : undefined);
    loadSeed(db, { products });
  }
  const repo = new CatalogueRepository(db);
  const feed = createFeed(db, repo, options.publicUrl);
  const config: CommerceConfig = {
    publicUrl: options.publicUrl,
    dataDir: options.dataDir,
    accessTokenTtl: Number(process.env.COMMERCE_ACCESS_TOKEN_TTL ?? 7200),
    stripeSecretKey: process.env.STRIPE_SECRET_KEY || null,
    stripeWebhookSecret: process.env.STRIPE_WEBHOOK_SECRET || null,
    outboxKey: process.env.EMBEDDED_OUTBOX_KEY || null,
    storefrontUrl: process.env.STOREFRONT_URL?.trim() || null,
    now: () => Date.now(),
    ...options.config,
  };
  const context: CommerceContext = { db, repo, feed, outbox: createOutbox(options.dataDir, db), config };
  // Messages committed before the last stop but not yet written (the process died in between).
  context.outbox.deliverPending();
  const revalidateConfig = options.revalidate === undefined ? revalidateConfigFromEnv() : options.revalidate;
  const revalidator = revalidateConfig ? revalidateOnProductChanges(feed, repo, revalidateConfig) : null;
  return {
    app: createCommerceApp(context),
    feed,
    context,
    revalidations: () => revalidator?.pending() ?? Promise.resolve(),
    close() {
      revalidator?.stop();
      if (db.open) db.close();
    },
  };
}
