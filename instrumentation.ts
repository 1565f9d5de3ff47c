import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: mends Next's doubled redirect header on Node responses, keeps
 * the proxy's internal rewrite path out of every answer (lib/routing/internal-headers.ts), stamps
 * each request with its socket's address (for the per-client rate limits), lets a page a service left
 * unanswered be answered 503 (lib/services/unavailable.ts), then starts server-side error reporting
 * when a Sentry DSN is configured.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const [{ keepSingleValuedHeadersSingle }, { hideInternalHeaders }, { stampPeerAddresses }, { installUnavailableAnswers, rememberDegradedIn }] = await Promise.all([
      import('./lib/routing/single-valued-headers'),
      import('./lib/routing/internal-headers'),
      import('./lib/security/client-address'),
      import('./lib/services/unavailable'),
    ]);
    keepSingleValuedHeadersSingle();
    hideInternalHeaders();
    stampPeerAddresses();
    installUnavailableAnswers();
    // Beside Next's own cache, whose copies it describes (a restarted server finds both).
    rememberDegradedIn(`${process.cwd()}/.next/cache/unavailable-pages.json`);
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
