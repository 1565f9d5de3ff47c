'use client';

import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { localeParts } from '@/lib/i18n/locale-parts';
import { SelectField, SubmitButton, TextAreaField, TextField, useValidationText } from '@/components/forms/fields';
import { COUNTRIES, type Units } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import {
  customizationSchema,
  inquirySchema,
  PRODUCT_MESSAGE_PREFIX,
  whiteGloveSchema,
  type CustomizationInput,
  type InquiryInput,
  type RequestKind,
  type WhiteGloveInput,
} from '@/lib/product/requests';
import { sendProductRequest } from './request-client';
import { RECAPTCHA_REFUSED } from '@/lib/recaptcha/actions';
import { warmRecaptcha } from '@/lib/recaptcha/client';
import styles from './RequestForms.module.css';

export interface RequestProduct {
  id: string;
  sku: string;
  title: string;
}

/** §5 keys through the shared helper; this page's own keys ('product.number') from its namespace. */
function useErrorText() {
  const t = useTranslations('product.requests.errors');
  const validationText = useValidationText();
  return (message: string | undefined, field: string) => {
    if (message?.startsWith(PRODUCT_MESSAGE_PREFIX)) return t(message.slice(PRODUCT_MESSAGE_PREFIX.length) as 'number');
    return validationText(message, field);
  };
}

/**
 * What every request form shares: submit through the route handler, field errors from the server
 * put back on their fields, a failure notice that keeps everything typed, and the thank-you state.
 */
function RequestShell<T extends FieldValues, O>({
  kind,
  form,
  intro,
  onClose,
  children,
}: {
  kind: RequestKind;
  form: UseFormReturn<T, unknown, O>;
  intro: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useTranslations('product.requests');
  const locale = useLocale();
  const [status, setStatus] = useState<'editing' | 'sent' | 'failed' | 'refused'>('editing');
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(values: O) {
    const result = await sendProductRequest(kind, values as Record<string, unknown>, locale);
    if (result.ok) {
      setStatus('sent');
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) form.setError(field as Path<T>, { message });
    setRefusal(result.refusal ?? null);
    setStatus(result.formError === RECAPTCHA_REFUSED ? 'refused' : 'failed');
  }

  if (status === 'sent') {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{t('thanksTitle')}</p>
        <p>{t('thanksBody')}</p>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => {
            form.reset();
            setStatus('editing');
            onClose();
          }}
        >
          {t('close')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(submit)} onFocus={warmRecaptcha} noValidate data-request={kind}>
      <p className={styles.intro}>{intro}</p>
      {children}
      {(status === 'failed' || status === 'refused') && (
        <p className={styles.failure} role="alert">
          {status === 'refused' ? t('recaptchaRefused') : (refusal ?? t('failed'))}
        </p>
      )}
      <SubmitButton pending={form.formState.isSubmitting}>{t('submit')}</SubmitButton>
    </form>
  );
}

/** Who is asking: every request form has these three fields. */
function WhoFields<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  const t = useTranslations('product.requests');
  const text = useErrorText();
  const f = form as unknown as UseFormReturn<{ name: string; email: string; phone?: string }, unknown, unknown>;
  const errors = f.formState.errors;
  return (
    <div className={styles.row}>
      <TextField label={t('fields.name')} autoComplete="name" error={text(errors.name?.message, t('fields.name'))} {...f.register('name')} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={text(errors.email?.message, t('fields.email'))} {...f.register('email')} />
      <TextField label={t('fields.phone')} type="tel" autoComplete="tel" optional={t('optional')} error={text(errors.phone?.message, t('fields.phone'))} {...f.register('phone')} />
    </div>
  );
}

