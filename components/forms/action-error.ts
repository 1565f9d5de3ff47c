'use client';

import { useTranslations } from 'next-intl';
import type { ActionError } from '@/lib/forms/action-result';

/**
 * The one way to say a server action's failure outside a form (a button, a panel's status line),
 * in the visitor's language: each shared kind has its sentence in the `actionErrors` namespace; an
 * action's own refusal is said by `refused` when the caller gives it, generically otherwise. Forms
 * show failures through useActionForm, which puts field codes on their fields.
 */
export function useActionErrorText<R = unknown>(refused?: (reason: R) => string): (error: ActionError<R>) => string {
  const t = useTranslations('actionErrors');
  return (error) => {
    if (error.kind === 'refused') return refused ? refused(error.reason) : t('failed');
    return t(error.kind);
  };
}
