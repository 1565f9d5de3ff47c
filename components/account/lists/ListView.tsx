import { getTranslations } from 'next-intl/server';
import { ProductCard } from '@/components/catalogue/ProductCard';
import { cardWriter } from '@/components/catalogue/card-writer';
import { CatalogueMessages } from '@/components/catalogue/CatalogueMessages';
import { productsById } from '@/lib/search/lookup';
import type { LocaleInfo } from '@/lib/i18n/locales';
import type { WishList } from '@/lib/model/wishlists';
import { Link } from '@/lib/i18n/navigation';
import { ListItemControls, ShareListButton } from './ListItemControls';
import { AddToListButton } from './AddToListButton';
import styles from '../Account.module.css';

/** A list page (favorites or a custom list): its products as cards; the owner sets quantities, removes and shares. */
export async function ListView({ list, info, owner }: { list: WishList; info: LocaleInfo; owner: boolean }) {
  const t = await getTranslations('account');
  const [byId, writer] = await Promise.all([productsById(info, list.items.map((i) => i.productId)), cardWriter(info.locale, info.country.currency)]);
  const title = list.isDefault ? t('lists.favorites') : list.name;

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <div>
          {owner && (
            <p className={styles.eyebrow}>
              <Link href="/account" className={styles.link}>
                {t('title')}
              </Link>
            </p>
          )}
          <h1 className={styles.title}>{title}</h1>
          {list.description && <p className={styles.muted}>{list.description}</p>}
          <p className={styles.muted}>{t('lists.itemCount', { count: list.itemCount })}</p>
        </div>
        {owner && <ShareListButton listToken={list.token} isPrivate={list.isPrivate} />}
      </header>
      {list.items.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.muted}>{list.isDefault ? t('lists.favoritesEmpty') : t('lists.empty')}</p>
          <Link href="/" className={styles.button}>
            {t('lists.discover')}
          </Link>
        </div>
      ) : (
        <CatalogueMessages whole={['account', 'cart']}>
          <ul className={styles.products}>
            {list.items.map((item) => {
              const product = byId.get(item.productId);
              if (!product) return null;
              return (
                <li key={item.id} className={styles.item} data-testid="list-item">
                  <ProductCard product={product} currency={info.country.currency} writer={writer} headingLevel={2} />
                  {owner && (
                    <ListItemControls listToken={list.token} itemId={item.id} productId={item.productId} quantity={item.quantity} title={product.title} isFavorites={list.isDefault} />
                  )}
                  {owner && list.isDefault && <AddToListButton productId={item.productId} variantId={item.variantId} title={product.title} />}
                  {!owner && item.quantity > 1 && <p className={styles.muted}>{t('lists.quantityN', { count: item.quantity })}</p>}
                </li>
              );
            })}
          </ul>
        </CatalogueMessages>
      )}
    </main>
  );
}
