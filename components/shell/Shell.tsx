import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { parseLocale } from '@/lib/i18n/locales';
import { getMenu } from '@/lib/content/queries/menu';
import { getSignupLayer } from '@/lib/content/queries/signup-layer';
import { getPageLinks } from '@/lib/content/queries/pages';
import { draftMode, headers } from 'next/headers';
import { PREVIEW_MENU_HEADER } from '@/lib/content/preview-menu';
import { TopStrip } from './TopStrip';
import { Header } from './Header';
import { Footer } from './Footer';
import { BagDrawer } from './HeaderActions';
import { cartItemCount } from '@/lib/cart/count';
import { MobileMenuFooter } from './nav/MobileMenuFooter';
import { CountryChooser } from './country/CountryChooser';
import { Extras } from './extras/Extras';
import { toShellUser, type ShellUser } from './shell-user';
import { accountNoticeFor } from '@/lib/account/notice';
import { currentAccount } from '@/lib/session';
import { configuredSocialProviders } from '@/lib/auth/social';
import { HeaderAccount } from './account/HeaderAccount';
import { AccountPanels } from './account/AccountPanels';
import { AccountLocaleSync } from './account/AccountLocaleSync';
import styles from './Shell.module.css';

/** Top strip, header and footer around every page that renders with the shell (spec §2). */
export async function Shell({ locale, children }: { locale: string; children: ReactNode }) {
  const t = await getTranslations('shell');
  const { language, country } = parseLocale(locale);
  // Signed-in state and trade status, read on the server (currentAccount is cached per request).
  const account = await currentAccount();
  const user: ShellUser = toShellUser(account);
  const { trade } = user;
  // The badge is rendered on the server from the shopper's cart; the drawer fetches its lines when opened.
  const cartCount = await cartItemCount(locale);
  const preview = (await draftMode()).isEnabled;
  // `menu-id` (passed on by the proxy) is honoured in preview only, never for a visitor.
  const previewMenuId = preview ? ((await headers()).get(PREVIEW_MENU_HEADER) ?? undefined) : undefined;
  const [menu, signupLayer, pageLinks] = await Promise.all([
    getMenu({ language, trade, preview, previewMenuId }),
    getSignupLayer({ language, country: country.isocode }),
    getPageLinks(language),
  ]);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      {/* One block for the strip and the header, so an immersive header can lie over the page right below the strip. */}
      <div className={styles.top}>
        <TopStrip locale={locale} trade={trade} />
        <Header
          menu={menu}
          cartCount={cartCount}
          leftLink={leftLinkFor(user, t)}
          accountActions={<HeaderAccount signedIn={user.signedIn} />}
          mobileMenuFooter={<MobileMenuFooter locale={locale} user={user} />}
        />
      </div>
      <div className={styles.content}>{children}</div>
      <Footer locale={locale} pageLinks={pageLinks} trade={trade} />
      <BagDrawer />
      <CountryChooser locale={locale} />
      <AccountPanels signedIn={user.signedIn} socialProviders={configuredSocialProviders()} />
      {account && (account.shippingCountry !== country.isocode || account.language !== language) && (
        <AccountLocaleSync
          country={country.isocode}
          language={language}
          syncCountry={account.shippingCountry !== country.isocode}
          syncLanguage={account.language !== language}
        />
      )}
      <Extras signupLayer={signupLayer} preview={preview} privacyUrl={pageLinks.privacy?.url ?? null} accountNotice={accountNoticeFor(account, country.currency)} />
    </>
  );
}

/** Spec §2, desktop left side: the registry for a user who has one, else Trade for visitors who are not trade. */
function leftLinkFor(user: ShellUser, t: (key: 'myRegistry' | 'trade') => string) {
  if (user.hasRegistry) return { href: '/account/wedding_registry/edit', label: t('myRegistry') };
  return user.trade ? null : { href: '/trade', label: t('trade') };
}
