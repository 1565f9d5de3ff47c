'use client';

import { useState, useTransition } from 'react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/Dialog';
import { SubmitButton } from '@/components/forms/fields';
import { ActionForm, Field } from '@/components/forms/Form';
import { useActionForm } from '@/components/forms/useActionForm';
import { useActionErrorText } from '@/components/forms/action-error';
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
  if (!result.ok) throw new Error(`lists: ${result.error.kind}`);
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
  const failureText = useActionErrorText();
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
  const [adding, startTransition] = useTransition();
  // Create a list with the product in it: the schema the server checks too; a refusal of a field
  // goes on it, any other refusal is said on the panel's status line.
  const binding = useActionForm<ListInput, ListInput, { token: string }>({
    resolver: zodResolver(listSchema),
    defaultValues: { name: '', description: '' },
    action: (values) => createList(values, target!.productId, target!.variantId),
    onFailure: (errors) => {
      // A refusal of the whole list (not of its name) is said on the status line.
      if (errors.form) setStatus(t('failed'));
    },
    onSuccess: ({ token }, values) => {
      changed((current) => [...current, { token, name: values.name.trim(), itemCount: 1, containsProduct: true }]);
      setStatus(t('created', { list: values.name.trim() }));
      binding.form.reset();
    },
  });
  const pending = adding || binding.pending;

  if (!target) return null;

  const add = (list: PanelList) =>
    startTransition(async () => {
      const result = await addToList(list.token, target.productId, target.variantId);
      if (!result.ok) return setStatus(failureText(result.error));
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
        <ActionForm binding={binding} className={styles.form}>
          <h3 className={styles.heading}>{t('createList')}</h3>
          <Field name="name" label={t('name')} />
          <Field kind="textarea" name="description" label={t('description')} optional={t('optional')} rows={3} />
          <SubmitButton pending={pending}>{t('createAndAdd')}</SubmitButton>
        </ActionForm>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
    </Dialog>
  );
}
