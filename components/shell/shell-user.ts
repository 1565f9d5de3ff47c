import type { SessionAccount } from '@/lib/session';

/**
 * What the shell needs to know of the visitor, read on the server from the account behind the auth
 * cookie (currentAccount, once per request): login vs account, the registry link and the Trade link.
 */
export interface ShellUser {
  signedIn: boolean;
  /** Spec §2: the registry links appear only for a user who has a wedding registry. */
  hasRegistry: boolean;
  trade: boolean;
}

export const GUEST: ShellUser = { signedIn: false, hasRegistry: false, trade: false };

export function toShellUser(account: SessionAccount | null): ShellUser {
  if (!account) return GUEST;
  return { signedIn: true, hasRegistry: account.hasWeddingRegistry, trade: account.isTrade };
}
