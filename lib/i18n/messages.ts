import type { Messages } from 'next-intl';
import type { Language } from './languages';

// Every language's file must have the shape of en.json (global.d.ts types the messages from it): tsc checks it here.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  de: () => import('../../messages/de.json'),
  es: () => import('../../messages/es.json'),
  fr: () => import('../../messages/fr.json'),
  it: () => import('../../messages/it.json'),
};

/** The whole message catalogue of a language (server code: next-intl's request config and route handlers). */
export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}
