import 'server-only';
import type { Locale } from '@/lib/i18n/locale-list';
import { serviceConfig } from '../config';
import type { AccountApplication, GuestApplication, TradeErrorKey, TradeField } from './schema';
import { COMMERCE_FIELD } from './schema';

/** The commerce service's refusal of an already registered e-mail (spec §8), word for word. */
const EMAIL_TAKEN = 'A user is already registered with this e-mail; contact the trade team to join.';

export type SubmitOutcome =
  | { ok: true }
  | { ok: false; status: number; form: TradeErrorKey; fields: Partial<Record<TradeField, TradeErrorKey>> };

/** Maps a Rails-style field message of the service to the form's message key. */
function keyFor(field: TradeField, message: string): TradeErrorKey {
  if (message === EMAIL_TAKEN) return 'emailTaken';
  if (field === 'website') return 'website';
  if (field === 'email') return 'email';
  if (field === 'confirmPassword') return 'passwordMismatch';
  if (field === 'password') return /too (short|long)/.test(message) ? 'passwordLength' : 'required';
  if (field === 'phone') return 'phone';
  if (field === 'acceptTerms') return 'terms';
  if (field === 'acceptSpecificArticles') return 'specificArticles';
  if (field === 'certificate') return /too big/.test(message) ? 'certificateSize' : /blank/.test(message) ? 'required' : /could not be read/.test(message) ? 'certificateUnreadable' : 'certificateType';
  return 'required';
}

/**
 * POST trade_applications on the commerce service (multipart, with the certificate). A guest's
 * application creates the account; with `bearer` the signed-in consumer applies for their own.
 */
export async function submitTradeApplication(
  application: GuestApplication | AccountApplication,
  { bearer, locale }: { bearer: string | null; locale: Locale },
): Promise<SubmitOutcome> {
  const form = new FormData();
  const set = (name: string, value: string) => form.set(`trade_application[${name}]`, value);
  if ('email' in application) {
    set('email', application.email);
    set('first_name', application.firstName);
    set('last_name', application.lastName);
    set('password', application.password);
    set('password_confirmation', application.confirmPassword);
  }
  set('company_name', application.companyName);
  set('company_size', application.companySize);
  set('website', application.website);
  set('country_iso', application.country);
  set('city', application.city);
  set('phone', application.phone);
  set('project_type', application.projectType);
  set('accepts_terms', String(application.acceptTerms));
  set('accepts_specific_articles', String(application.acceptSpecificArticles));
  set('locale', locale);
  const file = application.certificate as File;
  form.set('trade_application[resale_certificate]', file, file.name);

  let response: Response;
  try {
    response = await fetch(new URL('/api/v2/storefront/trade_applications', serviceConfig.spree.url), {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/vnd.api+json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return { ok: false, status: 502, form: 'submitFailed', fields: {} };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: string; errors?: Record<string, string[]> } | null;
  if (body?.error === EMAIL_TAKEN) return { ok: false, status: 422, form: 'emailTaken', fields: { email: 'emailTaken' } };
  const fields: Partial<Record<TradeField, TradeErrorKey>> = {};
  for (const [name, messages] of Object.entries(body?.errors ?? {})) {
    const field = COMMERCE_FIELD[name];
    if (field && messages[0]) fields[field] = keyFor(field, messages[0]);
  }
  return { ok: false, status: response.status === 422 ? 422 : 502, form: 'submitFailed', fields };
}
