import { NextResponse } from 'next/server';
import { recaptchaSettings } from '@/lib/config';

/**
 * GET /api/recaptcha — whether the shop's forms are protected, and the public site key the browser's
 * script runs with (lib/recaptcha/client.ts asks on a form's first interaction). Read from the running
 * configuration, so cached pages never carry it; the API key and project stay on the server.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return NextResponse.json({ siteKey: recaptchaSettings()?.siteKey ?? null }, { headers: { 'Cache-Control': 'public, max-age=300' } });
}
