/**
 * Trade accounts (spec §3, §4, §6): applications stored with the account, the operator's decision
 * (which e-mails the applicant), and the rules that hold at the ORDER, whoever addresses it: an order
 * whose account awaits approval cannot advance or complete, and `b2b_only` / `b2c_only` pieces are
 * checked against the order's account when a cart is associated and when it completes.
 */
import { findCountry, getCountry } from '../../shared/countries';
import { tradeSalesEmailFor } from '../../shared/contact';
import type { CertificateType, CompanySize, ProjectType } from '../../shared/trade-rules';
import type { CommerceContext } from '../context';
import { nowIso } from '../db';
import { mailIn, recipientLocale, storefrontLink } from '../mail';
import { ApiError, forbidden, notFound } from '../http/errors';
import { MESSAGES } from './cart';
import { loadLines, type Line, type OrderRow } from './orders';
import { findUser, isTrade, type UserRow } from './users';

export const TRADE_PENDING = 'Your trade account is awaiting approval: checkout opens once it is approved.';

export interface TradeApplicationInput {
  companyName: string;
  companySize: CompanySize;
  website: string;
  countryIso: string;
  city: string;
  phone: string;
  projectType: ProjectType;
  locale: string | null;
  certificate: { name: string; type: CertificateType; bytes: Buffer };
}

