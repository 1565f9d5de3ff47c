import type { RequestKind } from '@/lib/product/requests';
import styles from './ProductControls.module.css';

export interface RequestButtonsProps {
  kinds: RequestKind[];
  /** The request that is the piece's main action (on request, sold out), styled as such. */
  primary?: RequestKind;
  /** Each request's button text, from the server (ProductSummary). */
  labels: Record<RequestKind, string>;
}

/**
 * Request buttons as they are drawn: by the server first, then by RequestActions once its code has
 * arrived (components/ui/ServerMarkup.tsx). No hooks and no 'use client': the server draws them
 * without sending their code; the part passes `onOpen` (left out, not undefined, on the server: it
 * would be in the flight data).
 */
export function RequestButtons({ kinds, primary, labels, onOpen }: RequestButtonsProps & { onOpen?: (kind: RequestKind) => void }) {
  return kinds.map((kind) => (
    <button key={kind} type="button" className={kind === primary ? styles.primaryButton : styles.textButton} aria-haspopup="dialog" data-request-open={kind} {...(onOpen && { onClick: () => onOpen(kind) })}>
      {labels[kind]}
    </button>
  ));
}
