import type { Locale } from '@/lib/i18n/locale-list';
import { AccountEntry } from '../account/AccountEntry';
import { RegistryEntry } from '../account/LeftLink';
import { LocaleControls } from '../LocaleControls';
import styles from './MobileMenuFooter.module.css';

/** Spec §2, the phone menu's foot: account or login, the registry link, language and shipping selectors. */
export function MobileMenuFooter({ locale }: { locale: Locale }) {
  return (
    <div className={styles.footer}>
      <div className={styles.account}>
        <AccountEntry className={styles.entry} />
        <RegistryEntry className={styles.entry} />
      </div>
      <LocaleControls locale={locale} />
    </div>
  );
}
