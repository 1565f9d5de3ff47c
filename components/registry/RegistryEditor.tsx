import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { LocaleInfo } from '@/lib/i18n/locales';
import { localizedPath, siteOrigin } from '@/lib/seo';
import { ownerGroups, weddingDay } from '@/lib/registry/model';
import type { Registry } from '@/lib/model/registry';
import { RegistryDetails } from './RegistryDetails';
import { RegistryItemCard } from './RegistryItemCard';
import { RegistryItemControls } from './RegistryItemControls';
import { HowTo } from './HowTo';
import { RegistryForm } from './RegistryForm';
import { ShareLink } from './ShareLink';
import accountStyles from '@/components/account/Account.module.css';
import styles from './Registry.module.css';

/** The wedding date in the visitor's language, on its own calendar day ("12 June 2027"). */
export async function formattedWeddingDate(isoDate: string): Promise<string> {
  const format = await getFormatter();
  const day = weddingDay(isoDate);
  return day ? format.dateTime(day, 'calendarDay') : isoDate;
}

function publicRegistryPath(token: string): string {
  return `/wedding_registry/${token}`;
}

async function PageHeading({ title }: { title: string }) {
  const t = await getTranslations('account');
  return (
    <>
      <p className={accountStyles.eyebrow}>
        <Link href="/account" className={accountStyles.link}>
          {t('title')}
        </Link>
      </p>
      <h1 className={accountStyles.title}>{title}</h1>
    </>
  );
}

/** No registry yet: the how-to beside the set-up form. */
export async function RegistrySetup() {
  const t = await getTranslations('registry');
  return (
    <main id="main" className={accountStyles.page}>
      <header className={accountStyles.header}>
        <div>
          <PageHeading title={t('title')} />
        </div>
      </header>
      <div className={styles.setup}>
        <HowTo />
        <section className={styles.panel} aria-labelledby="registry-create">
          <h2 id="registry-create" className={styles.subheading}>
            {t('form.createTitle')}
          </h2>
          <RegistryForm mode="create" />
        </section>
      </div>
    </main>
  );
}

function ItemGroup({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section className={styles.group} aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={styles.groupTitle}>
        {title} <span className={styles.groupCount}>{count}</span>
      </h2>
      {children}
    </section>
  );
}

/** The owner's registry: details (editable in place), the share link, and to-buy / purchased pieces. */
export async function RegistryEditor({ registry, info }: { registry: Registry; info: LocaleInfo }) {
  const t = await getTranslations('registry');
  const path = publicRegistryPath(registry.token);
  const { toBuy, purchased } = ownerGroups(registry.items);
  const details = { yourName: registry.yourName, partnerName: registry.partnerName, weddingDate: registry.weddingDate };

  return (
    <main id="main" className={accountStyles.page}>
      <header className={styles.hero}>
        <RegistryDetails details={details}>
          <PageHeading title={t('couple', details)} />
          <p className={styles.date}>{t('date', { date: await formattedWeddingDate(registry.weddingDate) })}</p>
        </RegistryDetails>
        <ShareLink url={`${siteOrigin()}${localizedPath(info.locale, path)}`} path={path} />
      </header>
      {registry.items.length === 0 ? (
        <div className={accountStyles.empty}>
          <p className={accountStyles.muted}>{t('empty')}</p>
          <Link href="/" className={accountStyles.button}>
            {t('discover')}
          </Link>
        </div>
      ) : (
        <>
          <ItemGroup id="registry-to-buy" title={t('toBuy')} count={toBuy.length}>
            {toBuy.length === 0 ? (
              <p className={styles.groupEmpty}>{t('toBuyEmpty')}</p>
            ) : (
              <ul className={styles.grid}>
                {toBuy.map((item) => (
                  <li key={item.id}>
                    <RegistryItemCard item={item} status={item.purchased > 0 ? t('partlyPurchased', { purchased: item.purchased, quantity: item.quantity }) : undefined}>
                      <RegistryItemControls itemId={item.id} quantity={item.quantity} title={item.name} />
                    </RegistryItemCard>
                  </li>
                ))}
              </ul>
            )}
          </ItemGroup>
          <ItemGroup id="registry-purchased" title={t('purchased')} count={purchased.length}>
            {purchased.length === 0 ? (
              <p className={styles.groupEmpty}>{t('purchasedEmpty')}</p>
            ) : (
              <ul className={styles.grid}>
                {purchased.map((item) => (
                  <li key={item.id}>
                    {item.remaining > 0 ? (
                      // Partly given: its controls are under "To buy", where what is left can still change.
                      <RegistryItemCard item={item} status={t('partlyPurchased', { purchased: item.purchased, quantity: item.quantity })} />
                    ) : (
                      <RegistryItemCard item={item} status={t('allPurchased', { quantity: item.quantity })}>
                        <RegistryItemControls itemId={item.id} quantity={item.quantity} title={item.name} />
                      </RegistryItemCard>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </ItemGroup>
        </>
      )}
    </main>
  );
}
