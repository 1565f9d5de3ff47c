import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { pageContextFromParams } from '@/lib/i18n/server';
import { Link } from '@/lib/i18n/navigation';
import { bearerToken, readAccount } from '@/lib/session';
import { fetchAddresses, fetchCards, fetchOrders } from '@/lib/account/account';
import { fetchLists } from '@/lib/wishlists/lists';
import { countryOptions } from '@/lib/address/countries';
import { tradeContactFor } from '@/lib/trade/contact';
import { Price } from '@/components/ui/Price';
import { AddressBook } from '@/components/account/AddressBook';
import { DeleteCardButton, OrderStatusLookup, PasswordForm, ProfileForm, SignOutButton } from '@/components/account/AccountClient';
import { SignedOut } from '@/components/account/SignedOut';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import styles from '@/components/account/Account.module.css';
import { countryStatesOrNull } from '@/lib/commerce/states';
import { metadataContext } from '@/lib/seo/page-metadata';

/** Per visitor (it reads the shopper's cookies): never cached (ADR 0012). */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ storefront: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await metadataContext(params);
  const t = await page.t('account');
  return { title: t('title'), robots: { index: false } };
}

/** /account (spec §2): profile, addresses, orders, saved cards, store credits, lists and order status. */
export default async function AccountPage({ params }: Props) {
  const { locale, language, country } = await pageContextFromParams(params);
  const t = await getTranslations('account');
  const tTrade = await getTranslations('trade.account');
  const format = await getFormatter();
  const bearer = await bearerToken();
  const read = await readAccount(bearer, country.currency);
  // Signed in, but the service gave no answer: say so (503), never "Log in" because it is slow.
  if (read.kind === 'unread') return <AccountUnavailable retry="/account" />;
  if (!bearer || read.kind === 'guest') return <SignedOut title={t('title')} />;
  const { account } = read;

  const [addresses, cards, orders, lists, states] = await Promise.all([fetchAddresses(bearer), fetchCards(bearer), fetchOrders(bearer), fetchLists(bearer), countryStatesOrNull()]);
  const countries = countryOptions(language, locale);
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');

  return (
    <main id="main" className={styles.page}>
      <header className={styles.header}>
        <div>
          <p className={styles.eyebrow}>{account.isTrade ? t('tradeAccount') : t('title')}</p>
          <h1 className={styles.title}>{name ? t('hello', { name }) : t('helloNoName')}</h1>
        </div>
        <SignOutButton />
      </header>

      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('storeCredits')}</dt>
          <dd>
            <Price amount={account.storeCredits} currency={country.currency} />
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('completedOrders')}</dt>
          <dd>{account.completedOrders}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('lists.favorites')}</dt>
          <dd>{lists.success ? (lists.data.find((l) => l.isDefault)?.itemCount ?? 0) : '—'}</dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('lists.customLists')}</dt>
          <dd>{lists.success ? lists.data.filter((l) => !l.isDefault).length : '—'}</dd>
        </div>
      </dl>

      <div className={styles.grid}>
        {account.isTrade && (
          <section className={styles.section} aria-labelledby="account-trade" data-testid="account-trade">
            <h2 id="account-trade" className={styles.sectionTitle}>{tTrade('title')}</h2>
            <p className={account.tradeStatus === 'pending' ? styles.muted : styles.status}>
              {account.tradeStatus === 'pending' ? tTrade('pending') : tTrade('approved')}
            </p>
            <p>
              {tTrade('salesContact')}:{' '}
              <a href={`mailto:${tradeContactFor(account, country)}`} className={styles.link}>
                {tradeContactFor(account, country)}
              </a>
            </p>
          </section>
        )}
        <section className={styles.section} aria-labelledby="account-profile">
          <h2 id="account-profile" className={styles.sectionTitle}>{t('profile.title')}</h2>
          <ProfileForm
            initial={{
              firstName: account.firstName,
              lastName: account.lastName,
              email: account.email,
              commercialCommunication: account.commercialCommunication,
              personalizedCommunication: account.personalizedCommunication,
            }}
            pendingEmail={account.unconfirmedEmail}
          />
        </section>

        <section className={styles.section} aria-labelledby="account-password">
          <h2 id="account-password" className={styles.sectionTitle}>{t('passwordChange.title')}</h2>
          <PasswordForm />
        </section>

        <section className={styles.section} aria-labelledby="account-addresses">
          <h2 id="account-addresses" className={styles.sectionTitle}>{t('addresses.title')}</h2>
          {addresses.success ? <AddressBook addresses={addresses.data} countries={countries} states={states ?? {}} defaultCountry={country.isocode} /> : <p className={styles.muted}>{t('unavailable')}</p>}
        </section>

        <section className={styles.section} aria-labelledby="account-orders">
          <h2 id="account-orders" className={styles.sectionTitle}>{t('orders.title')}</h2>
          {!orders.success ? (
            <p className={styles.muted}>{t('unavailable')}</p>
          ) : orders.data.length === 0 ? (
            <p className={styles.muted}>{t('orders.none')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('orders.number')}</th>
                  <th scope="col">{t('orders.date')}</th>
                  <th scope="col" className={styles.num}>{t('orders.total')}</th>
                </tr>
              </thead>
              <tbody>
                {orders.data.map((order) => (
                  <tr key={order.number}>
                    <td>
                      <Link href={`/account/orders/${order.number}`} className={styles.link}>
                        {order.number}
                      </Link>
                    </td>
                    <td>{order.completedAt ? format.dateTime(new Date(order.completedAt), 'medium') : ''}</td>
                    <td className={styles.num}>{order.displayTotal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3 className={styles.eyebrow}>{t('orderStatus.title')}</h3>
          <OrderStatusLookup />
        </section>

        <section className={styles.section} aria-labelledby="account-lists">
          <h2 id="account-lists" className={styles.sectionTitle}>{t('lists.title')}</h2>
          {lists.success && (
            <ul className={styles.list}>
              {lists.data.map((list) => (
                <li key={list.token} className={`${styles.card} ${styles.row}`}>
                  <Link href={list.isDefault ? '/account/wishlist/favorites' : `/account/lists/${list.token}`} className={styles.link}>
                    {list.isDefault ? t('lists.favorites') : list.name}
                  </Link>
                  <span className={styles.muted}>{t('lists.itemCount', { count: list.itemCount })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.section} aria-labelledby="account-cards">
          <h2 id="account-cards" className={styles.sectionTitle}>{t('cards.title')}</h2>
          {!cards.success ? (
            <p className={styles.muted}>{t('unavailable')}</p>
          ) : cards.data.length === 0 ? (
            <p className={styles.muted}>{t('cards.none')}</p>
          ) : (
            <ul className={styles.list}>
              {cards.data.map((card) => {
                const label = t('cards.card', { brand: card.brand || t('cards.cardBrand'), digits: card.lastDigits });
                return (
                  <li key={card.id} className={`${styles.card} ${styles.row}`}>
                    <span>
                      {label}
                      <br />
                      <span className={styles.muted}>{t('cards.expires', { month: String(card.month).padStart(2, '0'), year: card.year })}</span>
                    </span>
                    <DeleteCardButton id={card.id} label={label} />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
