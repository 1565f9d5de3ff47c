'use client';

import { useState } from 'react';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';

export interface ContactDetails {
  phone: string;
  hours: string;
  whatsapp?: string;
  email: string;
  /** The trade sales e-mail of the visitor's region (spec §6), for trade users and trade-hinted visitors. */
  tradeEmail: string;
}

/** The form and its validation load when the dialog first opens, not with every page. */
const ContactPanel = dynamic(() => import('./ContactPanel').then((m) => m.ContactPanel), { ssr: false });

/**
 * "Contact us" in the top strip: opens the contact dialog (spec §2). `trade` (the page's audience)
 * puts the dedicated trade sales team first (spec §6).
 */
export function ContactDialog({ details, trade = false, triggerClassName }: { details: ContactDetails; trade?: boolean; triggerClassName?: string }) {
  const t = useTranslations('contact');
  const tShell = useTranslations('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={triggerClassName} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {tShell('contactUs')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tShell('close')}>
        <MessagesFor namespaces={['contact']}>
          <ContactPanel details={details} trade={trade} onClose={() => setOpen(false)} />
        </MessagesFor>
      </Dialog>
    </>
  );
}
