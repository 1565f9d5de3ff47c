import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forwardAccountCall, readJson } from '@/lib/account/forward';
import { refuseCrossSite } from '@/lib/security/same-origin';

const body = z.object({ locale: z.string().trim().regex(/^[a-z]{2}([-_][a-z]{2})?$/i) });

/** Spec §7: stores the shopper's last language on the account, body {locale}. */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const parsed = body.safeParse(await readJson(request));
  if (!parsed.success) return NextResponse.json({ error: 'locale is invalid' }, { status: 422 });
  return forwardAccountCall(request, 'set_last_locale', { locale: parsed.data.locale.toLowerCase() });
}
