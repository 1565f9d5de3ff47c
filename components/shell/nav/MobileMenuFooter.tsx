import type { Locale } from '@/lib/i18n/locale-list';
import { LocaleControls } from '../LocaleControls';

/**
 * Spec §2, the phone menu's foot as the server draws it: the language and shipping selectors. The
 * account entries above them (login or account, the registry link) are the panel's own
 * (MobileMenuPanel.tsx): drawn only once the menu opens, their code is not in every page's first load.
 */
export function MobileMenuFooter({ locale }: { locale: Locale }) {
  return <LocaleControls locale={locale} />;
}
