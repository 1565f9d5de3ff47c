'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useLayerTurn } from '@/lib/ui/layers';
import styles from './RegistryBar.module.css';

/**
 * "You are choosing a gift for Sofia & James — Back to their registry": a slim bar for a guest who
 * came from a shared registry (the registry hint cookie). Fixed, so it never moves the page; shown
 * once the couple's names have arrived. Dismissing forgets the hint.
 */
export function RegistryBar({ token, onDismiss }: { token: string; onDismiss: () => void }) {
  const t = useTranslations('registry.bar');
  const [couple, setCouple] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetch('/api/registry-hint', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ couple?: string }>) : null))
      .then((body) => {
        if (live && body?.couple) setCouple(body.couple);
      })
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [token]);

  // The last of the floating layers (lib/ui/layers.ts): it waits for any other to be dismissed.
  const turn = useLayerTurn('registryBar', couple !== null);
  if (!couple || !turn) return null;
  return (
    <aside className={styles.bar} aria-label={t('label')} data-testid="registry-bar" data-layer="registryBar">
      <p className={styles.text}>
        {t('text', { couple })}
        <span aria-hidden="true"> — </span>
        <Link href={`/wedding_registry/${encodeURIComponent(token)}`} className={styles.back}>
          {t('back')}
        </Link>
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('dismiss')}
        onClick={() => {
          onDismiss();
          void fetch('/api/registry-hint', { method: 'DELETE' }).catch(() => null);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
