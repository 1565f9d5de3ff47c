import type { ComponentType } from 'react';

/** IntlScope's chunk, asked for ahead of a part that needs it (on the intent that asks for the part's own). */
export const loadIntlScope = () => import('./IntlScope');

/**
 * A later part's loader whose part reads next-intl's hooks: the part comes inside an IntlScope
 * (./IntlScope.tsx), whose code (next-intl's client runtime) is fetched with it, never with the
 * first load. For `clientOnly` and `island` (components/ui), e.g.
 * `clientOnly(withIntl(() => import('./Panel').then((m) => m.Panel)))`.
 */
export function withIntl<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () => Promise.all([loadIntlScope(), load()]).then(([{ inIntlScope }, Part]) => inIntlScope(Part));
}
