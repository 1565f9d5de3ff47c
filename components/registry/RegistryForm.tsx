'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { SubmitButton, TextField } from '@/components/forms/fields';
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
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<RegistryInput>({
    resolver: zodResolver(registrySchema),
    defaultValues: defaults ?? { yourName: '', partnerName: '', weddingDate: '' },
  });
  // Messages are keys of registry.form ('required', 'datePast'...); the service's own words pass through.
  const text = (message: string | undefined) => (message ? (t.has(message as 'required') ? t(message as 'required') : message) : undefined);
  const error = (field: Field) => text(formState.errors[field]?.message);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((values) =>
        startTransition(async () => {
          setFailed(false);
          const result = mode === 'create' ? await createRegistry(values) : await updateRegistry(values);
          if (!result.ok) {
            const fields = Object.entries(result.errors ?? {}).filter(([field]) => field in registrySchema.shape);
            for (const [field, message] of fields) setError(field as Field, { message }, { shouldFocus: true });
            if (fields.length === 0) setFailed(true);
            return;
          }
          // The page comes from the server, the cached shell's registry link from the visitor answer: read both again.
          router.refresh();
          void loadVisitor();
          onDone?.();
        }),
      )}
    >
      <div className={styles.pair}>
        <TextField label={t('yourName')} autoComplete="name" maxLength={100} error={error('yourName')} {...register('yourName')} />
        <TextField label={t('partnerName')} autoComplete="off" maxLength={100} error={error('partnerName')} {...register('partnerName')} />
      </div>
      <TextField label={t('weddingDate')} type="date" error={error('weddingDate')} {...register('weddingDate')} />
      <div className={styles.formActions}>
        <SubmitButton pending={pending}>{mode === 'create' ? t('create') : t('save')}</SubmitButton>
        {onCancel && (
          <button type="button" className={styles.textButton} onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
      <p className={styles.error} role="status" aria-live="polite">
        {failed ? t('failed') : null}
      </p>
    </form>
  );
}
