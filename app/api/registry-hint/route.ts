import { NextResponse } from 'next/server';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { isSecureRequest } from '@/lib/auth/cookies';
import { AUDIENCE_HINT_MAX_AGE, REGISTRY_HINT_COOKIE } from '@/lib/cookies';
import { DEFAULT_LOCALE, isLocale, parseLocale } from '@/lib/i18n/locales';
import { coupleFirstNames } from '@/lib/registry/model';
import { fetchPublicRegistry } from '@/lib/registry/registry';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge, readJsonBody } from '@/lib/security/body';

/**
 * The registry hint of spec §9 (86400 s): remembers which shared registry a visitor is choosing a
 * gift from, so the RegistryBar can lead back to it. A route handler, not a server action: a server
 * action setting a cookie re-renders the page it was called from.
 *   POST { token, locale } after the public page is seen; GET the couple's names; DELETE on dismiss.
 * Not httpOnly on purpose: it holds only the public page's token, and the browser checks for it
 * before it loads the bar's code at all.
 */
const body = z.object({ token: z.string().regex(/^[\w-]{1,128}$/), locale: z.string().refine(isLocale) });
const noStore = { 'cache-control': 'no-store' };

async function setHint(value: string, maxAge: number) {
  (await cookies()).set(REGISTRY_HINT_COOKIE, value, { path: '/', sameSite: 'lax', secure: await isSecureRequest(), httpOnly: false, maxAge });
}

export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const read = await readJsonBody(request, 'json');
  if (!read.ok && read.reason === 'tooLarge') return payloadTooLarge('json', { ok: false });
  const parsed = body.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return NextResponse.json({ ok: false }, { status: 400, headers: noStore });
  const registry = await fetchPublicRegistry(parsed.data.token, parseLocale(parsed.data.locale));
  if (!registry.success) return NextResponse.json({ ok: false }, { status: 404, headers: noStore });
  await setHint(registry.data.token || parsed.data.token, AUDIENCE_HINT_MAX_AGE);
  return NextResponse.json({ ok: true }, { headers: noStore });
}

export async function GET() {
  const token = (await cookies()).get(REGISTRY_HINT_COOKIE)?.value;
  const registry = token ? await fetchPublicRegistry(token, parseLocale(DEFAULT_LOCALE)) : null;
  if (!registry?.success) {
    // A registry that is gone (not a service that is down): stop offering the way back.
    if (registry && !registry.success && registry.error.status === 404) await setHint('', 0);
    return NextResponse.json({ ok: false }, { status: 404, headers: noStore });
  }
  return NextResponse.json({ ok: true, token: registry.data.token || token, couple: coupleFirstNames(registry.data) }, { headers: noStore });
}

export async function DELETE(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  await setHint('', 0);
  return NextResponse.json({ ok: true }, { headers: noStore });
}
