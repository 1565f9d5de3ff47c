import { getTranslations } from 'next-intl/server';
import { ServiceUnavailable } from '@/components/status/ServiceUnavailable';

/**
 * What a signed-in shopper's account page shows when the commerce service gave no answer or failed
 * (issue 36): the shop's unavailable state (503), saying the shopper is still signed in — never
 * "Log in" or a 404 because the service is slow. `retry`: the page's path without the locale.
 */
export async function AccountUnavailable({ retry }: { retry: string }) {
  const t = await getTranslations('serviceUnavailable');
  return <ServiceUnavailable message={t('account')} retry={retry} />;
}
