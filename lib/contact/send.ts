import type { Locale } from '@/lib/i18n/locale-list';
import { postForm } from '../forms/post';
import type { ActionOutcome, FormRefusal } from '../forms/action-result';
import { RECAPTCHA_ACTIONS } from '../recaptcha/actions';
import type { ContactMessage } from './schema';

/** Sends a message to client care through POST /api/contact (validated there with the same schema; reCAPTCHA-checked when on). */
export function sendContactMessage(values: ContactMessage, locale: Locale): Promise<ActionOutcome<undefined, FormRefusal>> {
  return postForm('/api/contact', values, locale, RECAPTCHA_ACTIONS.contact);
}
