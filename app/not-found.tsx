import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { Shell } from '@/components/shell/Shell';
import { NotFoundContent } from '@/components/status/NotFoundContent';
import { pickClientMessages } from '@/lib/i18n/client-messages';
import { parseLocale } from '@/lib/i18n/locales';

/**
 * Any URL no route matches, including an unknown locale prefix such as /xx-zz. Next renders this
 * route fully on the server (unlike a notFound() thrown inside a page), in the locale the proxy
 * resolved from the prefix, with the shell around it.
 */
export default async function GlobalNotFound() {
  // Paths with a dot skip the proxy, so the "locale" may be e.g. 'favicon.ico': fall back to en-us.
  const { locale } = parseLocale(await getLocale());
  const messages = pickClientMessages(await getMessages());
  return (
    <NextIntlClientProvider messages={messages}>
      <Shell locale={locale}>
        <NotFoundContent />
      </Shell>
    </NextIntlClientProvider>
  );
}
