'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query/keys';
import { visitorStore } from '@/stores/visitor-store';

/**
 * The browser's one QueryClient for what it reads from the server after load (trade prices, the
 * lists panel), mounted once by the locale layout. Reads happen only where a component asks, as
 * before: no retries (a refused or failed read shows what a guest sees), no refetch on focus.
 */
function createClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
  });
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createClient);
  // A sign-in, sign-out or change of account in this tab drops what was read for the previous one.
  useEffect(() => {
    let known = visitorStore.getState().loaded ? visitorStore.getState().visitor.userId : undefined;
    return visitorStore.subscribe(({ loaded, visitor }) => {
      if (!loaded) return;
      if (known !== undefined && visitor.userId !== known) void client.resetQueries({ queryKey: queryKeys.account });
      known = visitor.userId;
    });
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
