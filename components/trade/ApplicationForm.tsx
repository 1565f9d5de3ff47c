'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useId, useState } from 'react';
import { useController, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Link } from '@/lib/i18n/navigation';
import { identifyAfterAuth } from '@/lib/analytics/identify';
import { parseLocale } from '@/lib/i18n/locales';
import { countryOptions } from '@/lib/address/countries';
import { COMPANY_SIZES, PROJECT_TYPES, type CompanySize } from '@/lib/trade/rules';
import { tradeApplicationSchema, TRADE_FIELDS, type TradeApplicantMode, type TradeApplicationInput } from '@/lib/trade/schema';
import type { ActionOutcome, FormRefusal } from '@/lib/forms/action-result';
import { formAnswerOf } from '@/lib/forms/post';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field, formErrorText } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { RECAPTCHA_ACTIONS, RECAPTCHA_REFUSED, RECAPTCHA_TOKEN_FIELD } from '@/lib/recaptcha/actions';
import { recaptchaToken, warmRecaptcha } from '@/lib/recaptcha/client';
import { CertificateInput, useCities } from './application-parts';
import styles from './TradeApply.module.css';

const SIZE_KEY: Record<CompanySize, 'solo' | 'small' | 'medium' | 'large' | 'xlarge'> = {
  '1': 'solo', '2-10': 'small', '11-50': 'medium', '51-200': 'large', '201+': 'xlarge',
};

/** What the form holds: the schema's input, with the two acceptances unticked until ticked. */
type TradeFormValues = Omit<TradeApplicationInput, 'acceptTerms' | 'acceptSpecificArticles'> & { acceptTerms: boolean; acceptSpecificArticles: boolean };

/** Sends the application as multipart (the certificate is a file); the answer is the one action result (lib/forms/route.ts). */
async function sendApplication(values: TradeFormValues, mode: TradeApplicantMode, locale: Locale): Promise<ActionOutcome<undefined, FormRefusal>> {
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
  return formAnswerOf(await fetch('/api/trade/application', { method: 'POST', body }).catch(() => null));
}

export function ApplicationForm({ locale, defaultCountry, mode, email }: { locale: Locale; defaultCountry: string; mode: TradeApplicantMode; email: string }) {
  const t = useTranslations('trade.apply');
  const router = useRouter();
  const { language } = parseLocale(locale);
  const [sent, setSent] = useState(false);
  const citiesId = useId();
  const binding = useActionForm<TradeFormValues>({
    resolver: zodResolver(tradeApplicationSchema(mode)) as unknown as Resolver<TradeFormValues>,
    defaultValues: {
      email: '', firstName: '', lastName: '', companyName: '', companySize: '', website: '', country: defaultCountry, city: '', phone: '',
      password: '', confirmPassword: '', certificate: null, projectType: '', acceptTerms: false, acceptSpecificArticles: false,
    },
    mode: 'onTouched',
    action: (values) => sendApplication(values, mode, locale),
    onSuccess: () => {
      setSent(true);
      // A guest's application created the account and signed it in: identified as a sign-up is (issue 39).
      if (mode === 'guest') void identifyAfterAuth('sign_up');
      router.refresh();
    },
    onFailure: (errors) => {
      // Everything typed stays, except the password (spec: a refused submission keeps what was typed);
      // a refused security check keeps the password too: nothing was sent anywhere.
      if (mode === 'guest' && errors.form !== RECAPTCHA_REFUSED) {
        binding.form.setValue('password', '');
        binding.form.setValue('confirmPassword', '');
      }
    },
    // Every code is a key of trade.apply.errors; one it does not know reads as "This field is required".
    // A refusal always says so above the button too ("submitFailed" when it has no words of its own).
    reportEveryFailure: true,
    messages: { namespace: 'trade.apply.errors', unknownField: 'required', unknownForm: 'submitFailed' },
  });
  const { control } = binding.form;
  const certificate = useController({ control, name: 'certificate' });
  const certificateError = binding.form.getFieldState('certificate', binding.form.formState).error?.message;
  const country = useWatch({ control, name: 'country' });
  const cities = useCities(country);
  const refusal = formErrorText(binding);

  if (sent) {
    return (
      <div className={styles.notice} role="status">
        <p className={styles.noticeTitle}>{t('thanksTitle')}</p>
        <p>{t('thanksBody')}</p>
      </div>
    );
  }

  return (
    <ActionForm binding={binding} className={styles.form} onFocus={warmRecaptcha} aria-describedby={refusal ? 'trade-refusal' : undefined}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('accountSection')}</legend>
        {mode === 'account' ? (
          <p className={styles.signedIn}>{t('signedInAs', { email })}</p>
        ) : (
          <>
            <Field name="email" label={t('fields.email')} type="email" autoComplete="email" />
            <div className={styles.pair}>
              <Field name="firstName" label={t('fields.firstName')} autoComplete="given-name" />
              <Field name="lastName" label={t('fields.lastName')} autoComplete="family-name" />
            </div>
            <div className={styles.pair}>
              <Field name="password" label={t('fields.password')} type="password" autoComplete="new-password" hint={t('passwordHint')} />
              <Field name="confirmPassword" label={t('fields.confirmPassword')} type="password" autoComplete="new-password" />
            </div>
          </>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('companySection')}</legend>
        <Field name="companyName" label={t('fields.companyName')} autoComplete="organization" />
        <div className={styles.pair}>
          <Field
            kind="select"
            name="companySize"
            label={t('fields.companySize')}
            placeholder={t('choose')}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: t(`companySizes.${SIZE_KEY[size]}`) }))}
          />
          <Field
            kind="select"
            name="projectType"
            label={t('fields.projectType')}
            placeholder={t('choose')}
            options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`projectTypes.${type}`) }))}
          />
        </div>
        <Field name="website" label={t('fields.website')} type="url" inputMode="url" autoComplete="url" />
        <div className={styles.pair}>
          <Field kind="select" name="country" label={t('fields.country')} placeholder={t('choose')} options={countryOptions(language)} autoComplete="country" />
          <Field name="city" label={t('fields.city')} autoComplete="address-level2" list={citiesId} hint={t('citiesHint')} />
          <datalist id={citiesId}>
            {cities.map((city) => (
              <option key={city} value={city} />
            ))}
          </datalist>
        </div>
        <Field name="phone" label={t('fields.phone')} type="tel" autoComplete="tel" />
        <CertificateInput
          label={t('fields.certificate')}
          hint={t('certificateHint')}
          error={binding.text.field(certificateError, t('fields.certificate'))}
          name={certificate.field.name}
          setRef={certificate.field.ref}
          onBlur={certificate.field.onBlur}
          onChange={(file) => certificate.field.onChange(file)}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('agreementSection')}</legend>
        <Field
          kind="checkbox"
          name="acceptTerms"
          label={t.rich('fields.acceptTerms', {
            link: (chunks) => (
              <Link href="/terms-conditions-trade" target="_blank" className={styles.inlineLink}>
                {chunks}
              </Link>
            ),
          })}
        />
        <Field kind="checkbox" name="acceptSpecificArticles" label={t('fields.acceptSpecificArticles')} />
      </fieldset>

      {refusal && (
        <p id="trade-refusal" className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <SubmitButton pending={binding.pending}>{binding.pending ? t('sending') : t('submit')}</SubmitButton>
    </ActionForm>
  );
}
