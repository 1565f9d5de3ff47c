/**
 * Trade applications (spec §3–§6).
 *
 * Storefront (public keys, Spree style):
 * - `POST /api/v2/storefront/trade_applications` — multipart/form-data, fields `trade_application[…]`
 *   and the file `trade_application[resale_certificate]`. Without a bearer it creates the account
 *   (pending trade) with the application; with a consumer's bearer it applies for that account.
 * - `GET /api/v2/storefront/account/trade_application` — the signed-in account's application.
 *
 * Operator (`/api/v2/platform`, closed unless COMMERCE_ADMIN_KEY is set; `Authorization: Bearer <key>`):
 * - `GET trade_applications[?filter[status]=pending]`, `GET trade_applications/{id}`,
 *   `GET trade_applications/{id}/certificate`, `PATCH trade_applications/{id}/approve|decline` `{note}`.
 */
import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findCountry } from '../../shared/countries';
import { isLanguage } from '../../shared/languages';
import {
  CERTIFICATE_MAX_BYTES, certificateContentProblem, certificateProblem, certificateTypeByName, COMPANY_SIZES, isWebsite, PROJECT_TYPES, TRADE_PASSWORD,
} from '../../shared/trade-rules';
import { hashPassword } from '../auth/passwords';
import type { CommerceContext } from '../context';
import {
  applicationOf, certificateOf, decideApplication, findApplication, listApplications, submitApplication,
  type TradeApplicationRow,
} from '../domain/trade';
import { createAccount } from '../domain/accounts';
import { findUser, findUserByEmail } from '../domain/users';
import { sendConfirmation } from './auth-routes';
import { TRADE_EMAIL_TAKEN } from './account-routes';
import { readLimitedBody } from './body';
import { ApiError, invalid, notFound } from './errors';
import { document, type Resource } from './jsonapi';
import { parseQuery, validate, type Params } from './params';
import { handler, json } from './route';
import { readSession, requireUser } from './session';

const blank = "can't be blank";
const text = (max = 255) => z.string({ error: blank }).trim().min(1, blank).max(max, `is too long (maximum is ${max} characters)`);
const accepted = z.enum(['true', '1', 'on'], { error: 'must be accepted' });
const website = z.string({ error: blank }).trim().min(1, blank).max(255).refine(isWebsite, 'is invalid');

const applicationSchema = z.object({
  company_name: text(),
  company_size: z.enum(COMPANY_SIZES, { error: 'is not included in the list' }),
  website,
  country_iso: z.string({ error: blank }).trim().min(2, blank).transform((s) => s.toUpperCase())
    .refine((iso) => !!findCountry(iso), 'is not a country we ship to'),
  city: text(120),
  phone: text(30).refine((v) => /^[+()\d\s.-]{6,30}$/.test(v), 'is invalid'),
  project_type: z.enum(PROJECT_TYPES, { error: 'is not included in the list' }),
  accepts_terms: accepted,
  accepts_specific_articles: accepted,
  locale: z.string().optional(),
});

const guestSchema = z.object({
  email: z.string({ error: blank }).trim().min(1, blank).email('is invalid'),
  first_name: text(),
  last_name: text(),
  password: z.string({ error: blank }).min(1, blank)
    .min(TRADE_PASSWORD.min, `is too short (minimum is ${TRADE_PASSWORD.min} characters)`)
    .max(TRADE_PASSWORD.max, `is too long (maximum is ${TRADE_PASSWORD.max} characters)`),
  password_confirmation: z.string({ error: blank }),
}).refine((b) => b.password === b.password_confirmation, { path: ['password_confirmation'], message: "doesn't match Password" });

/** The application as a JSON:API resource; the certificate's bytes are never in it. */
export function applicationResource(a: TradeApplicationRow & { email?: string }): Resource {
  return {
    id: String(a.id),
    type: 'trade_application',
    attributes: {
      status: a.status, email: a.email, company_name: a.company_name, company_size: a.company_size, website: a.website,
      country_iso: a.country_iso, city: a.city, phone: a.phone, project_type: a.project_type, locale: a.locale,
      terms_accepted_at: a.terms_accepted_at, specific_articles_accepted_at: a.specific_articles_accepted_at,
      resale_certificate: { filename: a.certificate_name, content_type: a.certificate_type, byte_size: a.certificate_size },
      decided_at: a.decided_at, created_at: a.created_at, updated_at: a.updated_at,
    },
    relationships: { user: { data: { id: String(a.user_id), type: 'user' } } },
  };
}

/** The form around the certificate (fields, part headers) may add this much to the certificate's 10 MB. */
const FORM_OVERHEAD_BYTES = 256 * 1024;
const BODY_MAX_BYTES = CERTIFICATE_MAX_BYTES + FORM_OVERHEAD_BYTES;
const TOO_BIG = 'is too big (maximum is 10 MB)';

/** 413: the body is over the application's limit, said as the certificate's field error the storefront already reads. */
const tooLarge = () =>
  new ApiError(413, `The application is larger than ${BODY_MAX_BYTES} bytes: the resale certificate may be at most 10 MB.`, { resale_certificate: [TOO_BIG] });

