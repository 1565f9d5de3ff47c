'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Dialog.module.css';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** 'center' for forms, 'end'/'start' for side panels (bag, menu) sliding in from the edge, 'corner' for a small card by its launcher (chat). */
  placement?: 'center' | 'end' | 'start' | 'corner';
}

/**
 * A modal on the native <dialog>: the browser traps focus and makes the page inert, Esc closes it,
 * and focus returns to the control that opened it. Clicking the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, closeLabel, children, placement = 'center' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      if (opener.current instanceof HTMLElement) opener.current.focus();
      onClose();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[placement]}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) ref.current?.close();
      }}
    >
      <div className={styles.panel}>
        {/* A header landmark inside the dialog, named by its title (an unnamed one is reported by validators). */}
        <header className={styles.header} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()} aria-label={closeLabel}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.4" fill="none" />
            </svg>
          </button>
        </header>
        {open && <div className={styles.body}>{children}</div>}
      </div>
    </dialog>
  );
}
