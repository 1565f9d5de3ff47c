import { getTranslations } from 'next-intl/server';
import { TradeLoginButton } from './TradeLoginButton';
import styles from './TradeMemberLogin.module.css';

/** On the trade programme's page: members sign in to the trade area from here (spec §6 trade login). */
export async function TradeMemberLogin() {
  const t = await getTranslations('auth');
  return (
    <section className={styles.band} aria-label={t('tradeLogin')}>
      <p className={styles.prompt}>{t('tradeMemberPrompt')}</p>
      <TradeLoginButton className={styles.button} />
    </section>
  );
}
