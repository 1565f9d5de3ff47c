'use client';

import { clientOnly } from '@/components/ui/client-only';
import { withIntl } from '@/components/i18n/with-intl';

/**
 * The shell's closed panels (bag, country chooser, sign-in and lists) arrive after hydration, in a
 * chunk of their own: nothing of them is on screen at first paint, and with their dialog, message
 * loader and stores they were about 4 KB gzip of every page's first-load JS. A tap on the bag, the
 * country or the account button before the chunk is there is not lost: the button sets the open
 * panel in the UI store, and the panel opens from that state as soon as it mounts.
 */
export const ShellPanels = clientOnly(withIntl(() => import('./ShellPanelsContent').then((m) => m.ShellPanelsContent)));
