'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { useUi } from '@/stores/ui-store';

/** The list and its filter load on first open, not with every page. */
const CountryChooserPanel = clientOnly(() => import('./CountryChooserPanel').then((m) => m.CountryChooserPanel));

/** The country chooser panel (spec §2, §4 'countryChooser'), mounted once by the shell. */
export function CountryChooser({ locale }: { locale: Locale }) {
  const t = useTranslations('countries');
  const tShell = useTranslations('shell');
  const isOpen = useUi((s) => s.openPanel === 'countryChooser');
  const close = useUi((s) => s.close);
  return (
    <Dialog open={isOpen} onClose={() => close('countryChooser')} title={t('title')} closeLabel={tShell('close')} placement="end">
      <CountryChooserPanel locale={locale} />
    </Dialog>
  );
}
