import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: mends Next's doubled redirect header on Node responses, then
 * starts server-side error reporting when a Sentry DSN is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { keepSingleValuedHeadersSingle } = await import('./lib/routing/single-valued-headers');
    keepSingleValuedHeadersSingle();
  }
  const dsn = process.env.SENTRY_DSN;
  if (!dsn) return;
  const [Sentry, { sentryOptions }] = await Promise.all([
    import('@sentry/nextjs'),
    import('./lib/observability/sentry-options'),
  ]);
  Sentry.init(sentryOptions(dsn));
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
};
