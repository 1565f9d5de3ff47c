'use client';

import './globals.css';
import styles from '@/components/status/StatusPage.module.css';

/** Last resort when the locale layout itself fails: no translations are available here. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main className={styles.page}>
          <p className={styles.eyebrow}>Error 500</p>
          <h1 className={styles.title}>Updates in progress</h1>
          <p className={styles.body}>We are making a few improvements to the shop. We will be back soon.</p>
          <button type="button" className={styles.cta} onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
