import { postForm, type FormPostResult } from '../forms/post';
import { RECAPTCHA_ACTIONS } from '../recaptcha/actions';
import type { ContactMessage } from './schema';

export type SendResult = FormPostResult;

/** Sends a message to client care through POST /api/contact (validated there with the same schema; reCAPTCHA-checked when on). */
export function sendContactMessage(values: ContactMessage, locale: string): Promise<SendResult> {
  return postForm('/api/contact', values, locale, RECAPTCHA_ACTIONS.contact);
}
