/**
 * The embedded backend: Spree Storefront API v2 (commerce), Algolia's search REST API (search),
 * Sanity's query API (content), the generated media they link to, and reCAPTCHA Enterprise's
 * assessments (for the forms, when the storefront is configured to use it), composed on one port.
 * Tests build it in-process on a fresh data folder; backend/server.ts serves it.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { BackendOptions } from './contracts';
import { RequestActivity } from './activity';
import { openCommerce } from './commerce';
import { createSearchService } from './search';
import { createContentService } from './content';
import { createMediaService } from './media';
import { renderImage } from './media/render';
import { createInboxService } from './inbox';
import { createRecaptchaService } from './recaptcha';
import { createCdpService } from './cdp';

export type { BackendOptions };

export interface Backend {
  app: Hono;
  /** Builds what the services would otherwise build on first use (the search indexes): backend/server.ts, before it listens. */
  warm(): void;
  close(): void;
}

export function createBackend(options: BackendOptions): Backend {
  const commerce = openCommerce(options);
  const activity = new RequestActivity();
  const search = createSearchService(commerce.feed, { ...options, activity });
  // Content images are drawn by the media renderer from each asset's recipe.
  const content = createContentService(commerce.feed, { ...options, renderImage });
  const media = createMediaService(options);
  const inbox = createInboxService(options);
  const recaptcha = createRecaptchaService();
  // The customer-data service reads the commerce records (accounts, trade applications) and the intake's newsletter sign-ups.
  const cdp = createCdpService({ ...options, db: commerce.context.db });

  const app = new Hono();
  app.use('*', (_c, next) => activity.around(next));
  // Browsers may call the services (as they may call Spree, Algolia and Sanity), never with credentials:
  // they authenticate with headers. The embedded-only test aids under /__embedded/ get no CORS at all.
  const browsers = cors({ origin: (origin) => origin, credentials: false, maxAge: 86400 });
  app.use('*', (c, next) => (c.req.path.startsWith('/__embedded/') ? next() : browsers(c, next)));
  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/', inbox.app);
  app.route('/', recaptcha.app);
  app.route('/', cdp.app);
  app.route('/', media.app);
  app.route('/', search.app);
  app.route('/', content.app);
  app.route('/', commerce.app);

  return {
    app,
    warm: () => search.warm(),
    close() {
      search.close?.();
      content.close?.();
      commerce.close();
    },
  };
}
