'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import type { Units } from '@/lib/i18n/countries';
import type { RequestKind } from '@/lib/product/requests';
import type { RequestProduct } from './RequestShell';
import { RequestButtons, type RequestButtonsProps } from './RequestButtons';
import { withIntl } from '@/components/i18n/with-intl';

// The dialog and its form (react-hook-form, zod) load on the first click, not with the page. The
// click is kept: it marks the request mounted here, and its dialog opens as soon as the code arrives.
const RequestDialog = clientOnly(withIntl(() => import('./RequestDialog').then((m) => m.RequestDialog)));

export interface RequestActionsProps extends RequestButtonsProps {
  product: RequestProduct;
  country: string;
  units: Units;
  /** The root's class, the same as the server's markup's (components/ui/ServerMarkup.tsx). */
  className?: string;
}

/**
 * A group of the page's requests (a question about the piece, white-glove delivery, a customization)
 * with their dialogs. The server draws the buttons (RequestButtons) and this part takes them over
 * once its code has arrived (RequestActionsLater in ./LaterParts.tsx). A form stays mounted once
 * opened, so closing the dialog loses nothing typed.
 */
export function RequestActions({ product, country, units, className, kinds, primary, labels }: RequestActionsProps) {
  const [open, setOpen] = useState<RequestKind | null>(null);
  const [mounted, setMounted] = useState<RequestKind[]>([]);
  const show = (kind: RequestKind) => {
    setMounted((m) => (m.includes(kind) ? m : [...m, kind]));
    setOpen(kind);
  };
  const close = () => setOpen(null);

  return (
    <div className={className}>
      <RequestButtons kinds={kinds} primary={primary} labels={labels} onOpen={show} />
      {mounted.map((kind) => (
        <RequestDialog key={kind} kind={kind} open={open === kind} onClose={close} product={product} country={country} units={units} />
      ))}
    </div>
  );
}
