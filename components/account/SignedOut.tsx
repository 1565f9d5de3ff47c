import { getTranslations } from 'next-intl/server';
import { SignInPrompt } from './AccountClient';
import styles from './Account.module.css';

/** What a guest sees on an account page: a short note and the button that opens the panel. */
export async function SignedOut({ title }: { title: string }) {
  const t = await getTranslations('account');
  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={styles.empty}>
        <p className={styles.muted}>{t('signedOut')}</p>
        <SignInPrompt />
      </div>
    </main>
  );
}
