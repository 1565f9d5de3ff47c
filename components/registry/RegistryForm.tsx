'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { createRegistry, updateRegistry } from '@/lib/registry/actions';
import { registrySchema, type RegistryInput } from '@/lib/registry/schema';
import { useRouter } from '@/lib/i18n/navigation';
import { loadVisitor } from '@/stores/visitor-store';
import styles from './Registry.module.css';

type Field = keyof RegistryInput;

/**
 * The registry's set-up form and, with `mode="edit"`, the same form to change its details (spec §3
 * your name, partner's name, wedding date; §8 "This field is required"). Checked here and again by
 * the server action; the service's own refusals land on their fields. What was typed stays on error.
 */
export function RegistryForm({ mode, defaults, onDone, onCancel }: { mode: 'create' | 'edit'; defaults?: RegistryInput; onDone?: () => void; onCancel?: () => void }) {
  const t = useTranslations('registry.form');
  const router = useRouter();
  const binding = useActionForm<RegistryInput>({
    resolver: zodResolver(registrySchema),
    defaultValues: defaults ?? { yourName: '', partnerName: '', weddingDate: '' },
    action: (values) => (mode === 'create' ? createRegistry(values) : updateRegistry(values)),
    onSuccess: () => {
      // The page comes from the server, the cached shell's registry link from the visitor answer: read both again.
      router.refresh();
      void loadVisitor();
      onDone?.();
    },
    // Only this form's fields; a refusal that names none of them is the form's "something went wrong".
    fieldOf: (field) => (field in registrySchema.shape ? (field as Field) : null),
    focusRefused: true,
    // Messages are keys of registry.form ('required', 'datePast'...); the service's own words pass through.
    messages: { namespace: 'registry.form' },
  });
  const failed = binding.formError !== null;

  return (
    <ActionForm binding={binding} className={styles.form}>
      <div className={styles.pair}>
        <Field name="yourName" label={t('yourName')} autoComplete="name" maxLength={100} />
        <Field name="partnerName" label={t('partnerName')} autoComplete="off" maxLength={100} />
      </div>
      <Field name="weddingDate" label={t('weddingDate')} type="date" />
      <div className={styles.formActions}>
        <SubmitButton pending={binding.pending}>{mode === 'create' ? t('create') : t('save')}</SubmitButton>
        {onCancel && (
          <button type="button" className={styles.textButton} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      <p className={styles.error} role="status" aria-live="polite">
        {failed ? t('failed') : null}
      </p>
    </ActionForm>
  );
}
