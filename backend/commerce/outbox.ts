/**
 * E-mails the commerce service would send (password reset, account confirmation, order
 * confirmation), written as JSON files under `${dataDir}/outbox/` so tests and browser journeys
 * can read them (also served at GET /__embedded/outbox?to=<email>).
 *
 * An order's confirmation must not be lost when the process dies right after the order completed,
 * nor written twice: it is first recorded in the `outbox_messages` table by `enqueue`, inside the
 * transaction that completes the order (one row per order, a unique index says so), and delivered
 * (written as its file) by `deliverPending` after the commit and again on every start-up for rows
 * not yet marked delivered. A message's file is named by its id and written atomically (temporary
 * file, then rename), so a crash between writing the file and marking the row only means the same
 * file is written again: each message exists exactly once in the outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

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

export type NewMessage = Omit<OutboxMessage, 'id' | 'createdAt'>;

export interface Outbox {
  send(message: NewMessage): OutboxMessage;
  /**
   * Records a message in the database, to be delivered by `deliverPending` once the caller's
   * transaction has committed. Call it inside that transaction: the message exists if and only if
   * the change it reports does.
   */
  enqueue(message: NewMessage): OutboxMessage;
  /** Writes every recorded message not yet delivered; returns how many were written. */
  deliverPending(): number;
  list(to?: string): OutboxMessage[];
  readonly dir: string;
}

interface Row {
  message_id: string;
  kind: OutboxMessage['kind'];
  to_address: string;
  subject: string;
  text: string;
  token: string | null;
  created_at: string;
}

export function createOutbox(dataDir: string, db: Db | null = null): Outbox {
  const dir = path.join(dataDir, 'outbox');
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  const newId = (createdAt: string) =>
    // Sortable names: time, then a per-process sequence for messages in the same millisecond.
    `${createdAt.replace(/[:.]/g, '-')}-${String(seq++).padStart(6, '0')}-${process.pid}`;
  const write = (message: OutboxMessage) => {
    const file = path.join(dir, `${message.id}.json`);
    const temporary = path.join(dir, `.${message.id}.tmp`);
    fs.writeFileSync(temporary, JSON.stringify(message, null, 2));
    fs.renameSync(temporary, file);
  };
  const database = () => {
    if (!db) throw new Error('This outbox has no database: enqueue needs the one the transaction writes to.');
    return db;
  };
  return {
    dir,
    send(message) {
      const createdAt = new Date().toISOString();
      const full: OutboxMessage = { id: newId(createdAt), createdAt, ...message };
      write(full);
      return full;
    },
    enqueue(message) {
      const createdAt = new Date().toISOString();
      const full: OutboxMessage = { id: newId(createdAt), createdAt, ...message };
      database().prepare(`INSERT INTO outbox_messages (message_id, kind, to_address, subject, text, token, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`).run(full.id, full.kind, full.to, full.subject, full.text, full.token, full.createdAt);
      return full;
    },
    deliverPending() {
      const store = database();
      const rows = store.prepare('SELECT * FROM outbox_messages WHERE delivered_at IS NULL ORDER BY id').all() as Row[];
      const mark = store.prepare('UPDATE outbox_messages SET delivered_at = ? WHERE message_id = ? AND delivered_at IS NULL');
      for (const r of rows) {
        write({ id: r.message_id, to: r.to_address, subject: r.subject, text: r.text, kind: r.kind, token: r.token, createdAt: r.created_at });
        mark.run(new Date().toISOString(), r.message_id);
      }
      return rows.length;
    },
    list(to) {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('.')).sort() : [];
      const all = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
      return to ? all.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : all;
    },
  };
}
