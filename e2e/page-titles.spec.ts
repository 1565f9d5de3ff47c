import { expect, test } from './fixtures';
import de from '../messages/de.json';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';
import it from '../messages/it.json';

/**
 * Issue 38 item 1: every page's <title> is in the page's language. The metadata of a page asks
 * next-intl with the locale of the parsed page context, never the raw [storefront] segment
 * (`it-it--trade`) nor a language (`it`), which next-intl does not know and answers in English.
 */
const LOCALES = { 'de-de': de, 'es-es': es, 'fr-fr': fr, 'it-it': it } as const;
type Messages = typeof en;
const PAGES: { path: string; title: (m: Messages) => string }[] = [
  { path: '/login', title: (m) => m.routes.login.title },
  { path: '/checkout/login', title: (m) => m.checkout.login.title },
  { path: '/checkout/cart', title: (m) => m.cart.pageTitle },
  { path: '/order-status', title: (m) => m.routes.orderStatus.title },
  { path: '/passwords', title: (m) => m.auth.forgotTitle },
  { path: '/countries', title: (m) => m.countries.title },
  { path: '/sitemap', title: (m) => m.editorial.sitemap },
  { path: '/account', title: (m) => m.account.title },
];

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? '';

test('@browserless each page names itself in its own language', async ({ request }) => {
  for (const [locale, messages] of Object.entries(LOCALES)) {
    for (const page of PAGES) {
      const response = await request.get(`/${locale}${page.path}`);
      const title = titleOf(await response.text());
      const expected = page.title(messages);
      expect(title, `${locale}${page.path}`).toContain(expected);
      if (expected !== page.title(en)) expect(title, `${locale}${page.path}`).not.toContain(page.title(en));
    }
  }
});
