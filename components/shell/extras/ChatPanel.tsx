'use client';

import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { CONTACT_TOPICS, contactSchema, type ContactInput, type ContactMessage } from '@/lib/contact/schema';
import { sendContactMessage } from '@/lib/contact/send';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import styles from './ChatPanel.module.css';

/**
 * The chat's conversation: client care's greeting, then the shopper's message. It is the contact
 * form's schema and route (POST /api/contact), shown as a conversation; replies come by e-mail.
 */
export function ChatPanel() {
  const t = useTranslations('chat');
  const tContact = useTranslations('contact');
  const locale = useLocale();
  const [sent, setSent] = useState<ContactMessage | null>(null);
  const binding = useActionForm<ContactInput, ContactMessage>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', orderNumber: '', message: '', phoneContact: false, phone: '' },
    mode: 'onTouched',
    action: (values) => sendContactMessage(values, locale),
    onSuccess: (_, values) => {
      setSent(values);
      binding.form.reset();
    },
    reportEveryFailure: true,
    messages: { namespace: 'contact' },
  });
  const failure = formErrorText(binding);

  return (
    <div className={styles.chat}>
      <ol className={styles.conversation} aria-label={t('conversation')}>
        <li className={styles.fromCare}>{t('greeting')}</li>
        {sent && (
          <>
            <li className={styles.fromShopper}>{sent.message}</li>
            <li className={styles.fromCare} role="status">
              {t('received', { name: sent.name, email: sent.email })}
            </li>
          </>
        )}
      </ol>
      {sent ? (
        <button type="button" className={styles.again} onClick={() => setSent(null)}>
          {t('another')}
        </button>
      ) : (
        <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha}>
          <Field kind="textarea" name="message" label={t('message')} rows={4} />
          <Field
            kind="select"
            name="topic"
            label={tContact('fields.topic')}
            placeholder={tContact('chooseTopic')}
            options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: tContact(`topics.${topic}`) }))}
          />
          <Field name="name" label={tContact('fields.name')} autoComplete="name" />
          <Field name="email" label={tContact('fields.email')} type="email" autoComplete="email" hint={t('replyByEmail')} />
          {failure && (
            <p className={styles.failure} role="alert">
              {failure}
            </p>
          )}
          <SubmitButton pending={binding.pending}>{t('send')}</SubmitButton>
        </ActionForm>
      )}
    </div>
  );
}
