'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import type { ContactDetails } from './ContactDialog';
import { ContactPanel } from './ContactPanel';

/** The contact dialog itself, fetched on the first tap of "Contact us" (ContactDialog.tsx). */
export function ContactDialogBody({ open, onClose, details, trade }: { open: boolean; onClose(): void; details: ContactDetails; trade: boolean }) {
  const t = useTranslations('contact');
  const tShell = useTranslations('shell');
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} closeLabel={tShell('close')}>
      <MessagesFor namespaces={['contact']}>
        <ContactPanel details={details} trade={trade} onClose={onClose} />
      </MessagesFor>
    </Dialog>
  );
}
