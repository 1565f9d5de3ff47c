/** Migration 11 on a database made before it: existing accounts keep their trade status, applications hold their certificate. */
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../backend/commerce/db/migrations';

describe('migration 11 (trade applications)', () => {
  it('adds applications that belong to one account each and refuse what is not a certificate', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, 10);
    const now = new Date().toISOString();
    const user = db.prepare(`INSERT INTO users (email, password_hash, trade_status, created_at, updated_at) VALUES ('a@example.com', 'x', 'pending', ?, ?)`)
      .run(now, now).lastInsertRowid;
    expect(migrate(db, 11)).toEqual([11]);
    const insert = (type: string, size: number, project = 'office') => db.prepare(`INSERT INTO trade_applications (user_id, company_name, company_size,
      website, country_iso, city, phone, project_type, terms_accepted_at, specific_articles_accepted_at, certificate_name, certificate_type,
      certificate_size, certificate, created_at, updated_at) VALUES (?, 'S', '1', 's.it', 'IT', 'Milano', '+39 02 1', ?, ?, ?, 'c', ?, ?, ?, ?, ?)`)
      .run(user, project, now, now, type, size, Buffer.from('%PDF-'), now, now);
    expect(() => insert('image/gif', 5)).toThrow(/CHECK/);
    expect(() => insert('application/pdf', 10 * 1024 * 1024 + 1)).toThrow(/CHECK/);
    expect(() => insert('application/pdf', 5, 'garden')).toThrow(/CHECK/);
    insert('application/pdf', 5);
    expect(() => insert('application/pdf', 5)).toThrow(/UNIQUE/);
    expect((db.prepare('SELECT status FROM trade_applications').get() as { status: string }).status).toBe('pending');
    expect((db.prepare('SELECT trade_status FROM users').get() as { trade_status: string }).trade_status).toBe('pending');
    db.close();
  });
});
