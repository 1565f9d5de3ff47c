/** The embedded inbox on a free port, as CONTACT_WEBHOOK_URL, for tests of form route handlers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createInboxService } from '../../backend/inbox';

export interface RunningInbox {
  url: string;
  messages(type: string): Promise<Record<string, unknown>[]>;
  stop(): void;
}

export async function startInbox(): Promise<RunningInbox> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inbox-test-'));
  const inbox = createInboxService({ dataDir, publicUrl: 'http://127.0.0.1' });
  const server = serve({ fetch: inbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__embedded/inbox`;
  process.env.CONTACT_WEBHOOK_URL = url;
  return {
    url,
    async messages(type) {
      return ((await (await fetch(`${url}?type=${type}`)).json()) as { messages: Record<string, unknown>[] }).messages;
    },
    stop() {
      server.close();
      delete process.env.CONTACT_WEBHOOK_URL;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const postJson = (handler: (request: Request) => Promise<Response>, url: string, body: unknown) =>
  handler(new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }));
