import { currentAccount } from '@/lib/session';
import { configuredSocialProviders } from '@/lib/auth/social';
import { AccountPanels } from './AccountPanels';

/**
 * The authentication and list panels for pages that render without the shell (e.g. /checkout/login,
 * whose button calls openAuthentication): the shell mounts AccountPanels itself.
 */
export async function AccountPanelsMount() {
  const account = await currentAccount();
  return <AccountPanels signedIn={account !== null} socialProviders={configuredSocialProviders()} />;
}
