'use client';

import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { COUNTRIES } from '@/lib/i18n/countries';
import { parseLocale } from '@/lib/i18n/locales';
import { CERTIFICATE_ACCEPT, COMPANY_SIZES, PROJECT_TYPES, type CompanySize } from '@/lib/trade/rules';
import {
  tradeApplicationSchema, TRADE_FIELDS, type ApplicantState, type TradeApplicantMode, type TradeApplicationInput, type TradeErrorKey,
} from '@/lib/trade/schema';
import { CheckboxField, SelectField, SubmitButton, TextField } from '@/components/forms/fields';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './TradeApply.module.css';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED, RECAPTCHA_TOKEN_FIELD } from '@/lib/recaptcha/actions';
import { recaptchaToken, warmRecaptcha } from '@/lib/recaptcha/client';

const SIZE_KEY: Record<CompanySize, 'solo' | 'small' | 'medium' | 'large' | 'xlarge'> = {
  '1': 'solo', '2-10': 'small', '11-50': 'medium', '51-200': 'large', '201+': 'xlarge',
};

/** Reads who is applying (after load: the page is the same for everyone), then shows the right form or status. */
export function TradeApplicationForm({ locale, defaultCountry }: { locale: string; defaultCountry: string }) {
  const t = useTranslations('trade.apply');
  const [state, setState] = useState<ApplicantState | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/trade/application', { cache: 'no-store' })
      .then((r) => (r.ok ? (r.json() as Promise<ApplicantState>) : { signedIn: false as const }))
      .catch(() => ({ signedIn: false as const }))
      .then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);

  if (!state) {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  if (state.signedIn && state.tradeStatus) {
    const pending = state.tradeStatus === 'pending';
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{pending ? t('pendingTitle') : t('approvedTitle')}</p>
        <p>{pending ? t('pendingBody') : t('approvedBody')}</p>
      </div>
    );
  }
  return <ApplicationForm locale={locale} defaultCountry={defaultCountry} mode={state.signedIn ? 'account' : 'guest'} email={state.signedIn ? state.email : ''} />;
}

/** What the form holds: the schema's input, with the two acceptances unticked until ticked. */
type TradeFormValues = Omit<TradeApplicationInput, 'acceptTerms' | 'acceptSpecificArticles'> & { acceptTerms: boolean; acceptSpecificArticles: boolean };

/** `message`: the shop's own sentence for a rate limit (429), already in the visitor's language. */
type Answer = { ok: true } | { ok: false; form: TradeErrorKey; fields: Partial<Record<string, TradeErrorKey>>; message?: string };

