import { notFound } from 'next/navigation';

/**
 * A page that fails on purpose, so browser tests can prove the 500 page and its status code.
 * It exists only when the server runs with STOREFRONT_TEST_ROUTES=1 (the Playwright web server);
 * everywhere else it is a 404.
 */
export default function TestServerError() {
  if (process.env.STOREFRONT_TEST_ROUTES !== '1') notFound();
  throw new Error('Deliberate failure for the 500-page test');
}
