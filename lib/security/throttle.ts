/**
 * The request side of the rate limits (lib/security/rate-limit.ts): who the client is, and the 429
 * answer with `Retry-After` and a message in the visitor's language. Route handlers call
 * `limitRequest`, server actions `limitAction`.
 */
import type { Locale } from '@/lib/i18n/locale-list';
import { headers } from 'next/headers';
import { NextResponse } from 'next/server';
import { createTranslator } from 'next-intl';
import { DEFAULT_LOCALE, parseLocale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { rateLimiter, type RateAction, type RateVerdict } from './rate-limit';
import { clientAddress } from './client-address';

/** The client's address: the socket's, or what a configured proxy says (client-address.ts). */
export function clientId(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  return clientAddress(headers, env);
}

/** "Too many attempts…" in the locale's language. */
export async function rateLimitMessage(locale: Locale | null | undefined): Promise<string> {
  const known = locale ?? DEFAULT_LOCALE;
  const messages = await loadMessages(parseLocale(known).language);
  return createTranslator({ locale: known, messages, namespace: 'security' })('rateLimited');
}

/** The 429 answer: `Retry-After` in seconds, the form-level key and the message itself. */
export async function tooManyRequests(retryAfterSeconds: number, locale: Locale | null | undefined): Promise<NextResponse> {
  return NextResponse.json(
    { errors: { form: 'rateLimited' }, message: await rateLimitMessage(locale) },
    { status: 429, headers: { 'Retry-After': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}

/**
 * For a route handler, after it has read the body: null when the attempt may go on, else the 429.
 *   const limited = await limitRequest('tradeApplication', request, { account: email, locale }); if (limited) return limited;
 */
export async function limitRequest(
  action: RateAction,
  request: { headers: Headers },
  { account, locale, cost }: { account?: string | null; locale?: Locale | null; cost?: number } = {},
): Promise<NextResponse | null> {
  const verdict = await rateLimiter().check(action, { client: clientId(request.headers), account }, cost);
  return verdict.ok ? null : tooManyRequests(verdict.retryAfterSeconds, locale);
}

/** For a server action (which cannot answer 429): the verdict, from the request's own headers. */
export async function limitAction(action: RateAction, account?: string | null): Promise<RateVerdict> {
  return rateLimiter().check(action, { client: clientId(await headers()), account });
}
