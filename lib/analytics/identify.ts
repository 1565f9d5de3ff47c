/**
 * Identify-user (spec §7) after a sign-in or sign-up, with analytics and marketing consent only: the
 * server sends the account's name and e-mail to the customer-data service (POST
 * /api/audience/identify); the data layer learns the pseudonymous userId. Never blocks the sign-in.
 */
import { track } from './data-layer';
import { browserConsent } from './browser-consent';
import { identifyUser } from './events';

export async function identifyAfterAuth(method: 'sign_in' | 'sign_up'): Promise<void> {
  const consent = browserConsent();
  if (!consent?.analytics || !consent.marketing) return;
  try {
    const response = await fetch('/api/audience/identify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}', credentials: 'same-origin', cache: 'no-store', keepalive: true });
    if (response.status !== 200) return;
    const { userId } = (await response.json()) as { userId?: string };
    if (userId) track(identifyUser(userId, method));
  } catch {
    // The customer-data service is not the shopper's problem.
  }
}
