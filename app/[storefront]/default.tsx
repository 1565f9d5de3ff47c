import { layoutContextFromParams } from '@/lib/i18n/server';
import { ServedNotFound } from '@/components/status/ServedNotFound';

/**
 * A path only the language switcher's route (@languages/[...path]) takes, deeper than any page
 * (`/it-it/a/b/c`): the shop's localised 404, served with its way home.
 */
export default async function NoPage({ params }: { params: Promise<{ storefront: string }> }) {
  const { locale } = await layoutContextFromParams(params);
  return <ServedNotFound locale={locale} />;
}
