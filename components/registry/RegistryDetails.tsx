'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { RegistryInput } from '@/lib/registry/schema';
import { RegistryForm } from './RegistryForm';
import styles from './Registry.module.css';

/** The couple's names and date with "Edit the details", which opens the set-up form in place. */
export function RegistryDetails({ details, children }: { details: RegistryInput; children: ReactNode }) {
  const t = useTranslations('registry.form');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.details}>
      {children}
      {editing ? (
        <section className={styles.editor} aria-labelledby="registry-edit-title">
          <h2 id="registry-edit-title" className={styles.subheading}>
            {t('editTitle')}
          </h2>
          <RegistryForm
            mode="edit"
            defaults={details}
            onCancel={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
          />
        </section>
      ) : (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('edit')}
        </button>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {saved ? t('saved') : null}
      </p>
    </div>
  );
}
