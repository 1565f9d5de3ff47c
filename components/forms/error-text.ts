'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createTranslator, useLocale, useMessages, useTranslations, type Messages } from 'next-intl';
import { parseValidationMessage } from '@/lib/forms/validation';
import { localeParts } from '@/lib/i18n/locale-parts';
import { hasMessages, loadMessages, loadedMessages, messagesFailed, subscribeToMessages } from '@/lib/i18n/lazy-messages';
import { RECAPTCHA_REFUSED } from '@/lib/recaptcha/actions';
import { isMessageKey, type AnyMessageKey } from '@/lib/i18n/message-keys';

/**
 * Codes the server (or a schema) sends that have one sentence wherever they appear, and where it
 * lives. A code `prefix.key` whose prefix is listed here is `key` of that namespace.
 */
const SHARED_CODES: Record<string, AnyMessageKey> = {
  emailTaken: 'auth.errors.emailTaken',
  currentPasswordWrong: 'account.emailChange.wrongPassword',
  currentPasswordLimited: 'auth.errors.rateLimited',
  orderNumberInvalid: 'routes.orderStatus.numberInvalid',
  cardNumber: 'checkout.payment.errors.cardNumber',
  cardExpiry: 'checkout.payment.errors.cardExpiry',
  cardCvc: 'checkout.payment.errors.cardCvc',
};
const SHARED_PREFIXES: Record<string, string> = { 'product.': 'product.requests.errors.' };

export interface ErrorTextOptions {
  /** The form's own message namespace: its keys win over the shared ones ('registry.form' has its own 'required'). */
  namespace?: string;
  /** Codes of this form that read as another key of its namespace ({ orderNotFound: 'notFound' }). */
  aliases?: Record<string, string>;
  /** The key of the namespace for a field code nothing else knows (default: the code is shown as the server wrote it). */
  unknownField?: string;
  /** The key of the namespace for a form-level code it has no key for (default 'failed'). */
  unknownForm?: string;
}

export interface FormErrorState {
  code: string;
  /** A sentence the server wrote in the visitor's language (a rate limit); shown as is. */
  message?: string;
}

export interface ErrorText {
  /** A field's message code ('tooShort:2', 'emailTaken', 'product.number') in the visitor's language, naming the field. */
  field(message: string | undefined, label: string): string | undefined;
  /** The sentence for a refusal of the whole form. */
  form(error: FormErrorState): string;
}

const VALIDATION = ['validation'] as const;

/**
 * The validation sentences (`validation` namespace) are not in a page's flight data
 * (lib/i18n/client-messages.ts): a form asks for them when it mounts, long before its first error,
 * and reads them from the provider when a page sends them. `pending` until they are here.
 */
function useValidationMessages(messages: unknown) {
  const locale = useLocale();
  const { language } = localeParts(locale);
  const sent = isMessageKey(messages, 'validation.required');
  const arrived = useSyncExternalStore(subscribeToMessages, () => hasMessages(language, VALIDATION), () => false);
  const failed = useSyncExternalStore(subscribeToMessages, () => messagesFailed(language, VALIDATION), () => false);
  useEffect(() => {
    if (!sent) loadMessages(language, VALIDATION);
  }, [sent, language]);
  return useMemo(() => {
    if (sent) return { pending: false, later: null };
    const loaded = arrived ? loadedMessages(language, VALIDATION) : null;
    // The file holds the `validation` namespace of en.json's shape (app/api/messages): the translator reads only it.
    const later = loaded ? { messages: loaded, t: createTranslator({ locale, messages: loaded as Pick<Messages, 'validation'>, namespace: 'validation' }) } : null;
    // Offline, the codes fall through to the form's own words or the code itself rather than to nothing.
    return { pending: !later && !failed, later };
  }, [sent, arrived, failed, language, locale]);
}

/**
 * The one translator from the codes forms get back (from their zod schema or from the server) to
 * the visitor's language: the form's own namespace first, then the shared codes, then the
 * validation messages (`validation` namespace, with the field's name and the limit), then the
 * server's own words.
 */
export function useErrorText(options: ErrorTextOptions = {}): ErrorText {
  const t = useTranslations();
  const { namespace, aliases = {}, unknownField, unknownForm = 'failed' } = options;
  const messages = useMessages();
  const { pending, later } = useValidationMessages(messages);
  // Codes arrive at run time: a key is read once the messages at hand are seen to have it.
  const has = (key: string): key is AnyMessageKey => isMessageKey(messages, key);
  const say = (key: AnyMessageKey, values?: Record<string, string | number>) => t(key, values);
  const own = (code: string): string | undefined => {
    if (!namespace) return undefined;
    const key = `${namespace}.${aliases[code] ?? code}`;
    return has(key) ? say(key) : undefined;
  };
  const shared = (code: string): string | undefined => {
    if (SHARED_CODES[code]) return say(SHARED_CODES[code]);
    for (const [prefix, target] of Object.entries(SHARED_PREFIXES)) {
      const key = target + code.slice(prefix.length);
      if (code.startsWith(prefix) && has(key)) return say(key);
    }
    return undefined;
  };
  return {
    field(message, label) {
      if (!message) return undefined;
      const mine = own(message) ?? shared(message);
      if (mine !== undefined) return mine;
      const { key, limit } = parseValidationMessage(message);
      const validation = `validation.${key}`;
      if (has(validation)) return say(validation, { field: label, val: limit ?? 0 });
      if (later && isMessageKey(later.messages, validation)) return later.t(key as keyof Messages['validation'], { field: label, val: limit ?? 0 });
      // Never a bare code while the sentences are on their way: the field's error shows when they arrive.
      if (pending) return '';
      const fallback = unknownField && namespace ? `${namespace}.${unknownField}` : '';
      if (fallback && has(fallback)) return say(fallback);
      return message;
    },
    form({ code, message }) {
      if (message) return message;
      const mine = own(code);
      if (mine !== undefined) return mine;
      const refused = `${namespace}.recaptchaRefused`;
      if (code === RECAPTCHA_REFUSED && namespace && has(refused)) return say(refused);
      const failed = `${namespace}.${unknownForm}`;
      return namespace && has(failed) ? say(failed) : code;
    },
  };
}