export interface TradeApplicationRow {
  id: number;
  user_id: number;
  status: 'pending' | 'approved' | 'declined';
  company_name: string;
  company_size: string;
  website: string;
  country_iso: string;
  city: string;
  phone: string;
  project_type: string;
  locale: string | null;
  terms_accepted_at: string;
  specific_articles_accepted_at: string;
  certificate_name: string;
  certificate_type: string;
  certificate_size: number;
  decided_at: string | null;
  decision_note: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = `id, user_id, status, company_name, company_size, website, country_iso, city, phone, project_type, locale,
  terms_accepted_at, specific_articles_accepted_at, certificate_name, certificate_type, certificate_size, decided_at, decision_note,
  created_at, updated_at`;

export function applicationOf(ctx: CommerceContext, userId: number): TradeApplicationRow | undefined {
  return ctx.db.prepare(`SELECT ${COLUMNS} FROM trade_applications WHERE user_id = ?`).get(userId) as TradeApplicationRow | undefined;
}

export function findApplication(ctx: CommerceContext, id: number): TradeApplicationRow | undefined {
  return ctx.db.prepare(`SELECT ${COLUMNS} FROM trade_applications WHERE id = ?`).get(id) as TradeApplicationRow | undefined;
}

export function listApplications(ctx: CommerceContext, status?: TradeApplicationRow['status']): (TradeApplicationRow & { email: string })[] {
  const where = status ? 'WHERE a.status = ?' : '';
  return ctx.db.prepare(`SELECT ${COLUMNS.split(',').map((c) => `a.${c.trim()}`).join(', ')}, u.email FROM trade_applications a
    JOIN users u ON u.id = a.user_id ${where} ORDER BY a.created_at, a.id`).all(...(status ? [status] : [])) as (TradeApplicationRow & { email: string })[];
}

export function certificateOf(ctx: CommerceContext, id: number): { name: string; type: string; bytes: Buffer } | undefined {
  const row = ctx.db.prepare('SELECT certificate_name AS name, certificate_type AS type, certificate AS bytes FROM trade_applications WHERE id = ?')
    .get(id) as { name: string; type: string; bytes: Buffer } | undefined;
  return row;
}

/**
 * The country whose region decides a trade account's sales contact (§6), wherever it is shown (the
 * application and decision e-mails, the account page through the account's `trade_country`): the
 * country the application names, else the account's shipping country. Never the page's country, which
 * changes with where the shopper browses.
 */
export function tradeCountryOf(ctx: CommerceContext, user: Pick<UserRow, 'id' | 'shipping_country'>): string | null {
  return applicationOf(ctx, user.id)?.country_iso ?? user.shipping_country ?? null;
}

/** The trade sales e-mail of the applicant's region (§6), from the storefront's one module. */
export function tradeDeskFor(countryIso: string | null | undefined): string {
  // An unknown country gets the default desk (Milan's), as every country outside the three regions does.
  return tradeSalesEmailFor(findCountry(countryIso ?? '') ?? getCountry('IT'));
}

/**
 * Stores the application with the account and makes the account pending trade, in one transaction.
 * An account already trade (pending or approved) cannot apply again; a declined one may.
 */
export function submitApplication(ctx: CommerceContext, user: UserRow, input: TradeApplicationInput): TradeApplicationRow {
  if (isTrade(user)) throw new ApiError(422, 'This account is already a trade account.', { base: ['This account is already a trade account.'] });
  const now = nowIso();
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM trade_applications WHERE user_id = ?').run(user.id);
    ctx.db.prepare(`INSERT INTO trade_applications (user_id, status, company_name, company_size, website, country_iso, city, phone,
      project_type, locale, terms_accepted_at, specific_articles_accepted_at, certificate_name, certificate_type, certificate_size,
      certificate, created_at, updated_at) VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      user.id, input.companyName, input.companySize, input.website, input.countryIso, input.city, input.phone, input.projectType,
      input.locale, now, now, input.certificate.name, input.certificate.type, input.certificate.bytes.length, input.certificate.bytes, now, now);
    ctx.db.prepare(`UPDATE users SET trade_status = 'pending', shipping_country = COALESCE(shipping_country, ?), updated_at = ? WHERE id = ?`)
      .run(input.countryIso, now, user.id);
    repriceOpenCarts(ctx, user.id);
  })();
  const desk = tradeDeskFor(input.countryIso);
  const locale = recipientLocale({ language: input.locale ?? user.language, country: input.countryIso });
  ctx.outbox.send({
    kind: 'trade_application', to: user.email, token: null,
    ...mailIn(locale).tradeApplication({ company: input.companyName, desk, link: storefrontLink(ctx, locale, '/account') }),
  });
  return applicationOf(ctx, user.id)!;
}

export type TradeDecision = 'approve' | 'decline';

/**
 * The operator's decision (CLI `backend/commerce/trade-admin.ts` or the admin endpoint): approving
 * opens checkout, declining returns the account to a consumer account. Either way the applicant is
 * e-mailed, with the trade sales e-mail of their region. Accounts made trade without an application
 * (e.g. seeded ones) can be decided too.
 */
export function decideApplication(ctx: CommerceContext, user: UserRow, decision: TradeDecision, note?: string): UserRow {
  const application = applicationOf(ctx, user.id);
  if (!application && user.trade_status !== 'pending') throw notFound();
  if (application && application.status !== 'pending') {
    throw new ApiError(422, `This application was already ${application.status}.`, { base: [`This application was already ${application.status}.`] });
  }
  const now = nowIso();
  ctx.db.transaction(() => {
    ctx.db.prepare('UPDATE trade_applications SET status = ?, decided_at = ?, decision_note = ?, updated_at = ? WHERE user_id = ?')
      .run(decision === 'approve' ? 'approved' : 'declined', now, note ?? null, now, user.id);
    ctx.db.prepare('UPDATE users SET trade_status = ?, updated_at = ? WHERE id = ?').run(decision === 'approve' ? 'approved' : 'none', now, user.id);
    repriceOpenCarts(ctx, user.id);
  })();
  const desk = tradeDeskFor(tradeCountryOf(ctx, user));
  const name = user.first_name ?? '';
  const locale = recipientLocale({ language: application?.locale ?? user.language, country: tradeCountryOf(ctx, user) });
  const mail = mailIn(locale);
  const link = storefrontLink(ctx, locale, '/account');
  ctx.outbox.send(decision === 'approve'
    ? { kind: 'trade_decision', to: user.email, token: 'approved', ...mail.tradeApproved({ name, desk, link }) }
    : { kind: 'trade_decision', to: user.email, token: 'declined', ...mail.tradeDeclined({ name, note: note ?? '', desk, link }) });
  return findUser(ctx.db, user.id)!;
}

/** A change of trade status changes what the account pays: open carts take the new prices (and leave checkout). */
function repriceOpenCarts(ctx: CommerceContext, userId: number): void {
  const user = findUser(ctx.db, userId);
  const orders = ctx.db.prepare(`SELECT * FROM orders WHERE user_id = ? AND state NOT IN ('complete', 'canceled')`).all(userId) as OrderRow[];
  for (const order of orders) {
    for (const line of loadLines(ctx, order)) {
      const p = line.product;
      ctx.db.prepare('UPDATE line_items SET price = ?, compare_at_price = ? WHERE id = ?')
        .run(isTrade(user) ? p.tradePrice : p.price, isTrade(user) ? p.price : p.compareAtPrice, line.id);
    }
    ctx.db.prepare('DELETE FROM shipments WHERE order_id = ?').run(order.id);
    ctx.db.prepare(`UPDATE payments SET state = 'void' WHERE order_id = ? AND state = 'checkout'`).run(order.id);
    ctx.db.prepare(`UPDATE orders SET state = CASE WHEN state = 'cart' THEN 'cart' ELSE 'address' END WHERE id = ?`).run(order.id);
  }
}

// ---- Rules held at the order ----

/** The account an order belongs to, whoever is asking (bearer or order token). */
export function orderOwner(ctx: CommerceContext, order: OrderRow): UserRow | null {
  return order.user_id === null ? null : findUser(ctx.db, order.user_id) ?? null;
}

/** Checkout may not move an order whose account awaits trade approval (403), by any credential. */
export function assertOrderMayCheckout(ctx: CommerceContext, order: OrderRow): void {
  if (orderOwner(ctx, order)?.trade_status === 'pending') throw forbidden(TRADE_PENDING);
}

/** The message for a line the account may not buy: trade-only pieces for non-trade, consumer-only for trade. */
export function eligibilityProblem(product: Line['product'], owner: UserRow | null): string | null {
  if (product.b2bOnly && !isTrade(owner)) return MESSAGES.tradeOnly;
  if (product.b2cOnly && isTrade(owner)) return MESSAGES.consumerOnly;
  return null;
}

/**
 * Every line must be one this account may buy. 422 with one error per refused line, keyed
 * `line_items.<id>` so a client can remove exactly those lines; the summary names the first.
 */
export function assertLinesEligible(ctx: CommerceContext, order: OrderRow, owner: UserRow | null): void {
  const refused = loadLines(ctx, order).flatMap((line) => {
    const problem = eligibilityProblem(line.product, owner);
    return problem ? [{ line, problem }] : [];
  });
  if (refused.length === 0) return;
  throw new ApiError(422, `${refused[0].line.product.name}: ${refused[0].problem}`,
    Object.fromEntries(refused.map(({ line, problem }) => [`line_items.${line.id}`, [`${line.product.name}: ${problem}`]])));
}
