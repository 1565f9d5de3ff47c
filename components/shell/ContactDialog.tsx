'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';

export interface ContactDetails {
  phone: string;
  hours: string;
  whatsapp?: string;
  email: string;
}

/** The form and its validation load when the dialog first opens, not with every page. */
const ContactPanel = dynamic(() => import('./ContactPanel').then((m) => m.ContactPanel), { ssr: false });

/** "Contact us" in the top strip: opens the contact dialog (spec §2). */
export function ContactDialog({ details, triggerClassName }: { details: ContactDetails; triggerClassName?: string }) {
  const t = useTranslations('contact');
  const tShell = useTranslations('shell');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={triggerClassName} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {tShell('contactUs')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('title')} closeLabel={tShell('close')}>
        <ContactPanel details={details} onClose={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
