/**
 * The embedded stand-in for client care's intake (CONTACT_WEBHOOK_URL): contact and request forms
 * are POSTed here as JSON and appended to `${dataDir}/inbox.ndjson`, so they survive restarts and
 * tests can read them back with GET.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { BackendConfig, Service } from '../contracts';

const MAX_BODY_BYTES = 64 * 1024;

export function createInboxService(config: BackendConfig): Service {
  const file = path.join(config.dataDir, 'inbox.ndjson');
  const app = new Hono();

  app.post('/__embedded/inbox', async (c) => {
    const raw = await c.req.text();
    if (raw.length > MAX_BODY_BYTES) return c.json({ error: 'Message too large' }, 413);
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return c.json({ error: 'Body must be JSON' }, 400);
    }
    if (!message || typeof message !== 'object' || Array.isArray(message)) return c.json({ error: 'Body must be a JSON object' }, 422);
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify(message)}\n`);
    return c.json({ ok: true }, 201);
  });

  app.get('/__embedded/inbox', (c) => {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const type = c.req.query('type');
    const messages = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((m) => !type || m.type === type);
    return c.json({ messages });
  });

  return { app };
}
