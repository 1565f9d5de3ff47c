'use client';

import dynamic from 'next/dynamic';
import styles from './NewsletterForm.module.css';

/**
 * The footer's newsletter form, loaded after hydration: the footer is below the fold, so its form and
 * validation code need not delay the first paint. The placeholder keeps the form's height.
 */
export const LazyNewsletterForm = dynamic(() => import('./NewsletterForm').then((m) => m.NewsletterForm), {
  ssr: false,
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});
