import path from 'node:path';

// (__dirname: Playwright loads this file as CommonJS.)
export const ROOT = path.resolve(__dirname, '../..');

/** nginx's port for the cluster tests (serve-cluster.mjs: CLUSTER_TEST_PORT, else 8480). */
export const TEST_CLUSTER_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 8480);
