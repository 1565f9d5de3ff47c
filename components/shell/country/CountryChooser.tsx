'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { useUi } from '@/stores/ui-store';

/** The list and its filter load on first open, not with every page. */
const CountryChooserPanel = clientOnly(() => import('./CountryChooserPanel').then((m) => m.CountryChooserPanel));

/**
 * The country chooser panel (spec §2, §4 'countryChooser'), mounted once by the shell. Its words
 * (the `countries` messages) are fetched on first open, side by side with the list's code; the
 * panel opens from the UI store's state as soon as they are here.
 */
export function CountryChooser({ locale }: { locale: Locale }) {
  const isOpen = useUi((s) => s.openPanel === 'countryChooser');
  const [asked, setAsked] = useState(false);
  if (isOpen && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <MessagesFor namespaces={['countries']}>
      <CountryChooserDialog locale={locale} isOpen={isOpen} />
    </MessagesFor>
  );
}

function CountryChooserDialog({ locale, isOpen }: { locale: Locale; isOpen: boolean }) {
  const t = useTranslations('countries');
  const tShell = useTranslations('shell');
  const close = useUi((s) => s.close);
  return (
    <Dialog open={isOpen} onClose={() => close('countryChooser')} title={t('title')} closeLabel={tShell('close')} placement="end">
      <CountryChooserPanel locale={locale} />
    </Dialog>
  );
}
