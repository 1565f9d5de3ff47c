/** The commerce routes: Spree's storefront API under /api/v2/storefront and OAuth under /spree_oauth. */
import { Hono } from 'hono';
import type { CommerceContext } from '../context';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';
import { cartRoutes } from './cart-routes';
import { catalogueRoutes } from './catalogue-routes';
import { checkoutRoutes } from './checkout-routes';
import { contentRoutes } from './content-routes';
import { registryRoutes } from './registry-routes';
import { mayReadOutbox } from './outbox-access';
import { errorResponse, json } from './route';
import { stripeRoutes } from './stripe-routes';
import { tradeRoutes } from './trade-routes';
import { wishlistRoutes } from './wishlist-routes';

export function createCommerceApp(ctx: CommerceContext): Hono {
  const storefront = new Hono();
  storefront.route('/', catalogueRoutes(ctx));
  storefront.route('/', contentRoutes(ctx));
  storefront.route('/', cartRoutes(ctx));
  storefront.route('/', checkoutRoutes(ctx));
  storefront.route('/', accountRoutes(ctx));
  storefront.route('/', wishlistRoutes(ctx));
  storefront.route('/', registryRoutes(ctx));
  const auth = authRoutes(ctx);
  storefront.route('/', auth.storefront);
  const trade = tradeRoutes(ctx);
  storefront.route('/', trade.storefront);

  const app = new Hono();
  app.onError((err) => errorResponse(err));
  app.route('/api/v2/storefront', storefront);
  app.route('/spree_oauth', auth.oauth);
  app.route('/api/v2/platform', trade.platform);
  app.route('/stripe', stripeRoutes(ctx));
  app.get('/__embedded/outbox', (c) => {
    if (!mayReadOutbox(c, ctx.config.outboxKey)) {
      return c.json({ error: 'The outbox answers only this machine, or a request carrying X-Outbox-Key.' }, 403);
    }
    c.header('cache-control', 'no-store');
    return c.json({ messages: ctx.outbox.list(c.req.query('to') ?? undefined) });
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/v2/storefront') || c.req.path.startsWith('/api/v2/platform') || c.req.path.startsWith('/spree_oauth')
      ? json({ error: 'The resource you were looking for could not be found.' }, 404)
      : c.text('Not Found', 404),
  );
  return app;
}
