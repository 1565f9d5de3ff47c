/** The five interface languages (spec §3 "Languages"). */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_INFO: Record<Language, { iso3: string; name: string }> = {
  en: { iso3: 'eng', name: 'English' },
  de: { iso3: 'deu', name: 'Deutsch' },
  it: { iso3: 'ita', name: 'Italiano' },
  fr: { iso3: 'fra', name: 'Français' },
  es: { iso3: 'spa', name: 'Español' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
