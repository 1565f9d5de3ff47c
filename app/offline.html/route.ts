import { createTranslator } from 'next-intl';
import { DEFAULT_LANGUAGE, isLanguage } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { offlinePageHtml } from '@/lib/offline/offline-page';
import { LANGUAGE_LOCALES } from '@/lib/seo/urls';

/**
 * GET /offline.html?lang=it — the page the service worker shows, in the visitor's language, when a
 * page cannot be reached because the network is down. The worker stores one per language when it
 * installs; it is a plain document with no script and nothing personal.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('lang');
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  const messages = await loadMessages(language);
  const t = createTranslator({ locale: LANGUAGE_LOCALES[language], messages, namespace: 'offline' });
  return new Response(offlinePageHtml({ language, title: t('title'), body: t('body'), retry: t('retry'), brand: t('brand') }), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    },
  });
}
