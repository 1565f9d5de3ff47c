import { QueryClient } from '@tanstack/react-query';
import { watchAccount } from '@/lib/visitor/account-change';
import { queryKeys } from './keys';

let client: QueryClient | undefined;

/**
 * The browser's one QueryClient for what it reads from the server after load (trade prices, the
 * lists panel). It is made on first use by the code that reads, which loads on demand, so TanStack
 * Query is in no page's first load. Reads happen only where a component asks: no retries (a refused
 * or failed read shows what a guest sees), no refetch on focus. A sign-in, sign-out or change of
 * account in this tab drops everything read for the previous one (the `account` keys).
 */
export function browserQueryClient(): QueryClient {
  if (client) return client;
  const made = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } } });
  let known: string | null | undefined;
  known = watchAccount((userId) => {
    if (known !== undefined && userId !== known) void made.resetQueries({ queryKey: queryKeys.account });
    known = userId;
  }).current;
  client = made;
  return made;
}
