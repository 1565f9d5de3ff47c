import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { bearerToken } from '@/lib/session';
import { fetchOwnRegistry } from '@/lib/registry/registry';
import { SignedOut } from '@/components/account/SignedOut';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { isServiceFailure } from '@/lib/commerce/errors';
import { RegistryEditor, RegistrySetup } from '@/components/registry/RegistryEditor';
import { RegistryMessages } from '@/components/registry/RegistryMessages';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('registry');
  return { title: t('title'), robots: { index: false } };
}

/**
 * /account/wedding_registry/edit (spec §2 "registry edit"): a guest is asked to sign in; a user
 * without a registry gets the how-to and the set-up form; an owner manages the registry.
 */
export default async function RegistryEditPage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const t = await getTranslations('registry');
  const bearer = await bearerToken();
  if (!bearer) return <SignedOut title={t('title')} />;
  const registry = await fetchOwnRegistry(bearer, info);
  if (registry.success) {
    return (
      <RegistryMessages>
        <RegistryEditor registry={registry.data} info={info} />
      </RegistryMessages>
    );
  }
  if (registry.error.status === 404) {
    return (
      <RegistryMessages>
        <RegistrySetup />
      </RegistryMessages>
    );
  }
  if (registry.error.status === 401) return <SignedOut title={t('title')} />;
  // Signed in, but the service gave no answer or failed: say so (503), not the 500 page.
  if (isServiceFailure(registry.error)) return <AccountUnavailable retry="/account/wedding_registry/edit" />;
  throw new Error(`Wedding registry: ${registry.error.summary}`);
}