export function InquiryForm({ product, onClose }: { product: RequestProduct; onClose(): void }) {
  const t = useTranslations('product.requests');
  const text = useErrorText();
  const form = useForm<InquiryInput, unknown, unknown>({
    resolver: zodResolver(inquirySchema),
    defaultValues: { product, name: '', email: '', phone: '', message: '' },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  return (
    <RequestShell kind="inquiry" form={form} intro={t('inquiryIntro', { title: product.title })} onClose={onClose}>
      <WhoFields form={form} />
      <TextAreaField label={t('fields.message')} rows={5} error={text(errors.message?.message, t('fields.message'))} {...form.register('message')} />
    </RequestShell>
  );
}

export function WhiteGloveForm({ product, country, units, onClose }: { product: RequestProduct; country: string; units: Units; onClose(): void }) {
  const t = useTranslations('product.requests');
  const language = localeParts(useLocale()).language as Language;
  const text = useErrorText();
  const form = useForm<WhiteGloveInput, unknown, unknown>({
    resolver: zodResolver(whiteGloveSchema),
    defaultValues: {
      product, name: '', email: '', phone: '', streetAddress: '', city: '', postalCode: '', country, stateProvince: '', floor: '',
      stairsWidth: '', elevatorWidth: '', bottleneckWidth: '', pieces: '1', additionalInformation: '', units,
    },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const countries = COUNTRIES.map((c) => ({ value: c.isocode, label: c.localizedCountryName[language] ?? c.localizedCountryName.en })).sort((a, b) => a.label.localeCompare(b.label, language));
  const width = (key: 'stairsWidth' | 'elevatorWidth' | 'bottleneckWidth') => (
    <TextField label={t(`fields.${key}`, { unit: units })} inputMode="decimal" optional={t('optional')} error={text(errors[key]?.message, t(`fields.${key}`, { unit: units }))} {...form.register(key)} />
  );
  return (
    <RequestShell kind="white-glove" form={form} intro={t('whiteGloveIntro')} onClose={onClose}>
      <WhoFields form={form} />
      <fieldset className={styles.group}>
        <legend>{t('address')}</legend>
        <TextField label={t('fields.streetAddress')} autoComplete="street-address" error={text(errors.streetAddress?.message, t('fields.streetAddress'))} {...form.register('streetAddress')} />
        <div className={styles.row}>
          <TextField label={t('fields.city')} autoComplete="address-level2" error={text(errors.city?.message, t('fields.city'))} {...form.register('city')} />
          <TextField label={t('fields.postalCode')} autoComplete="postal-code" error={text(errors.postalCode?.message, t('fields.postalCode'))} {...form.register('postalCode')} />
        </div>
        <div className={styles.row}>
          <SelectField label={t('fields.country')} placeholder={t('choose')} options={countries} autoComplete="country" error={text(errors.country?.message, t('fields.country'))} {...form.register('country')} />
          <TextField label={t('fields.stateProvince')} autoComplete="address-level1" optional={t('optional')} error={text(errors.stateProvince?.message, t('fields.stateProvince'))} {...form.register('stateProvince')} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('access')}</legend>
        <div className={styles.row}>
          <TextField label={t('fields.floor')} inputMode="numeric" optional={t('optional')} error={text(errors.floor?.message, t('fields.floor'))} {...form.register('floor')} />
          {width('stairsWidth')}
        </div>
        <div className={styles.row}>
          {width('elevatorWidth')}
          {width('bottleneckWidth')}
        </div>
        <div className={styles.row}>
          <SelectField label={t('fields.assemble')} placeholder={t('choose')} options={yesNo} error={text(errors.assemble?.message, t('fields.assemble'))} {...form.register('assemble')} />
          <TextField label={t('fields.pieces')} inputMode="numeric" error={text(errors.pieces?.message, t('fields.pieces'))} {...form.register('pieces')} />
        </div>
        <SelectField label={t('fields.certificateOfInsurance')} placeholder={t('choose')} options={yesNo} error={text(errors.certificateOfInsurance?.message, t('fields.certificateOfInsurance'))} {...form.register('certificateOfInsurance')} />
      </fieldset>
      <TextAreaField label={t('fields.additionalInformation')} rows={4} optional={t('optional')} error={text(errors.additionalInformation?.message, t('fields.additionalInformation'))} {...form.register('additionalInformation')} />
    </RequestShell>
  );
}

export function CustomizationForm({ product, units, onClose }: { product: RequestProduct; units: Units; onClose(): void }) {
  const t = useTranslations('product.requests');
  const text = useErrorText();
  const form = useForm<CustomizationInput, unknown, unknown>({
    resolver: zodResolver(customizationSchema),
    defaultValues: {
      product, name: '', email: '', phone: '', width: '', depth: '', height: '', dimensionsUnit: units, finishes: '', upholstery: '',
      materials: '', quantity: '1', colors: '', surfaceWidth: '', surfaceHeight: '', surfaceUnit: units === 'in' ? 'ft' : 'm', message: '',
    },
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const optionalText = (key: 'finishes' | 'upholstery' | 'materials' | 'colors') => (
    <TextField label={t(`fields.${key}`)} optional={t('optional')} error={text(errors[key]?.message, t(`fields.${key}`))} {...form.register(key)} />
  );
  const measure = (key: 'width' | 'depth' | 'height' | 'surfaceWidth' | 'surfaceHeight') => (
    <TextField label={t(`fields.${key}`)} inputMode="decimal" optional={t('optional')} error={text(errors[key]?.message, t(`fields.${key}`))} {...form.register(key)} />
  );
  return (
    <RequestShell kind="customization" form={form} intro={t('customizationIntro', { title: product.title })} onClose={onClose}>
      <WhoFields form={form} />
      <fieldset className={styles.group}>
        <legend>{t('dimensions')}</legend>
        <div className={styles.row4}>
          {measure('width')}
          {measure('depth')}
          {measure('height')}
          <SelectField label={t('fields.unit')} placeholder={t('choose')} options={[{ value: 'cm', label: 'cm' }, { value: 'in', label: 'in' }]} {...form.register('dimensionsUnit')} />
        </div>
      </fieldset>
      <div className={styles.row}>
        {optionalText('finishes')}
        {optionalText('upholstery')}
      </div>
      <div className={styles.row}>
        {optionalText('materials')}
        {optionalText('colors')}
      </div>
      <TextField label={t('fields.quantity')} inputMode="numeric" error={text(errors.quantity?.message, t('fields.quantity'))} {...form.register('quantity')} />
      <fieldset className={styles.group}>
        <legend>{t('surface')}</legend>
        <div className={styles.row3}>
          {measure('surfaceWidth')}
          {measure('surfaceHeight')}
          <SelectField label={t('fields.unit')} placeholder={t('choose')} options={[{ value: 'm', label: 'm' }, { value: 'ft', label: 'ft' }]} {...form.register('surfaceUnit')} />
        </div>
      </fieldset>
      <TextAreaField label={t('fields.message')} rows={4} error={text(errors.message?.message, t('fields.message'))} {...form.register('message')} />
    </RequestShell>
  );
}
