'use client';

import { clientOnly } from '@/components/ui/client-only';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { isMenuOpen, useUi } from '@/stores/ui-store';
import { ChatIcon } from '../icons';
import styles from './ChatWidget.module.css';

/** The form and its validation load on first open. */
const ChatPanel = clientOnly(() => import('./ChatPanel').then((m) => m.ChatPanel));

/**
 * Spec §2 chat widget: a discreet launcher in the corner that opens a client-care chat. Messages go
 * to client care's intake like the contact form; the launcher hides while a menu is open.
 */
export function ChatWidget() {
  // The launcher's words come with it (lib/i18n/client-messages.ts): it shows once they are here.
  return (
    <MessagesFor namespaces={['chat']}>
      <ChatLauncher />
    </MessagesFor>
  );
}

function ChatLauncher() {
  const t = useTranslations('chat');
  const tShell = useTranslations('shell');
  const menuOpen = useUi(isMenuOpen);
  // A panel of the store, so nothing else (the sign-up layer) opens over the conversation.
  const open = useUi((s) => s.openPanel === 'chat');
  const openPanel = useUi((s) => s.open);
  const close = useUi((s) => s.close);
  return (
    <>
      {!menuOpen && (
        <button type="button" className={styles.launcher} onClick={() => openPanel('chat')} aria-haspopup="dialog" aria-expanded={open}>
          <ChatIcon />
          <span className={styles.label}>{t('launcher')}</span>
        </button>
      )}
      <Dialog open={open} onClose={() => close('chat')} title={t('title')} closeLabel={tShell('close')} placement="corner">
        <MessagesFor namespaces={['contact']}>
          <ChatPanel />
        </MessagesFor>
      </Dialog>
    </>
  );
}