/** Reads `trade_application[…]` fields and the certificate file from a multipart (or urlencoded) body. */
async function readForm(c: Context): Promise<{ fields: Params; file: File | null }> {
  const type = c.req.header('content-type') ?? '';
  if (!/multipart\/form-data|application\/x-www-form-urlencoded/.test(type)) {
    throw invalid({ base: ['Send the application as multipart/form-data with the resale certificate.'] });
  }
  const bytes = await readLimitedBody(c, BODY_MAX_BYTES, tooLarge);
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
    throw invalid({ base: ['The request body could not be read.'] });
  });
  const fields: Params = {};
  let file: File | null = null;
  for (const [key, value] of form) {
    const name = /^trade_application\[(\w+)\]$/.exec(key)?.[1] ?? key;
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'resale_certificate') file = value;
  }
  return { fields, file };
}

async function readCertificate(file: File | null) {
  if (!file || file.size === 0) throw invalid({ resale_certificate: [blank] });
  const bytes = Buffer.from(await file.arrayBuffer());
  const problem = certificateProblem({ name: file.name, size: bytes.length }, bytes.subarray(0, 16));
  if (problem === 'size') throw invalid({ resale_certificate: [TOO_BIG] });
  if (problem) throw invalid({ resale_certificate: ['must be a PDF, JPG or PNG file'] });
  const type = certificateTypeByName(file.name)!;
  if (certificateContentProblem(bytes, type)) throw invalid({ resale_certificate: ['could not be read: send the complete PDF, or a photo or scan of at least 300 × 300 pixels'] });
  return { name: file.name.slice(0, 200), type, bytes };
}

export function tradeRoutes(ctx: CommerceContext): { storefront: Hono; platform: Hono } {
  const storefront = new Hono();
  const { db } = ctx;

  storefront.post('/trade_applications', async (c) => {
    const session = readSession(c, ctx, parseQuery(c.req.url));
    const { fields, file } = await readForm(c);
    const application = validate(applicationSchema, fields);
    const certificate = await readCertificate(file);
    const locale = application.locale?.toLowerCase().split(/[-_]/)[0];
    const input = {
      companyName: application.company_name, companySize: application.company_size, website: application.website,
      countryIso: application.country_iso, city: application.city, phone: application.phone, projectType: application.project_type,
      locale: locale && isLanguage(locale) ? locale : null, certificate,
    };
    let user = session.user;
    if (!user) {
      const guest = validate(guestSchema, fields);
      if (findUserByEmail(db, guest.email)) throw new ApiError(422, TRADE_EMAIL_TAKEN, { email: [TRADE_EMAIL_TAKEN] });
      // The account starts as a consumer's; submitting the application below makes it pending trade.
      user = createAccount(db, {
        email: guest.email, passwordHash: await hashPassword(guest.password), firstName: guest.first_name, lastName: guest.last_name,
        tradeStatus: 'none', language: input.locale, shippingCountry: input.countryIso,
      });
      sendConfirmation(ctx, user);
    }
    const saved = submitApplication(ctx, user, input);
    return json(document(applicationResource({ ...saved, email: user.email }), {}), 201);
  });

  storefront.get('/account/trade_application', handler(ctx, ({ session, params }) => {
    const user = requireUser(session);
    const application = applicationOf(ctx, user.id);
    if (!application) throw notFound();
    return json(document(applicationResource({ ...application, email: user.email }), params));
  }));

  // ---- operator ----
  const platform = new Hono();
  platform.use('/trade_applications/*', adminOnly(ctx));
  platform.use('/trade_applications', adminOnly(ctx));
  platform.get('/trade_applications', (c) => {
    const status = parseQuery(c.req.url).filter;
    const wanted = typeof status === 'object' && status && !Array.isArray(status) ? status.status : undefined;
    const rows = listApplications(ctx, wanted === 'pending' || wanted === 'approved' || wanted === 'declined' ? wanted : undefined);
    return json({ data: rows.map(applicationResource), meta: { count: rows.length, total_count: rows.length, total_pages: 1 } });
  });
  const byId = (c: Context) => {
    const id = c.req.param('id') ?? '';
    const row = /^\d+$/.test(id) ? findApplication(ctx, Number(id)) : undefined;
    if (!row) throw notFound();
    return row;
  };
  platform.get('/trade_applications/:id', (c) => {
    const row = byId(c);
    return json({ data: applicationResource({ ...row, email: findUser(db, row.user_id)?.email }) });
  });
  platform.get('/trade_applications/:id/certificate', (c) => {
    const file = certificateOf(ctx, byId(c).id)!;
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        'content-type': file.type, 'content-disposition': `attachment; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
        'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store',
      },
    });
  });
  for (const decision of ['approve', 'decline'] as const) {
    platform.patch(`/trade_applications/:id/${decision}`, async (c) => {
      const row = byId(c);
      const body = (await c.req.json().catch(() => ({}))) as { note?: unknown };
      const user = findUser(db, row.user_id);
      if (!user) throw notFound();
      decideApplication(ctx, user, decision, typeof body.note === 'string' ? body.note.slice(0, 1000) : undefined);
      return json({ data: applicationResource({ ...findApplication(ctx, row.id)!, email: user.email }) });
    });
  }
  return { storefront, platform };
}

/** The operator's key, from COMMERCE_ADMIN_KEY (never one of the public keys); no key, no endpoint. */
function adminOnly(ctx: CommerceContext) {
  return async (c: Context, next: () => Promise<void>) => {
    const key = ctx.config.adminKey ?? process.env.COMMERCE_ADMIN_KEY ?? '';
    if (!key) throw notFound();
    const given = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const a = crypto.createHash('sha256').update(given).digest();
    const b = crypto.createHash('sha256').update(key).digest();
    if (!given || !crypto.timingSafeEqual(a, b)) throw new ApiError(401, 'You are not authorized to access this page.');
    await next();
  };
}
