import { ServedNotFound } from '@/components/status/ServedNotFound';
import { pageContextFromParams } from '@/lib/i18n/server';

/**
 * A page that fails on purpose, so browser tests can prove the 500 page and its status code.
 * Test-only (`.e2e.tsx`: in the tests' build only, next.config.ts pageExtensions), and answers only when the
 * server runs with STOREFRONT_TEST_ROUTES=1 (the Playwright web server);
 * everywhere else it is a 404.
 */
export default async function TestServerError({ params }: { params: Promise<{ storefront: string }> }) {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') return <ServedNotFound locale={(await pageContextFromParams(params)).locale} />;
  throw new Error('Deliberate failure for the 500-page test');
}
