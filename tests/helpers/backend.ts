/**
 * Starts the embedded backend in-process on a free loopback port with a fresh temporary data folder.
 * Contract tests point the official clients at `url`; `stop()` closes the server and deletes the data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createBackend, type BackendOptions } from '../../backend/app';

export interface RunningBackend {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startBackend(options: Partial<BackendOptions> = {}): Promise<RunningBackend> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  let url = '';
  const server = serve({ fetch: (req, env) => backend.app.fetch(req, env), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const backend = createBackend({ seedProducts: 200, ...options, dataDir, publicUrl: url });
  return {
    url,
    dataDir,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      backend.close();
      if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