function ApplicationForm({ locale, defaultCountry, mode, email }: { locale: string; defaultCountry: string; mode: TradeApplicantMode; email: string }) {
  const t = useTranslations('trade.apply');
  const router = useRouter();
  const { language } = parseLocale(locale);
  const [status, setStatus] = useState<'editing' | 'sent'>('editing');
  const [refusal, setRefusal] = useState<TradeErrorKey | null>(null);
  const [refusalText, setRefusalText] = useState<string | null>(null);
  const citiesId = useId();
  const form = useForm<TradeFormValues>({
    resolver: zodResolver(tradeApplicationSchema(mode)) as unknown as Resolver<TradeFormValues>,
    defaultValues: {
      email: '', firstName: '', lastName: '', companyName: '', companySize: '', website: '', country: defaultCountry, city: '', phone: '',
      password: '', confirmPassword: '', certificate: null, projectType: '', acceptTerms: false, acceptSpecificArticles: false,
    },
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control, setError, setValue } = form;
  const errors = formState.errors as Partial<Record<FieldPath<TradeFormValues>, { message?: string }>>;
  const error = (name: FieldPath<TradeFormValues>) => {
    const key = errors[name]?.message as TradeErrorKey | undefined;
    return key ? (t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.required')) : undefined;
  };
  const certificate = useController({ control, name: 'certificate' });
  const country = useWatch({ control, name: 'country' });
  const cities = useCities(country);

  const countries = COUNTRIES.map((c) => ({ value: c.isocode, label: c.localizedCountryName[language] ?? c.isocode }))
    .sort((a, b) => a.label.localeCompare(b.label, language));

  async function submit(values: TradeFormValues) {
    setRefusal(null);
    const body = new FormData();
    for (const field of TRADE_FIELDS) {
      if (mode === 'account' && (field === 'email' || field === 'firstName' || field === 'lastName' || field === 'password' || field === 'confirmPassword')) continue;
      const value = values[field];
      if (value instanceof File) body.set(field, value, value.name);
      else if (value !== null && value !== undefined) body.set(field, String(value));
    }
    body.set('locale', locale);
    const token = await recaptchaToken(RECAPTCHA_ACTIONS.tradeApplication);
    if (token !== undefined) body.set(RECAPTCHA_TOKEN_FIELD, token);
    const answer: Answer = await fetch('/api/trade/application', { method: 'POST', body })
      .then((r) => r.json() as Promise<Answer>)
      .catch(() => ({ ok: false as const, form: 'submitFailed' as const, fields: {} }));
    if (answer.ok) {
      setStatus('sent');
      router.refresh();
      return;
    }
    // Everything typed stays, except the password (spec: a refused submission keeps what was typed);
    // a refused security check keeps the password too: nothing was sent anywhere.
    if (mode === 'guest' && answer.form !== RECAPTCHA_REFUSED) {
      setValue('password', '');
      setValue('confirmPassword', '');
    }
    for (const [field, key] of Object.entries(answer.fields ?? {})) {
      if (key) setError(field as FieldPath<TradeFormValues>, { message: key });
    }
    setRefusalText(answer.message ?? null);
    setRefusal(answer.form);
  }

  if (status === 'sent') {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('thanksTitle')}</p>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit)} onFocus={warmRecaptcha} noValidate aria-describedby={refusal ? 'trade-refusal' : undefined}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('accountSection')}</legend>
        {mode === 'account' ? (
          <p className={styles.signedIn}>{t('signedInAs', { email })}</p>
        ) : (
          <>
            <TextField label={t('fields.email')} type="email" autoComplete="email" error={error('email')} {...register('email')} />
            <div className={styles.pair}>
              <TextField label={t('fields.firstName')} autoComplete="given-name" error={error('firstName')} {...register('firstName')} />
              <TextField label={t('fields.lastName')} autoComplete="family-name" error={error('lastName')} {...register('lastName')} />
            </div>
            <div className={styles.pair}>
              <TextField label={t('fields.password')} type="password" autoComplete="new-password" hint={t('passwordHint')} error={error('password')} {...register('password')} />
              <TextField label={t('fields.confirmPassword')} type="password" autoComplete="new-password" error={error('confirmPassword')} {...register('confirmPassword')} />
            </div>
          </>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('companySection')}</legend>
        <TextField label={t('fields.companyName')} autoComplete="organization" error={error('companyName')} {...register('companyName')} />
        <div className={styles.pair}>
          <SelectField
            label={t('fields.companySize')}
            placeholder={t('choose')}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: t(`companySizes.${SIZE_KEY[size]}`) }))}
            error={error('companySize')}
            {...register('companySize')}
          />
          <SelectField
            label={t('fields.projectType')}
            placeholder={t('choose')}
            options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`projectTypes.${type}`) }))}
            error={error('projectType')}
            {...register('projectType')}
          />
        </div>
        <TextField label={t('fields.website')} type="url" inputMode="url" autoComplete="url" error={error('website')} {...register('website')} />
        <div className={styles.pair}>
          <SelectField label={t('fields.country')} placeholder={t('choose')} options={countries} autoComplete="country" error={error('country')} {...register('country')} />
          <TextField
            label={t('fields.city')}
            autoComplete="address-level2"
            list={citiesId}
            hint={t('citiesHint')}
            error={error('city')}
            {...register('city')}
          />
          <datalist id={citiesId}>
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" error={error('phone')} {...register('phone')} />
        <CertificateInput
          label={t('fields.certificate')}
          hint={t('certificateHint')}
          error={error('certificate')}
          name={certificate.field.name}
          setRef={certificate.field.ref}
          onBlur={certificate.field.onBlur}
          onChange={(file) => certificate.field.onChange(file)}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('agreementSection')}</legend>
        <CheckboxField
          label={t.rich('fields.acceptTerms', {
            link: (chunks) => (
              <Link href="/terms-conditions-trade" target="_blank" className={styles.inlineLink}>
                {chunks}
              </Link>
            ),
          })}
          error={error('acceptTerms')}
          {...register('acceptTerms')}
        />
        <CheckboxField label={t('fields.acceptSpecificArticles')} error={error('acceptSpecificArticles')} {...register('acceptSpecificArticles')} />
      </fieldset>

      {refusal && (
        <p id="trade-refusal" className={styles.refusal} role="alert">
          {refusalText ?? t(`errors.${refusal}`)}
        </p>
      )}
      <SubmitButton pending={formState.isSubmitting}>{formState.isSubmitting ? t('sending') : t('submit')}</SubmitButton>
    </form>
  );
}

/** A file input that hands the chosen File to the form; the browser keeps showing it after a refusal. */
function CertificateInput({ label, hint, error, name, setRef, onBlur, onChange }: {
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
function useCities(country: string | undefined): string[] {
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
