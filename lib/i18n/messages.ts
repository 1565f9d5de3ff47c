import type { AbstractIntlMessages } from 'next-intl';
import type { Language } from './languages';

const loaders: Record<Language, () => Promise<{ default: AbstractIntlMessages }>> = {
  en: () => import('../../messages/en.json'),
  de: () => import('../../messages/de.json'),
  es: () => import('../../messages/es.json'),
  fr: () => import('../../messages/fr.json'),
  it: () => import('../../messages/it.json'),
};

/** The whole message catalogue of a language (server code: next-intl's request config and route handlers). */
export async function loadMessages(language: Language): Promise<AbstractIntlMessages> {
  return (await loaders[language]()).default;
}
