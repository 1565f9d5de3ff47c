/** Migration 10 on a database made before it: existing registries get unguessable, distinct share tokens. */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../backend/commerce/db/migrations';

describe('migration 10 (wedding registry items)', () => {
  it('backfills a token for each existing registry and adds the items table', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    expect(migrate(db, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const now = new Date().toISOString();
    for (const email of ['a@example.com', 'b@example.com']) {
      const { lastInsertRowid } = db.prepare(`INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'x', ?, ?)`).run(email, now, now);
      db.prepare(`INSERT INTO wedding_registries (user_id, your_name, partner_name, wedding_date, created_at) VALUES (?, 'A', 'B', '2027-06-12', ?)`).run(lastInsertRowid, now);
    }
    expect(migrate(db, 10)).toEqual([10]);
    const tokens = (db.prepare('SELECT token FROM wedding_registries ORDER BY id').all() as { token: string }[]).map((r) => r.token);
    expect(tokens).toHaveLength(2);
    for (const t of tokens) expect(t).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(tokens).size).toBe(2);
    expect(() => db.prepare('UPDATE wedding_registries SET token = ? WHERE id = 2').run(tokens[0])).toThrow(/UNIQUE/);
    expect(() => db.prepare(`INSERT INTO wedding_registry_items (wedding_registry_id, variant_id, quantity, created_at) VALUES (1, 1, 1, ?)`).run(now))
      .toThrow(/FOREIGN KEY/); // the variant must exist
    expect(migrate(db, 10)).toEqual([]);
    db.close();
  });
});
