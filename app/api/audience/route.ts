import { NextResponse } from 'next/server';
import { checkAudiences, cdpOptions } from '@/lib/audience/check';
import { requestConsent, setCookie, visitorId } from '@/lib/audience/server';
import { userSegment } from '@/lib/audience/segments';
import { COOKIES } from '@/lib/cookies';
import { refuseCrossSite } from '@/lib/security/same-origin';
import { currentAccount } from '@/lib/session';

const noStore = { 'Cache-Control': 'private, no-store' };

/**
 * POST /api/audience — the audience check of spec §7, called by the browser after load, once per
 * browser session and only with analytics consent (the cached pages never run it). Asks the
 * customer-data service about the visitor id in its cookie, stores the answers in the spec's cookies
 * and returns the segment for the data layer. Without consent it does nothing and says so (204).
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const consent = await requestConsent();
  if (!consent?.analytics) return new NextResponse(null, { status: 204, headers: noStore });

  const [audiences, account] = await Promise.all([visitorId().then((id) => checkAudiences(id, cdpOptions())), currentAccount()]);
  const segment = userSegment({ signedIn: account !== null, trade: account?.isTrade ?? false, hasRegistry: account?.hasWeddingRegistry ?? false });
  await setCookie(COOKIES.repeatUser, audiences.repeat_users ? '1' : '0');
  await setCookie(COOKIES.professional, audiences.is_trade ? '1' : '0');
  await setCookie(COOKIES.userSegment, segment);
  // The e-mail opt-in is a marketing cookie: written only with marketing consent.
  if (consent.marketing && audiences.has_email_opted_in) await setCookie(COOKIES.emailOptIn, '1');

  return NextResponse.json(
    { userSegment: segment, returningVisitor: audiences.repeat_users, professional: audiences.is_trade, emailOptedIn: audiences.has_email_opted_in },
    { headers: noStore },
  );
}
