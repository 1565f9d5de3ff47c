import 'server-only';
import { WRITE_WAIT_MS } from './services/upstream';

/**
 * Hands a form submission (contact, newsletter, and later white-glove and customization requests) to
 * client care: a JSON POST to CONTACT_WEBHOOK_URL, a help-desk or CRM intake. The embedded backend's
 * inbox is the default, so submissions can be read back in tests.
 */
export type IntakeType = 'contact' | 'newsletter' | 'productInquiry' | 'whiteGlove' | 'customization';

function intakeUrl(): string {
  return process.env.CONTACT_WEBHOOK_URL || `${process.env.SPREE_API_URL ?? 'http://127.0.0.1:4000'}/__embedded/inbox`;
}

export async function deliverToIntake(type: IntakeType, payload: Record<string, unknown>): Promise<boolean> {
  try {
    const response = await fetch(intakeUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type, receivedAt: new Date().toISOString(), ...payload }),
      signal: AbortSignal.timeout(WRITE_WAIT_MS), // a paused intake: the form says so within 5 s
      cache: 'no-store',
    });
    return response.ok;
  } catch {
    return false;
  }
}
