'use client';

import { clientOnly } from '@/components/ui/client-only';
import styles from './NewsletterForm.module.css';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * The footer's newsletter form, out of every page's first-load script: the part that waits for the
 * footer to come near the screen (`LazyNewsletterForm`, with its observer and message loader) is
 * itself a chunk fetched after hydration. The server and the hydration draw the same placeholder it
 * draws, so nothing moves; the placeholder has nothing to tap, so no tap can be lost meanwhile.
 */
export const FooterNewsletter = clientOnly(withIntl(() => import('./LazyNewsletterForm').then((m) => m.LazyNewsletterForm)), {
  loading: () => <div className={styles.placeholder} aria-hidden="true" />,
});
