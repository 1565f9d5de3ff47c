import { NextResponse } from 'next/server';
import { z } from 'zod';
import { forwardAccountCall, readJson } from '@/lib/account/forward';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { payloadTooLarge } from '@/lib/security/body';

const body = z.object({ spree_country: z.object({ iso: z.string().trim().regex(/^[A-Za-z]{2}$/) }) });

/** Spec §7: stores the shopper's shipping country on the account, body {spree_country:{iso}}. */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const json = await readJson(request);
  if (json === 'tooLarge') return payloadTooLarge('json');
  const parsed = body.safeParse(json);
  if (!parsed.success) return NextResponse.json({ error: 'iso is invalid' }, { status: 422 });
  return forwardAccountCall(request, 'set_country', { spree_country: { iso: parsed.data.spree_country.iso.toUpperCase() } });
}
