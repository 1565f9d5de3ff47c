/**
 * E-mails the commerce service would send (password reset, account confirmation, order
 * confirmation), written as JSON files under `${dataDir}/outbox/` so tests and browser journeys
 * can read them (also served at GET /__embedded/outbox?to=<email>).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: 'reset_password' | 'confirmation' | 'order_confirmation' | 'trade_application' | 'trade_decision'
    | 'email_change_confirmation' | 'security_notice';
  /** The token the message carries (reset or confirmation token, order number). */
  token: string | null;
  createdAt: string;
}

export interface Outbox {
  send(message: Omit<OutboxMessage, 'id' | 'createdAt'>): OutboxMessage;
  list(to?: string): OutboxMessage[];
  readonly dir: string;
}

export function createOutbox(dataDir: string): Outbox {
  const dir = path.join(dataDir, 'outbox');
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  return {
    dir,
    send(message) {
      const createdAt = new Date().toISOString();
      // Sortable names: time, then a per-process sequence for messages in the same millisecond.
      const id = `${createdAt.replace(/[:.]/g, '-')}-${String(seq++).padStart(6, '0')}-${process.pid}`;
      const full: OutboxMessage = { id, createdAt, ...message };
      fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(full, null, 2));
      return full;
    },
    list(to) {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
      const all = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
  };
}
