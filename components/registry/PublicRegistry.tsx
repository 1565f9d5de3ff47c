import { getTranslations } from 'next-intl/server';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { splitItems } from '@/lib/registry/model';
import type { Registry } from '@/lib/model/registry';
import { formattedWeddingDate } from './RegistryEditor';
import { RegistryItemCard } from './RegistryItemCard';
import { RememberRegistry } from './RememberRegistry';
import accountStyles from '@/components/account/Account.module.css';
import styles from './Registry.module.css';

/**
 * The shared registry a guest buys from: the couple, the date, the pieces still wished for with
 * "Buy as a gift" (the cart line carries the registry, spec §7 add_item wedding_registry_id) and the
 * pieces already given. The service refuses to mix gifts with other items (§8); the refusal shows
 * under the button.
 */
export async function PublicRegistry({ registry }: { registry: Registry }) {
  const t = await getTranslations('registry');
  const { toBuy, purchased } = splitItems(registry.items);
  return (
    <main id="main" className={accountStyles.page}>
      <RememberRegistry token={registry.token} />
      <header className={styles.publicHero}>
        <p className={accountStyles.eyebrow}>{t('public.eyebrow')}</p>
        <h1 className={styles.publicTitle}>{t('couple', { yourName: registry.yourName, partnerName: registry.partnerName })}</h1>
        <p className={styles.date}>{t('date', { date: await formattedWeddingDate(registry.weddingDate) })}</p>
        <p className={styles.intro}>{t('public.intro')}</p>
      </header>
      {registry.items.length === 0 ? (
        <p className={styles.groupEmpty}>{t('public.empty')}</p>
      ) : (
        <>
          <section className={styles.group} aria-labelledby="registry-to-buy" data-testid="registry-to-buy">
            <h2 id="registry-to-buy" className={styles.groupTitle}>
              {t('toBuy')} <span className={styles.groupCount}>{toBuy.length}</span>
            </h2>
            {toBuy.length === 0 ? (
              <p className={styles.groupEmpty}>{t('public.allGiven')}</p>
            ) : (
              <ul className={styles.grid}>
                {toBuy.map((item) => (
                  <li key={item.id}>
                    <RegistryItemCard item={item} status={t('public.stillWished', { count: item.remaining })}>
                      {item.purchasable && item.variantId ? (
                        <AddToCartButton
                          variantId={item.variantId}
                          productName={item.name}
                          weddingRegistryId={registry.id}
                          variant="card"
                          label={{ text: t('public.buy'), name: t('public.buyFor', { product: item.name }) }}
                        />
                      ) : (
                        <p className={styles.itemStatus}>{t('public.unavailable')}</p>
                      )}
                    </RegistryItemCard>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {purchased.length > 0 && (
            <section className={styles.group} aria-labelledby="registry-purchased" data-testid="registry-purchased">
              <h2 id="registry-purchased" className={styles.groupTitle}>
                {t('public.giftsGiven')} <span className={styles.groupCount}>{purchased.length}</span>
              </h2>
              <ul className={styles.grid}>
                {purchased.map((item) => (
                  <li key={item.id}>
                    <RegistryItemCard item={item}>
                      <p className={styles.gifted}>{t('public.gifted')}</p>
                    </RegistryItemCard>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </main>
  );
}
