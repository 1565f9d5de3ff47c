/**
 * Social login (spec §2: Facebook, Google, Apple). A provider appears only when its sign-in URL is
 * configured (SOCIAL_LOGIN_FACEBOOK_URL, SOCIAL_LOGIN_GOOGLE_URL, SOCIAL_LOGIN_APPLE_URL: the
 * commerce service's OAuth start for that provider); the embedded default configures none.
 */
export interface SocialProvider {
  id: 'facebook' | 'google' | 'apple';
  label: string;
  url: string;
}

const PROVIDERS = [
  { id: 'facebook', label: 'Facebook', env: 'SOCIAL_LOGIN_FACEBOOK_URL' },
  { id: 'google', label: 'Google', env: 'SOCIAL_LOGIN_GOOGLE_URL' },
  { id: 'apple', label: 'Apple', env: 'SOCIAL_LOGIN_APPLE_URL' },
] as const;

/** Server side: the providers with a configured https URL. */
export function configuredSocialProviders(env: Record<string, string | undefined> = process.env): SocialProvider[] {
  return PROVIDERS.flatMap(({ id, label, env: name }) => {
    const url = env[name]?.trim();
    return url && /^https:\/\//.test(url) ? [{ id, label, url }] : [];
  });
}
