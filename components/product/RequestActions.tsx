'use client';

import { useState, type ReactNode } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import type { Units } from '@/lib/i18n/countries';
import type { RequestKind } from '@/lib/product/requests';
import type { RequestProduct } from './RequestShell';
import styles from './ProductControls.module.css';
import { withIntl } from '@/components/i18n/with-intl';

// The dialog and its form (react-hook-form, zod) load on the first click, not with the page. The
// click is kept: it marks the request mounted here, and its dialog opens as soon as the code arrives.
const RequestDialog = clientOnly(withIntl(() => import('./RequestDialog').then((m) => m.RequestDialog)));

/**
 * The page's requests: a question about the piece (the main action when it is only available on
 * request), white-glove delivery and, for customizable pieces, a customization. A form stays
 * mounted once opened, so closing the dialog loses nothing typed.
 */
export function RequestActions({
  product,
  country,
  units,
  kinds,
  primary,
  children,
}: {
  product: RequestProduct;
  country: string;
  units: Units;
  kinds: RequestKind[];
  /** The request that is the piece's main action (on request, sold out), styled as such. */
  primary?: RequestKind;
  /** Shown in one row with the main request (the heart and the list button). */
  children?: ReactNode;
}) {
  const t = useShopTranslations('product.requests');
  const [open, setOpen] = useState<RequestKind | null>(null);
  const [mounted, setMounted] = useState<RequestKind[]>([]);
  const show = (kind: RequestKind) => {
    setMounted((m) => (m.includes(kind) ? m : [...m, kind]));
    setOpen(kind);
  };
  const close = () => setOpen(null);
  const label: Record<RequestKind, string> = { inquiry: primary === 'inquiry' ? t('requestPiece') : t('inquiryButton'), 'white-glove': t('whiteGloveButton'), customization: t('customizationButton') };

  return (
    <>
      {primary && (
        <div className={styles.buyRow}>
          <button type="button" className={styles.primaryButton} aria-haspopup="dialog" onClick={() => show(primary)} data-request-open={primary}>
            {label[primary]}
          </button>
          {children}
        </div>
      )}
      <div className={styles.requests}>
        {kinds
          .filter((kind) => kind !== primary)
          .map((kind) => (
            <button key={kind} type="button" className={styles.textButton} aria-haspopup="dialog" onClick={() => show(kind)} data-request-open={kind}>
              {label[kind]}
            </button>
          ))}
      </div>
      {mounted.map((kind) => (
        <RequestDialog key={kind} kind={kind} open={open === kind} onClose={close} product={product} country={country} units={units} />
      ))}
    </>
  );
}
