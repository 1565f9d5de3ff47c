/** What every commerce route needs: the database, the catalogue, configuration and the outbox. */
import type { Db } from './db';
import type { CatalogueRepository } from './catalogue/repository';
import type { CommerceFeed } from './feed';
import type { Outbox } from './outbox';

export interface CommerceConfig {
  publicUrl: string;
  /** The storefront's origin (STOREFRONT_URL): confirmation links lead to its pages; null: to this service. */
  storefrontUrl?: string | null;
  dataDir: string;
  /** Lifetime of an OAuth access token in seconds (Spree's default: 7,200). */
  accessTokenTtl: number;
  /** Stripe secret key; create_stripe_session answers 422 without it. */
  stripeSecretKey: string | null;
  /** Signing secret of the Stripe webhook (STRIPE_WEBHOOK_SECRET): Stripe Checkout orders complete on its signed events. */
  stripeWebhookSecret?: string | null;
  /** The operator's key for /api/v2/platform trade applications (COMMERCE_ADMIN_KEY); tests set it here. */
  adminKey?: string | null;
  /** Key the embedded outbox asks for in X-Outbox-Key (EMBEDDED_OUTBOX_KEY); null: loopback clients only. */
  outboxKey: string | null;
  /** Current time in ms; replaceable in tests to expire tokens. */
  now(): number;
}

export interface CommerceContext {
  db: Db;
  repo: CatalogueRepository;
  feed: CommerceFeed;
  outbox: Outbox;
  config: CommerceConfig;
}
