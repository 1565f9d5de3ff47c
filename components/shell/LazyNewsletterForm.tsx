'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { loadMessages } from '@/lib/i18n/lazy-messages';
import { localeParts } from '@/lib/i18n/locale-parts';
import { clientOnly } from '@/components/ui/client-only';
import { useFirstShown } from '@/components/ui/use-first-shown';
import type { NewsletterSignUp } from '@/lib/newsletter/schema';
import styles from './NewsletterForm.module.css';

/** The newsletter form in a chunk of its own, fetched when first rendered; a placeholder of its height meanwhile. */
export const NewsletterFormOnDemand = clientOnly(() => import('./NewsletterForm').then((m) => m.NewsletterForm), {
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});

/**
 * The footer's newsletter form. Its code (the form library and the validation schema) loads when the
 * footer comes near the screen, not during the page's first load, where it only competed with the
 * page for the network and the main thread. The placeholder keeps the form's height.
 */
export function LazyNewsletterForm({ source }: { source: NewsletterSignUp['source'] }) {
  const [ref, near] = useFirstShown<HTMLDivElement>(undefined, '600px');
  const { language } = localeParts(useLocale());
  // Its words and validation sentences (lib/i18n/client-messages.ts) are fetched side by side with its code.
  useEffect(() => {
    if (near) loadMessages(language, ['newsletter', 'validation']);
  }, [near, language]);
  return near ? <NewsletterFormOnDemand source={source} /> : <div ref={ref} className={styles.placeholder} aria-hidden="true" />;
}
