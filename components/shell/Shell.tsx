import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { draftMode, headers } from 'next/headers';
import type { PageContext } from '@/lib/i18n/page-context';
import { getMenu } from '@/lib/content/queries/menu';
import { getSignupLayer } from '@/lib/content/queries/signup-layer';
import { getPageLinks } from '@/lib/content/queries/pages';
import { PREVIEW_MENU_HEADER } from '@/lib/content/preview-menu';
import { configuredSocialProviders } from '@/lib/auth/social';
import { TopStrip } from './TopStrip';
import { Header } from './Header';
import { Footer } from './Footer';
import { MobileMenuFooter } from './nav/MobileMenuFooter';
import { Extras } from './extras/Extras';
import { HydrateApart } from '@/components/ui/HydrateApart';
import { HeaderAccount } from './account/HeaderAccount';
import { ShellPanels } from './ShellPanels';
import { VisitorLoader } from './account/VisitorLoader';
import styles from './Shell.module.css';

/**
 * Top strip, header and footer around every page that renders with the shell (spec §2). It is the
 * same for every visitor of the page's variant, so the page can be cached whole (ADR 0012): the
 * trade menu and business-only messages come with the trade variant, and what differs per visitor
 * (account button, bag count, registry link, notice) is read by the browser after load.
 */
export async function Shell({ page, languages, children }: { page: PageContext; languages?: ReactNode; children: ReactNode }) {
  const t = await getTranslations('shell');
  const { locale, language, country } = page;
  const trade = page.audience === 'trade';
  const preview = (await draftMode()).isEnabled;
  // `menu-id` (passed on by the proxy) is honoured in preview only, never for a visitor; preview pages are never cached.
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
        <TopStrip locale={locale} trade={trade} languages={languages} />
        <Header menu={menu} language={language} trade={trade} accountActions={<HeaderAccount />} mobileMenuFooter={<MobileMenuFooter locale={locale} />} />
      </div>
      {/* The page and the footer hydrate apart from the header: the header's controls are ready first. */}
      <div className={styles.content}>
        <HydrateApart>{children}</HydrateApart>
      </div>
      <HydrateApart>
        <Footer locale={locale} pageLinks={pageLinks} trade={trade} />
      </HydrateApart>
      <ShellPanels locale={locale} country={country.isocode} language={language} socialProviders={configuredSocialProviders()} />
      <VisitorLoader locale={locale} />
      <Extras signupLayer={signupLayer} preview={preview} privacyUrl={pageLinks.privacy?.url ?? null} measurement={{ gtmId: process.env.GTM_ID ?? null, country: country.isocode, currency: country.currency }} />
    </>
  );
}
