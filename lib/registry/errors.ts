import type { CommerceError } from '../commerce/errors';

/** The service's field names → the set-up form's, and its English messages → the form's message keys. */
const FIELDS: Record<string, string> = { your_name: 'yourName', partner_name: 'partnerName', wedding_date: 'weddingDate' };
const MESSAGES: Record<string, string> = { "can't be blank": 'required', 'is invalid': 'dateInvalid' };

/**
 * A 422 on the registry's details as errors on the form's own fields ({ weddingDate: 'dateInvalid' });
 * a message the form does not know passes through as the service wrote it. Null when no field is named.
 */
export function registryFieldErrors(error: CommerceError): Record<string, string> | null {
  if (error.kind !== 'validation') return null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = Array.isArray(messages) ? String(messages[0] ?? '') : '';
    if (FIELDS[field] && message) errors[FIELDS[field]] = MESSAGES[message] ?? message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
