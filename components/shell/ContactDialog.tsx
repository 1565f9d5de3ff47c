'use client';

import { useState } from 'react';
import { clientOnly } from '@/components/ui/client-only';
import { useShopTranslations } from '@/lib/i18n/shop-messages';
import { withIntl } from '@/components/i18n/with-intl';

export interface ContactDetails {
  phone: string;
  hours: string;
  whatsapp?: string;
  email: string;
  /** The trade sales e-mail of the visitor's region (spec §6), for trade users and trade-hinted visitors. */
  tradeEmail: string;
}

/** The dialog, its form and the form's validation load when the dialog first opens, not with every page. */
const ContactDialogBody = clientOnly(withIntl(() => import('./ContactDialogBody').then((m) => m.ContactDialogBody)));

/**
 * "Contact us" in the top strip: opens the contact dialog (spec §2). `trade` (the page's audience)
 * puts the dedicated trade sales team first (spec §6). The button is in the first load; the dialog
 * is mounted on its first tap and stays mounted (it opens as soon as its chunk is there).
 */
export function ContactDialog({ details, trade = false, triggerClassName }: { details: ContactDetails; trade?: boolean; triggerClassName?: string }) {
  const tShell = useShopTranslations('shell');
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {tShell('contactUs')}
      </button>
      {asked && <ContactDialogBody open={open} onClose={() => setOpen(false)} details={details} trade={trade} />}
    </>
  );
}
