'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import type { Units } from '@/lib/i18n/countries';
import type { RequestKind } from '@/lib/product/requests';
import { CustomizationForm, InquiryForm, WhiteGloveForm, type RequestProduct } from './RequestForms';

/**
 * One request's dialog with its form (RequestActions). The dialog, the forms, react-hook-form and
 * zod are one chunk, fetched on the first press of a request button, not with the page; so are the
 * dialogs' titles.
 */
export function RequestDialog({
  kind,
  open,
  onClose,
  product,
  country,
  units,
}: {
  kind: RequestKind;
  open: boolean;
  onClose(): void;
  product: RequestProduct;
  country: string;
  units: Units;
}) {
  const t = useTranslations('product.requests');
  const title: Record<RequestKind, string> = { inquiry: t('inquiryTitle'), 'white-glove': t('whiteGloveTitle'), customization: t('customizationTitle') };
  return (
    <Dialog open={open} onClose={onClose} title={title[kind]} closeLabel={t('close')}>
      {kind === 'inquiry' && <InquiryForm product={product} onClose={onClose} />}
      {kind === 'white-glove' && <WhiteGloveForm product={product} country={country} units={units} onClose={onClose} />}
      {kind === 'customization' && <CustomizationForm product={product} units={units} onClose={onClose} />}
    </Dialog>
  );
}
