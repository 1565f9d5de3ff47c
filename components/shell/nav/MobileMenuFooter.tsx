import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ShellUser } from '../shell-user';
import { AccountEntry } from '../account/AccountEntry';
import { LocaleControls } from '../LocaleControls';
import styles from './MobileMenuFooter.module.css';

/** Spec §2, the phone menu's foot: account or login, the registry link, language and shipping selectors. */
export async function MobileMenuFooter({ locale, user }: { locale: string; user: ShellUser }) {
  const t = await getTranslations('shell');
  return (
    <div className={styles.footer}>
      <div className={styles.account}>
        <AccountEntry signedIn={user.signedIn} className={styles.entry} />
        {user.hasRegistry && (
          <Link href="/account/wedding_registry/edit" className={styles.entry}>
            {t('myRegistry')}
          </Link>
        )}
      </div>
      <LocaleControls locale={locale} />
    </div>
  );
}
