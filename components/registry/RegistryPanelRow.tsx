'use client';

import { useEffect, useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { addToRegistry, registryForPanel, type PanelRegistry } from '@/lib/registry/actions';
import type { ListTarget } from '@/stores/ui-store';
import styles from '@/components/account/lists/Lists.module.css';

/**
 * The list panel's "Wedding registry" target (spec §4 "owner adds items"), above the lists, for a
 * user who has a registry; nothing for anyone else. Loaded when the panel opens, like the lists, so
 * the cached product page stays the same for every visitor.
 */
export function RegistryPanelRow({ open, target }: { open: boolean; target: ListTarget }) {
  const t = useTranslations('registry.panel');
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ target: ListTarget; registry: PanelRegistry | null } | null>(null);
  const [said, setSaid] = useState<{ target: ListTarget; text: string } | null>(null);
  const [pending, startTransition] = useTransition();
  const registry = loaded?.target === target ? loaded.registry : null;

  useEffect(() => {
    if (!open) return;
    let live = true;
    void registryForPanel(target.productId, locale).then((result) => {
      if (live) setLoaded({ target, registry: result.ok ? result.data : null });
    });
    return () => {
      live = false;
    };
  }, [open, target, locale]);

  if (!registry) return null;

  const add = () =>
    startTransition(async () => {
      const result = await addToRegistry(target.productId, target.variantId);
      if (!result.ok) return setSaid({ target, text: t('failed') });
      setLoaded({ target, registry: { ...registry, quantityOfProduct: registry.quantityOfProduct + 1 } });
      setSaid({ target, text: t('added') });
    });

  return (
    <div className={styles.form}>
      <h3 className={styles.heading}>{t('heading')}</h3>
      <ul className={styles.lists}>
        <li className={styles.row} data-testid="registry-panel-row">
          <span className={styles.name}>
            <strong>{registry.couple}</strong>
            {registry.quantityOfProduct > 0 && <span className={styles.count}>{t('inRegistry', { count: registry.quantityOfProduct })}</span>}
          </span>
          <button type="button" className={styles.add} disabled={pending} onClick={add}>
            {t('add')}
            <span className="visually-hidden"> {t('toRegistry')}</span>
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {said?.target === target ? said.text : null}
      </p>
    </div>
  );
}
