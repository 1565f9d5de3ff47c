import type { Instrumentation } from 'next';

/** Server-side error reporting: loaded only when a Sentry DSN is configured. */
export async function register() {
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
