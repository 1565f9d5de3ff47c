import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { bearerToken } from '@/lib/session';
import { fetchFavorites } from '@/lib/wishlists/lists';
import { ListView } from '@/components/account/lists/ListView';
import { SignedOut } from '@/components/account/SignedOut';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { isServiceFailure } from '@/lib/commerce/errors';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('account');
  return { title: t('lists.favorites'), robots: { index: false } };
}

/** /account/wishlist/favorites (spec §2): the default wishlist. */
export default async function FavoritesPage({ params }: Props) {
  const info = await pageContextFromParams(params);
  const t = await getTranslations('account');
  const bearer = await bearerToken();
  const favorites = bearer ? await fetchFavorites(bearer) : null;
  // Signed in, but the service gave no answer: say so (503), never "Log in" because it is slow.
  if (favorites && !favorites.success && isServiceFailure(favorites.error)) return <AccountUnavailable retry="/account/wishlist/favorites" />;
  if (!favorites?.success) return <SignedOut title={t('lists.favorites')} />;
  return <ListView list={favorites.data} info={info} owner />;
}
