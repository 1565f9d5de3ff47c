/**
 * Browser error reporting. NEXT_PUBLIC_SENTRY_DSN is inlined at build time: without it this whole
 * branch is dropped and no Sentry code reaches the browser.
 */
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void Promise.all([import('@sentry/nextjs'), import('./lib/observability/sentry-options')]).then(
    ([Sentry, { sentryOptions }]) => Sentry.init(sentryOptions(dsn, () => navigator.userAgent)),
  );
}
