'use client';

import { useEffect, useId, useState } from 'react';
import { CERTIFICATE_ACCEPT } from '@/lib/trade/rules';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './TradeApply.module.css';

/** A file input that hands the chosen File to the form; the browser keeps showing it after a refusal. */
export function CertificateInput({ label, hint, error, name, setRef, onBlur, onChange }: {
  label: string; hint: string; error?: string; name: string; setRef: (el: HTMLInputElement | null) => void; onBlur(): void; onChange(file: File | null): void;
}) {
  const id = useId();
  const described = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        ref={setRef}
        name={name}
        type="file"
        accept={CERTIFICATE_ACCEPT}
        className={`${fieldStyles.input} ${styles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The city suggestions of the chosen country (GET /api/trade/cities, cached for a day). */
export function useCities(country: string | undefined): string[] {
  const [cities, setCities] = useState<{ country: string; list: string[] }>({ country: '', list: [] });
  useEffect(() => {
    if (!country) return;
    let live = true;
    fetch(`/api/trade/cities?country=${encodeURIComponent(country)}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ cities: string[] }>) : { cities: [] }))
      .catch(() => ({ cities: [] }))
      .then((body) => live && setCities({ country, list: body.cities }));
    return () => {
      live = false;
    };
  }, [country]);
  return cities.country === country ? cities.list : [];
}
