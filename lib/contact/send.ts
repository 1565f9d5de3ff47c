import { postForm, type FormPostResult } from '../forms/post';
import type { ContactMessage } from './schema';

export type SendResult = FormPostResult;

/** Sends a message to client care through POST /api/contact (validated there with the same schema). */
export function sendContactMessage(values: ContactMessage, locale: string): Promise<SendResult> {
  return postForm('/api/contact', values, locale);
}
