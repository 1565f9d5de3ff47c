/**
 * The embedded customer-data service (spec §7): `POST /cdp/graphql`, answering the audience check
 * and identify from the embedded backend's own records, so the storefront's `CDP_URL` can point here
 * or at a real customer-data platform speaking the same operations:
 *
 *   mutation AudienceCheck($visitorId: ID!) {
 *     recordVisit(visitorId: $visitorId) {
 *       repeat_users: inAudience(audience: "repeat_users")
 *       is_trade: inAudience(audience: "is_trade")
 *       has_email_opted_in: inAudience(audience: "has_email_opted_in")
 *     }
 *   }
 *   query { visitor(visitorId: "…") { inAudience(audience: "…") } }      (reads, records nothing)
 *   mutation { identify(visitorId: "…", email: "…", name: "…") { visitorId } }
 *
 * Audiences: repeat_users — two visits (browser sessions) or more; is_trade — the visitor's e-mail
 * belongs to an account with a trade status or a trade application (a professional, approved or not);
 * has_email_opted_in — that e-mail signed up for the newsletter (the intake's records) or the account
 * accepts commercial communication. Answers are GraphQL's: HTTP 200 with `data`, or `errors`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Db } from '../commerce/db';
import type { BackendConfig, Service } from '../contracts';
import { GraphQLSyntaxError, parseOperation, type Field, type Value } from './graphql';

export const AUDIENCES = ['repeat_users', 'is_trade', 'has_email_opted_in'] as const;
type Audience = (typeof AUDIENCES)[number];

const MAX_BODY_BYTES = 32 * 1024;
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

class FieldError extends Error {}

export function createCdpService(config: BackendConfig & { db: Db; now?: () => Date }): Service {
  const { db } = config;
  const now = () => (config.now?.() ?? new Date()).toISOString();
  const inboxFile = path.join(config.dataDir, 'inbox.ndjson');

  const emailOf = (visitorId: string) =>
    (db.prepare('SELECT email FROM cdp_profiles WHERE visitor_id = ?').get(visitorId) as { email: string } | undefined)?.email ?? null;

  function newsletterEmails(): Set<string> {
    if (!fs.existsSync(inboxFile)) return new Set();
    const emails = new Set<string>();
    for (const line of fs.readFileSync(inboxFile, 'utf8').split('\n')) {
      if (!line.includes('"newsletter"')) continue;
      try {
        const message = JSON.parse(line) as { type?: string; email?: string };
        if (message.type === 'newsletter' && message.email) emails.add(message.email.toLowerCase());
      } catch {
        // A torn line is skipped, as the inbox's own reader would.
      }
    }
    return emails;
  }

  function inAudience(visitorId: string, audience: Audience): boolean {
    if (audience === 'repeat_users') {
      return (db.prepare('SELECT COUNT(*) AS n FROM cdp_visits WHERE visitor_id = ?').get(visitorId) as { n: number }).n >= 2;
    }
    const email = emailOf(visitorId);
    if (!email) return false;
    const user = db
      .prepare(
        `SELECT u.trade_status AS status, u.commercial_communication AS optedIn,
                EXISTS (SELECT 1 FROM trade_applications a WHERE a.user_id = u.id) AS applied
         FROM users u WHERE u.email = ?`,
      )
      .get(email) as { status: string; optedIn: number; applied: number } | undefined;
    if (audience === 'is_trade') return Boolean(user && (user.status !== 'none' || user.applied));
    return Boolean(user?.optedIn) || newsletterEmails().has(email.toLowerCase());
  }

  const visitorIdArg = (args: Record<string, Value>) => {
    const id = args.visitorId;
    if (typeof id !== 'string' || !VISITOR_ID.test(id)) throw new FieldError('Argument "visitorId" must be a visitor id (8 to 64 letters, digits, - or _).');
    return id;
  };

  function resolveVisitor(visitorId: string, selections: Field[]): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const field of selections) {
      if (field.name === 'visitorId') out[field.alias] = visitorId;
      else if (field.name === 'inAudience') {
        const audience = field.args.audience;
        if (typeof audience !== 'string' || !(AUDIENCES as readonly string[]).includes(audience)) throw new FieldError(`Unknown audience "${String(audience)}".`);
        out[field.alias] = inAudience(visitorId, audience as Audience);
      } else throw new FieldError(`Cannot query field "${field.name}" on type "Visitor".`);
    }
    return out;
  }

  function resolveRoot(kind: 'query' | 'mutation', field: Field): unknown {
    if (kind === 'query' && field.name === 'visitor') return resolveVisitor(visitorIdArg(field.args), field.selections);
    if (kind === 'mutation' && field.name === 'recordVisit') {
      const visitorId = visitorIdArg(field.args);
      db.prepare('INSERT INTO cdp_visits (visitor_id, visited_at) VALUES (?, ?)').run(visitorId, now());
      return resolveVisitor(visitorId, field.selections);
    }
    if (kind === 'mutation' && field.name === 'identify') {
      const visitorId = visitorIdArg(field.args);
      const { email, name } = field.args;
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new FieldError('Argument "email" must be an e-mail address.');
      db.prepare(
        `INSERT INTO cdp_profiles (visitor_id, email, name, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (visitor_id) DO UPDATE SET email = excluded.email, name = excluded.name, updated_at = excluded.updated_at`,
      ).run(visitorId, email, typeof name === 'string' ? name.slice(0, 200) : null, now());
      return resolveVisitor(visitorId, field.selections);
    }
    throw new FieldError(`Cannot query field "${field.name}" on type "${kind === 'query' ? 'Query' : 'Mutation'}".`);
  }

  const app = new Hono();
  app.post('/cdp/graphql', async (c) => {
    const raw = await c.req.text();
    if (raw.length > MAX_BODY_BYTES) return c.json({ errors: [{ message: 'Request too large' }] }, 413);
    let body: { query?: unknown; variables?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return c.json({ errors: [{ message: 'Body must be JSON' }] }, 400);
    }
    if (typeof body.query !== 'string') return c.json({ errors: [{ message: 'Must provide query string.' }] }, 400);
    const variables = body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
    try {
      const operation = parseOperation(body.query, variables);
      const data: Record<string, unknown> = {};
      for (const field of operation.selections) data[field.alias] = resolveRoot(operation.kind, field);
      return c.json({ data });
    } catch (error) {
      if (error instanceof GraphQLSyntaxError) return c.json({ errors: [{ message: error.message }] }, 400);
      if (error instanceof FieldError) return c.json({ errors: [{ message: error.message }], data: null });
      throw error;
    }
  });
  return { app };
}
