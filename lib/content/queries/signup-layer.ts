import 'server-only';
import { fetchContent } from '../client';
import { compact, describeFailure, image, t } from '../groq';
import { toImage, type ContentImageProjection } from '../image';

export interface SignupLayer {
  id: string;
  title: string;
  subtitle: string;
  buttonCtaLabel: string;
  thankYouTitle: string;
  thankYouSubtitle: string;
  thankYouBtn: string;
  image: { url: string; alt: string; width: number; height: number } | null;
}

/**
 * Spec §7: the newsletter sign-up layer for a country — published only, matching the country (its
 * dedicated countries, or every country it does not exclude), dedicated first, then most recently updated.
 */
const LAYER_QUERY = compact(`*[_type == "newsletterSignupLayer" && !(_id in path("drafts.**"))
    && !($country in coalesce(excludedCountries, []))
    && (count(coalesce(dedicatedCountries, [])) == 0 || $country in dedicatedCountries)]
  | order(($country in coalesce(dedicatedCountries, [])) desc, _updatedAt desc)[0]{
  "id": _id,
  "title": ${t('title')},
  "subtitle": ${t('subtitle')},
  "buttonCtaLabel": ${t('buttonCtaLabel')},
  "thankYouTitle": ${t('thankYouTitle')},
  "thankYouSubtitle": ${t('thankYouSubtitle')},
  "thankYouBtn": ${t('thankYouBtn')},
  "image": ${image('image')}
}`);

export async function getSignupLayer({ language, country }: { language: string; country: string }): Promise<SignupLayer | null> {
  try {
    const layer = await fetchContent<(Omit<SignupLayer, 'image'> & { image: ContentImageProjection }) | null>(
      LAYER_QUERY,
      { lang: language, country: country.toUpperCase() },
      { types: ['newsletterSignupLayer'] },
    );
    return layer ? { ...layer, image: toImage(layer.image, 1200) } : null;
  } catch (error) {
    console.error(`sign-up layer unavailable (${describeFailure(error)})`);
    return null;
  }
}
