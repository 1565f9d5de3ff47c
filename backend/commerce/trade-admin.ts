/**
 * The trade team's command line: lists applications and approves or declines one, which e-mails the
 * applicant (into the outbox) with the trade sales e-mail of their region. Runs against the same
 * database as a running backend (SQLite WAL), so the shop need not stop.
 *
 *   npx tsx backend/commerce/trade-admin.ts list [--status pending|approved|declined]
 *   npx tsx backend/commerce/trade-admin.ts approve <email> [--data-dir DIR]
 *   npx tsx backend/commerce/trade-admin.ts decline <email> [--note "…"] [--data-dir DIR]
 *   npx tsx backend/commerce/trade-admin.ts certificate <email> <file>   # saves the resale certificate
 *
 * Defaults: BACKEND_DATA_DIR or ./data. The same actions exist over HTTP behind COMMERCE_ADMIN_KEY
 * (`/api/v2/platform/trade_applications`, see backend/commerce/README.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CatalogueRepository } from './catalogue/repository';
import type { CommerceContext } from './context';
import { databaseFile, openDatabase } from './db';
import { applicationOf, certificateOf, decideApplication, listApplications } from './domain/trade';
import { findUserByEmail } from './domain/users';
import type { CommerceFeed } from './feed';
import { ApiError } from './http/errors';
import { createOutbox } from './outbox';

export function runTradeAdmin(argv: string[], log: (line: string) => void = console.log): number {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' }, note: { type: 'string' }, 'data-dir': { type: 'string' } },
  });
  const dataDir = path.resolve(values['data-dir'] ?? process.env.BACKEND_DATA_DIR ?? 'data');
  const [command, email, target] = positionals;
  const db = openDatabase(databaseFile(dataDir));
  const ctx: CommerceContext = {
    db, repo: new CatalogueRepository(db), feed: { notifyProductsChanged() {} } as unknown as CommerceFeed, outbox: createOutbox(dataDir, db),
    config: { publicUrl: process.env.BACKEND_PUBLIC_URL ?? 'http://127.0.0.1:4000', dataDir, accessTokenTtl: 7200, stripeSecretKey: null, outboxKey: null, now: () => Date.now() },
  };
  try {
    if (command === 'list') {
      const status = values.status as 'pending' | 'approved' | 'declined' | undefined;
      const rows = listApplications(ctx, status);
      for (const a of rows) log(`${a.id}\t${a.status}\t${a.email}\t${a.company_name}\t${a.country_iso}\t${a.project_type}\t${a.created_at}`);
      if (rows.length === 0) log('no applications');
      return 0;
    }
    if ((command === 'approve' || command === 'decline' || command === 'certificate') && email) {
      const user = findUserByEmail(db, email);
      if (!user) {
        log(`no account for ${email}`);
        return 1;
      }
      if (command === 'certificate') {
        const application = applicationOf(ctx, user.id);
        const file = application && certificateOf(ctx, application.id);
        if (!file || !target) {
          log(file ? 'give a file name to save the certificate to' : `no application for ${email}`);
          return 1;
        }
        fs.writeFileSync(target, file.bytes);
        log(`saved ${file.name} (${file.type}, ${file.bytes.length} bytes) to ${target}`);
        return 0;
      }
      const decided = decideApplication(ctx, user, command, values.note);
      log(`${email}: ${command === 'approve' ? 'approved' : 'declined'} (trade status ${decided.trade_status}); e-mail sent`);
      return 0;
    }
    log('usage: trade-admin.ts list [--status pending] | approve <email> | decline <email> [--note "…"] | certificate <email> <file> [--data-dir DIR]');
    return 2;
  } catch (err) {
    if (err instanceof ApiError) {
      log(err.status === 404 ? `${email} has no pending trade application` : err.message);
      return 1;
    }
    throw err;
  } finally {
    db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  process.exitCode = runTradeAdmin(process.argv.slice(2));
}
