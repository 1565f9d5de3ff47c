import type { Metadata } from 'next';
import { pageContextFromParams } from '@/lib/i18n/server';
import { bearerToken, currentAccount } from '@/lib/session';
import { fetchList, fetchLists } from '@/lib/wishlists/lists';
import { ListView } from '@/components/account/lists/ListView';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';
import { isServiceFailure } from '@/lib/commerce/errors';
import { metadataContext } from '@/lib/seo/page-metadata';
import { ServedNotFound } from '@/components/status/ServedNotFound';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('account');
  return { title: t('lists.title'), robots: { index: false } };
}

/**
 * A custom list. Its owner manages it; anyone else sees it only once shared (public): the commerce
 * service answers 404 for another shopper's private list, and so does this page.
 */
export default async function ListPage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const { token } = await params;
  const bearer = await bearerToken();
  const [list, account] = await Promise.all([fetchList(bearer, token), currentAccount()]);
  // No answer from the service is not "no such list" (503); a signed-in shopper is told they still are.
  if (!list.success && isServiceFailure(list.error)) {
    const retry = `/account/lists/${encodeURIComponent(token)}`;
    return bearer ? <AccountUnavailable retry={retry} /> : <ServiceUnavailable retry={retry} />;
  }
  if (!list.success) return <ServedNotFound locale={info.locale} />; // the localised 404 as served, not an empty document
  // Ownership: the list is among the shopper's own lists (tokens are unguessable, but never trusted alone).
  const own = bearer && account ? await fetchLists(bearer) : null;
  const owner = !!own?.success && own.data.some((l) => l.token === list.data.token);
  return <ListView list={list.data} info={info} owner={owner} />;
}
