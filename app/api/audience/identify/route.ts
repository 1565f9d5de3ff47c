import { NextResponse } from 'next/server';
import { cdpOptions, identifyVisitor } from '@/lib/audience/check';
import { requestConsent, visitorId } from '@/lib/audience/server';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { currentAccount } from '@/lib/session';
import { analyticsUserId } from '@/lib/visitor/user-id';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * POST /api/audience/identify — identify-user (spec §7) after a sign-in or sign-up: the signed-in
 * account's name and e-mail go from this server to the customer-data service, linked to the visitor
 * id; the browser never sends them and the data layer gets only the pseudonymous userId. Only with
 * analytics and marketing consent (a named profile is marketing); otherwise nothing happens (204).
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const consent = await requestConsent();
  if (!consent?.analytics || !consent.marketing) return new NextResponse(null, { status: 204, headers: noStore });
  const account = await currentAccount();
  if (!account) return NextResponse.json({ ok: false }, { status: 401, headers: noStore });
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  const ok = await identifyVisitor(await visitorId(), { email: account.email, name }, cdpOptions());
  return NextResponse.json({ ok, userId: analyticsUserId(account.id) }, { headers: noStore });
}
