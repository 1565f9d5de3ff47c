import { COMPANY, PHONE_LINES } from '../i18n/contact';
import { DEFAULT_SHARE_IMAGE } from './metadata';
import { SCHEMA_CONTEXT } from './json-ld';

/** The shop as an organisation, on the home page: name, logo and how customers reach it (§9 phone lines, e-mail). */
export function organizationJsonLd({ origin, url, sameAs = [] }: { origin: string; url: string; sameAs?: string[] }) {
  const numbers = [...new Set(Object.values(PHONE_LINES).map((line) => line.number))];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: COMPANY.brand,
    legalName: COMPANY.name,
    url,
    logo: { '@type': 'ImageObject', url: `${origin}${DEFAULT_SHARE_IMAGE.url}`, width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height },
    email: COMPANY.email,
    vatID: COMPANY.vatNumber.replace(/\s+/g, ''),
    contactPoint: numbers.map((telephone) => ({ '@type': 'ContactPoint', telephone, email: COMPANY.email, contactType: 'customer service', availableLanguage: ['en', 'it', 'de', 'fr', 'es'] })),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
