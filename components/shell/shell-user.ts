/**
 * What the shell needs to know of the visitor. Accounts arrive with their own issue; until then every
 * visitor is a guest (GUEST), and the shell's account-dependent parts (login vs account, registry
 * link, Trade link) read only this.
 */
export interface ShellUser {
  signedIn: boolean;
  /** Spec §2: the registry links appear only for a user who has a wedding registry. */
  hasRegistry: boolean;
  trade: boolean;
}

export const GUEST: ShellUser = { signedIn: false, hasRegistry: false, trade: false };
