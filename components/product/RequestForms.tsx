'use client';

import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Field } from '@/components/forms/Form';
import { localeParts } from '@/lib/i18n/locale-parts';
import type { Units } from '@/lib/i18n/countries';
import type { Language } from '@/lib/i18n/languages';
import { countryOptions } from '@/lib/address/countries';
import { StateField } from '@/components/address/AddressFieldset';
import { useCountryStates } from '@/lib/address/use-country-states';
import {
  customizationSchema,
  inquirySchema,
  whiteGloveSchemaFor,
  type CustomizationInput,
  type InquiryInput,
  type WhiteGloveInput,
} from '@/lib/product/requests';
import { RequestShell, useRequestForm, WhoFields, type RequestProduct } from './RequestShell';
import styles from './RequestForms.module.css';

export type { RequestProduct } from './RequestShell';

export function InquiryForm({ product, onClose }: { product: RequestProduct; onClose(): void }) {
  const t = useTranslations('product.requests');
  const request = useRequestForm<InquiryInput>('inquiry', {
    resolver: zodResolver(inquirySchema) as unknown as Resolver<InquiryInput>,
    defaultValues: { product, name: '', email: '', phone: '', message: '' },
  });
  return (
    <RequestShell kind="inquiry" request={request} intro={t('inquiryIntro', { title: product.title })} onClose={onClose}>
      <WhoFields />
      <Field kind="textarea" name="message" label={t('fields.message')} rows={5} />
    </RequestShell>
  );
}

export function WhiteGloveForm({ product, country, units, onClose }: { product: RequestProduct; country: string; units: Units; onClose(): void }) {
  const t = useTranslations('product.requests');
  const language = localeParts(useLocale()).language as Language;
  // The country's states arrive after the dialog opens; the resolver checks against the latest list.
  const states = useCountryStates();
  const statesRef = useRef(states);
  useEffect(() => {
    statesRef.current = states;
  }, [states]);
  const resolver: Resolver<WhiteGloveInput> = (values, context, options) =>
    (zodResolver(whiteGloveSchemaFor(statesRef.current)) as unknown as Resolver<WhiteGloveInput>)(values, context, options);
  const request = useRequestForm<WhiteGloveInput>('white-glove', {
    resolver,
    defaultValues: {
      product, name: '', email: '', phone: '', streetAddress: '', city: '', postalCode: '', country, stateProvince: '', floor: '',
      stairsWidth: '', elevatorWidth: '', bottleneckWidth: '', pieces: '1', additionalInformation: '', units,
    },
  });
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const width = (key: 'stairsWidth' | 'elevatorWidth' | 'bottleneckWidth') => (
    <Field name={key} label={t(`fields.${key}`, { unit: units })} inputMode="decimal" optional={t('optional')} />
  );
  return (
    <RequestShell kind="white-glove" request={request} intro={t('whiteGloveIntro')} onClose={onClose}>
      <WhoFields />
      <fieldset className={styles.group}>
        <legend>{t('address')}</legend>
        <Field name="streetAddress" label={t('fields.streetAddress')} autoComplete="street-address" />
        <div className={styles.row}>
          <Field name="city" label={t('fields.city')} autoComplete="address-level2" />
          <Field name="postalCode" label={t('fields.postalCode')} autoComplete="postal-code" />
        </div>
        <div className={styles.row}>
          <Field kind="select" name="country" label={t('fields.country')} placeholder={t('choose')} options={countryOptions(language)} autoComplete="country" />
          <StateField name="stateProvince" countryName="country" states={states ?? {}} />
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('access')}</legend>
        <div className={styles.row}>
          <Field name="floor" label={t('fields.floor')} inputMode="numeric" optional={t('optional')} />
          {width('stairsWidth')}
        </div>
        <div className={styles.row}>
          {width('elevatorWidth')}
          {width('bottleneckWidth')}
        </div>
        <div className={styles.row}>
          <Field kind="select" name="assemble" label={t('fields.assemble')} placeholder={t('choose')} options={yesNo} />
          <Field name="pieces" label={t('fields.pieces')} inputMode="numeric" />
        </div>
        <Field kind="select" name="certificateOfInsurance" label={t('fields.certificateOfInsurance')} placeholder={t('choose')} options={yesNo} />
      </fieldset>
      <Field kind="textarea" name="additionalInformation" label={t('fields.additionalInformation')} rows={4} optional={t('optional')} />
    </RequestShell>
  );
}

export function CustomizationForm({ product, units, onClose }: { product: RequestProduct; units: Units; onClose(): void }) {
  const t = useTranslations('product.requests');
  const request = useRequestForm<CustomizationInput>('customization', {
    resolver: zodResolver(customizationSchema) as unknown as Resolver<CustomizationInput>,
    defaultValues: {
      product, name: '', email: '', phone: '', width: '', depth: '', height: '', dimensionsUnit: units, finishes: '', upholstery: '',
      materials: '', quantity: '1', colors: '', surfaceWidth: '', surfaceHeight: '', surfaceUnit: units === 'in' ? 'ft' : 'm', message: '',
    },
  });
  const optionalText = (key: 'finishes' | 'upholstery' | 'materials' | 'colors') => <Field name={key} label={t(`fields.${key}`)} optional={t('optional')} />;
  const measure = (key: 'width' | 'depth' | 'height' | 'surfaceWidth' | 'surfaceHeight') => (
    <Field name={key} label={t(`fields.${key}`)} inputMode="decimal" optional={t('optional')} />
  );
  return (
    <RequestShell kind="customization" request={request} intro={t('customizationIntro', { title: product.title })} onClose={onClose}>
      <WhoFields />
      <fieldset className={styles.group}>
        <legend>{t('dimensions')}</legend>
        <div className={styles.row4}>
          {measure('width')}
          {measure('depth')}
          {measure('height')}
          <Field kind="select" name="dimensionsUnit" label={t('fields.unit')} placeholder={t('choose')} options={[{ value: 'cm', label: 'cm' }, { value: 'in', label: 'in' }]} />
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
      <Field name="quantity" label={t('fields.quantity')} inputMode="numeric" />
      <fieldset className={styles.group}>
        <legend>{t('surface')}</legend>
        <div className={styles.row3}>
          {measure('surfaceWidth')}
          {measure('surfaceHeight')}
          <Field kind="select" name="surfaceUnit" label={t('fields.unit')} placeholder={t('choose')} options={[{ value: 'm', label: 'm' }, { value: 'ft', label: 'ft' }]} />
        </div>
      </fieldset>
      <Field kind="textarea" name="message" label={t('fields.message')} rows={4} />
    </RequestShell>
  );
}
