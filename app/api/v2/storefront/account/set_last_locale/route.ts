import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forwardAccountCall, readJson } from '@/lib/account/forward';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge } from '@/lib/security/body';

const body = z.object({ locale: z.string().trim().regex(/^[a-z]{2}([-_][a-z]{2})?$/i) });

/** Spec §7: stores the shopper's last language on the account, body {locale}. */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const json = await readJson(request);
  if (json === 'tooLarge') return payloadTooLarge('json');
  const parsed = body.safeParse(json);
  if (!parsed.success) return NextResponse.json({ error: 'locale is invalid' }, { status: 422 });
  return forwardAccountCall(request, 'set_last_locale', { locale: parsed.data.locale.toLowerCase() });
}
