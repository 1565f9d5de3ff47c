'use client';

import { clientOnly } from '@/components/ui/client-only';
import { useTranslations } from 'next-intl';
import { useUi } from '@/stores/ui-store';
import { Dialog } from '@/components/ui/Dialog';
import { MessagesFor } from '@/components/i18n/MessagesFor';
import { loadBagContents } from './cart-store';
import styles from './BagDrawer.module.css';

// The contents (lines, summary, stepper, actions) load on the first open, not with every page.
const BagContents = clientOnly(() => loadBagContents().then((m) => m.default), {
  loading: () => <p className={styles.loading}>…</p>,
});

/** The cart drawer of spec §2: a side panel whose contents are fetched when it opens. */
export function BagDrawer() {
  const t = useTranslations('shell');
  const isOpen = useUi((s) => s.openPanel === 'bag');
  const close = useUi((s) => s.close);
  return (
    <Dialog open={isOpen} onClose={() => close('bag')} title={t('bagTitle')} closeLabel={t('close')} placement="end">
      {isOpen && (
        <MessagesFor namespaces={['cart']}>
          <BagContents />
        </MessagesFor>
      )}
    </Dialog>
  );
}
