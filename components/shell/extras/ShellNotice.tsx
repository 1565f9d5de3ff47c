'use client';

import { useId } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './AccountNotice.module.css';

interface ShellNoticeProps {
  title: string;
  body: string;
  /** Where the notice leads; following it dismisses the notice too. */
  link: { href: string; label: string };
  dismissLabel: string;
  onDismiss: () => void;
  testId: string;
  /** Which floating layer it is (lib/ui/layers.ts). */
  layer: string;
}

/** A discreet notice in the shell (account news, the trade invitation): a title, a sentence, a link and a dismiss button. */
export function ShellNotice({ title, body, link, dismissLabel, onDismiss, testId, layer }: ShellNoticeProps) {
  const titleId = useId();
  return (
    <aside className={styles.notice} aria-labelledby={titleId} data-testid={testId} data-layer={layer}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.body}>{body}</p>
      <div className={styles.actions}>
        <Link href={link.href} className={styles.link} onClick={onDismiss}>
          {link.label}
        </Link>
        <button type="button" className={styles.close} onClick={onDismiss}>
          {dismissLabel}
        </button>
      </div>
    </aside>
  );
}
