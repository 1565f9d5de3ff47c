'use client';

import { useState, useTransition } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { SubmitButton, TextAreaField, TextField, useValidationText } from '@/components/forms/fields';
import { listSchema, type ListInput } from '@/lib/auth/schemas';
import { addToList, createList, listsForPanel, type PanelList } from '@/lib/wishlists/actions';
import { queryKeys } from '@/lib/query/keys';
import { browserQueryClient } from '@/lib/query/browser-client';
import { useUi, type ListTarget } from '@/stores/ui-store';
import { RegistryPanelRow } from '@/components/registry/RegistryPanelRow';
import styles from './Lists.module.css';

/**
 * Spec §2 list panel: add the product to one of the shopper's lists, or create a list (name required,
 * description optional) with the product in it. The lists are read each time it opens (what was
 * read before shows meanwhile), and again after the panel changes one.
 */
async function readPanelLists(productId: string): Promise<PanelList[]> {
  const result = await listsForPanel(productId);
  // A failed read is not kept: the panel says there is no list, and the next opening asks again.
  if (!result.ok) throw new Error(`lists: ${result.reason}`);
  return result.data;
}

/** The panel loads on demand, and with it the browser's QueryClient its reads go through. */
export default function ListPanel() {
  return (
    <QueryClientProvider client={browserQueryClient()}>
      <ListPanelContent />
    </QueryClientProvider>
  );
}

function ListPanelContent() {
  const t = useTranslations('account.lists');
  const text = useValidationText();
  const open = useUi((s) => s.openPanel === 'lists');
  const target = useUi((s) => s.listTarget);
  const close = useUi((s) => s.close);
  // The lists and the status line belong to the product they were read for.
  const queryClient = useQueryClient();
  const listsKey = queryKeys.panelLists(target?.productId ?? '');
  const listsQuery = useQuery({
    queryKey: listsKey,
    queryFn: () => readPanelLists(target!.productId),
    enabled: open && target !== null,
    staleTime: 0,
  });
  const lists = listsQuery.isError ? [] : (listsQuery.data ?? null);
  const [said, setSaid] = useState<{ target: ListTarget; text: string } | null>(null);
  const status = said && said.target === target ? said.text : null;
  const setStatus = (text: string) => {
    if (target) setSaid({ target, text });
  };
  // The change shows at once; then every read of the lists is asked again (the service's counts win).
  const changed = (update: (current: PanelList[]) => PanelList[]) => {
    queryClient.setQueryData<PanelList[]>(listsKey, (current) => update(current ?? []));
    void queryClient.invalidateQueries({ queryKey: queryKeys.lists });
  };
  const [pending, startTransition] = useTransition();
  const { register, handleSubmit, formState, reset, setError } = useForm<ListInput>({ resolver: zodResolver(listSchema), defaultValues: { name: '', description: '' } });

  if (!target) return null;

  const add = (list: PanelList) =>
    startTransition(async () => {
      const result = await addToList(list.token, target.productId, target.variantId);
      if (!result.ok) return setStatus(t('failed'));
      changed((current) => current.map((l) => (l.token === list.token ? { ...l, containsProduct: true, itemCount: l.itemCount + 1 } : l)));
      setStatus(t('added', { list: list.name }));
    });

  return (
    <Dialog open={open} onClose={() => close('lists')} title={t('panelTitle')} closeLabel={t('close')} placement="end">
      <div className={styles.panel}>
        <p className={styles.product}>{target.title}</p>
        <RegistryPanelRow open={open} target={target} />
        <h3 className={styles.heading}>{t('yourLists')}</h3>
        {lists === null ? (
          <p className={styles.status}>{t('loading')}</p>
        ) : lists.length === 0 ? (
          <p className={styles.empty}>{t('noLists')}</p>
        ) : (
          <ul className={styles.lists}>
            {lists.map((list) => (
              <li key={list.token} className={styles.row}>
                <span className={styles.name}>
                  <strong>{list.name}</strong>
                  <span className={styles.count}>{t('itemCount', { count: list.itemCount })}</span>
                </span>
                <button type="button" className={styles.add} disabled={list.containsProduct || pending} onClick={() => add(list)}>
                  {list.containsProduct ? t('inList') : t('add')}
                  <span className="visually-hidden"> {t('toList', { list: list.name })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className={styles.form}
          noValidate
          onSubmit={handleSubmit((values) =>
            startTransition(async () => {
              const result = await createList(values, target.productId, target.variantId);
              if (!result.ok) {
                for (const [field, message] of Object.entries(result.errors ?? {})) setError(field as 'name', { message });
                if (!result.errors) setStatus(t('failed'));
                return;
              }
              changed((current) => [...current, { token: result.data.token, name: values.name.trim(), itemCount: 1, containsProduct: true }]);
              setStatus(t('created', { list: values.name.trim() }));
              reset();
            }),
          )}
        >
          <h3 className={styles.heading}>{t('createList')}</h3>
          <TextField label={t('name')} error={text(formState.errors.name?.message, t('name'))} {...register('name')} />
          <TextAreaField label={t('description')} optional={t('optional')} error={text(formState.errors.description?.message, t('description'))} rows={3} {...register('description')} />
          <SubmitButton pending={pending}>{t('createAndAdd')}</SubmitButton>
        </form>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </Dialog>
  );
}
