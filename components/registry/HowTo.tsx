import { getTranslations } from 'next-intl/server';
import styles from './Registry.module.css';

const STEPS = [1, 2, 3] as const;

/** Spec §2 "how-to": create the registry, add pieces from any product page, share the link. */
export async function HowTo() {
  const t = await getTranslations('registry.howTo');
  return (
    <section className={styles.howTo} aria-labelledby="registry-how-to">
      <h2 id="registry-how-to" className={styles.subheading}>
        {t('title')}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {step}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{t(`step${step}Title`)}</h3>
              <p className={styles.muted}>{t(`step${step}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
