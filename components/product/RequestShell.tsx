'use client';

import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm, type ActionFormOptions } from '@/components/forms/useActionForm';
import type { RequestKind } from '@/lib/product/requests';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { sendProductRequest } from './request-client';
import styles from './RequestForms.module.css';

export interface RequestProduct {
  id: string;
  sku: string;
  title: string;
}

/**
 * A request form's binding: sent through its route handler (validated there with the same schema),
 * field errors from the server put back on their fields, every refusal noticed while everything
 * typed stays; `sent` once client care has it.
 */
export function useRequestForm<T extends FieldValues>(kind: RequestKind, options: Omit<ActionFormOptions<T, T, undefined>, 'action'>) {
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const binding = useActionForm<T, T>({
    ...options,
    mode: 'onTouched',
    action: (values) => sendProductRequest(kind, values as Record<string, unknown>, locale),
    onSuccess: () => setSent(true),
    reportEveryFailure: true,
    messages: { namespace: 'product.requests' },
  });
  return { binding, sent, setSent };
}

/** What every request form shares around its own fields: the intro, the refusal notice, the thank-you state. */
export function RequestShell<T extends FieldValues>({
  kind,
  request,
  intro,
  onClose,
  children,
}: {
  kind: RequestKind;
  request: ReturnType<typeof useRequestForm<T>>;
  intro: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useTranslations('product.requests');
  const { binding, sent, setSent } = request;
  const failure = formErrorText(binding);

  if (sent) {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{t('thanksTitle')}</p>
        <p>{t('thanksBody')}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            binding.form.reset();
            setSent(false);
            onClose();
          }}
        >
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha} data-request={kind}>
      <p className={styles.intro}>{intro}</p>
      {children}
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
      <SubmitButton pending={binding.pending}>{t('submit')}</SubmitButton>
    </ActionForm>
  );
}

/** Who is asking: every request form has these three fields. */
export function WhoFields() {
  const t = useTranslations('product.requests');
  return (
    <div className={styles.row}>
      <Field name="name" label={t('fields.name')} autoComplete="name" />
      <Field name="email" label={t('fields.email')} type="email" autoComplete="email" />
      <Field name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" optional={t('optional')} />
    </div>
  );
}
