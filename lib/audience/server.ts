import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { isSecureRequest } from '@/lib/auth/cookies';
import { CONSENT_COOKIE, parseConsent, type Consent } from '@/lib/consent';
import { COOKIES, cookieOptions, type CookieDefinition } from '@/lib/cookies';

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The visitor's consent as its cookie holds it (js-cookie writes it URI-encoded). */
export async function requestConsent(): Promise<Consent | null> {
  const raw = (await cookies()).get(CONSENT_COOKIE)?.value;
  if (!raw) return null;
  try {
    return parseConsent(raw.startsWith('%') ? decodeURIComponent(raw) : raw);
  } catch {
    return null;
  }
}

/** The customer-data visitor id from its cookie; a new one is issued (only ever after analytics consent). */
export async function visitorId(): Promise<string> {
  const jar = await cookies();
  const current = jar.get(COOKIES.visitorId.name)?.value;
  if (current && VISITOR_ID.test(current)) return current;
  const id = randomUUID();
  await setCookie(COOKIES.visitorId, id);
  return id;
}

export async function setCookie(definition: CookieDefinition, value: string): Promise<void> {
  (await cookies()).set(definition.name, value, cookieOptions(definition, await isSecureRequest()));
}
