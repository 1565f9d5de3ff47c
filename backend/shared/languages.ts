/**
 * The backend's own table of the shop's five languages. The backend never imports the storefront:
 * this mirrors lib/i18n/languages.ts, and tests/backend/shared/tables.test.ts fails when they differ.
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
