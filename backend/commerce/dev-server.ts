/**
 * The commerce service alone on 127.0.0.1 (for manual checks without the other services):
 *   COMMERCE_PORT=4101 BACKEND_DATA_DIR=/tmp/commerce npx tsx backend/commerce/dev-server.ts
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { openCommerce } from './index';

const port = Number(process.env.COMMERCE_PORT ?? 4101);
const commerce = openCommerce({
  dataDir: path.resolve(process.env.BACKEND_DATA_DIR ?? 'data'),
  publicUrl: process.env.BACKEND_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
});
const server = serve({ fetch: commerce.app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`commerce listening on http://127.0.0.1:${info.port}`);
});
const stop = () => {
  server.close();
  commerce.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
