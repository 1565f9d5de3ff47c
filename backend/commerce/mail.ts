/**
 * What the commerce service's e-mails say and where their links lead (issue 39): every e-mail is
 * written in the recipient's language and links to the storefront's own page (STOREFRONT_URL) in the
 * recipient's locale, never to this service's JSON API: the reset page /passwords/{token}, the
 * confirmation page /account_confirmations/{token}, the order (/account/orders/{number} for an
 * account, /order-status?number= for a guest), the account page for trade e-mails.
 *
 * The recipient's locale (`recipientLocale`) is the one the request came from when the storefront
 * says it (`locale=it-it`), else the account's language in its country, else en-us. A locale exists
 * only where the country supports the language (as the storefront's locale list, which is built from
 * the same country table); a language the country does not offer keeps the language, in its home
 * country (de → de-de).
 */
import { findCountry } from '../shared/countries';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../shared/languages';
import type { Currency } from '../shared/countries';
import type { CommerceContext } from './context';
import { findAddress, type OrderRow } from './domain/orders';

export const DEFAULT_MAIL_LOCALE = 'en-us';

/** Where a language is at home when the recipient's country does not offer it. */
const HOME_COUNTRY: Record<Language, string> = { en: 'us', es: 'es', de: 'de', fr: 'fr', it: 'it' };

function localeIfOffered(language: string, countryIso: string): string | null {
  const country = findCountry(countryIso);
  if (!country || !isLanguage(language)) return null;
  return country.supportedLanguages.includes(language) ? `${language}-${country.isocode.toLowerCase()}` : null;
}

/**
 * The locale an e-mail is written in and links to. `requested` is the storefront's page locale
 * (`it-it`); `language` and `country` are what the account (or order, or application) says.
 */
export function recipientLocale(input: { requested?: string | null; language?: string | null; country?: string | null }): string {
  const requested = (input.requested ?? '').trim().toLowerCase().replace('_', '-');
  const parts = /^([a-z]{2})-([a-z]{2})$/.exec(requested);
  if (parts) {
    const offered = localeIfOffered(parts[1], parts[2]);
    if (offered) return offered;
  }
  const language = (input.language ?? (parts?.[1] || requested.split('-')[0]) ?? '').toLowerCase();
  const country = (input.country ?? '').toUpperCase();
  if (isLanguage(language)) return localeIfOffered(language, country) ?? `${language}-${HOME_COUNTRY[language]}`;
  const home = findCountry(country);
  if (home) return `${home.defaultLanguage}-${home.isocode.toLowerCase()}`;
  return DEFAULT_MAIL_LOCALE;
}

export function languageOf(locale: string): Language {
  const language = locale.split('-')[0];
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * The absolute address of a storefront page in a locale: `/it-it/passwords/abc`, en-us without a
 * prefix (the storefront's routing). Without STOREFRONT_URL the path alone (nothing to lead to).
 */
export function storefrontLink(ctx: CommerceContext, locale: string, pathname: string): string {
  const origin = ctx.config.storefrontUrl?.trim().replace(/\/+$/, '') ?? '';
  const prefix = locale === DEFAULT_MAIL_LOCALE ? '' : `/${locale}`;
  return `${origin}${prefix}${pathname}`;
}

/** An amount of the order in the recipient's locale (integer cents; the division is for display only). */
export function mailAmount(cents: number, currency: Currency, locale: string): string {
  const [language, country] = locale.split('-');
  return new Intl.NumberFormat(`${language}-${(country ?? 'us').toUpperCase()}`, { style: 'currency', currency }).format(cents / 100);
}

export interface Mail {
  subject: string;
  text: string;
}

interface Templates {
  confirmation(v: { link: string }): Mail;
  emailChange(v: { link: string }): Mail;
  emailChangeNotice(v: { newEmail: string; link: string }): Mail;
  passwordChanged(v: { link: string }): Mail;
  resetPassword(v: { link: string }): Mail;
  orderConfirmation(v: { number: string; total: string; link: string }): Mail;
  tradeApplication(v: { company: string; desk: string; link: string }): Mail;
  tradeApproved(v: { name: string; desk: string; link: string }): Mail;
  tradeDeclined(v: { name: string; note: string; desk: string; link: string }): Mail;
}

const lines = (...parts: string[]) => parts.join('\n');

const TEMPLATES: Record<Language, Templates> = {
  en: {
    confirmation: ({ link }) => ({
      subject: 'Confirm your Casa Maestri account',
      text: lines('Welcome to Casa Maestri.', `Confirm your e-mail address: ${link}`),
    }),
    emailChange: ({ link }) => ({
      subject: 'Confirm your new e-mail for Casa Maestri',
      text: lines(`You asked to sign in to Casa Maestri with this address from now on. Confirm it within 24 hours: ${link}`,
        'Until then your account keeps its current e-mail.'),
    }),
    emailChangeNotice: ({ newEmail, link }) => ({
      subject: 'Your Casa Maestri e-mail is about to change',
      text: lines(`Someone signed in to your Casa Maestri account asked to change its e-mail to ${newEmail}. It changes only once that address confirms it.`,
        `If this was not you, choose a new password now and write to client care: ${link}`),
    }),
    passwordChanged: ({ link }) => ({
      subject: 'Your Casa Maestri password has changed',
      text: lines('The password of your Casa Maestri account has just been changed, and every other session was signed out.',
        `If this was not you, reset your password now and write to client care: ${link}`),
    }),
    resetPassword: ({ link }) => ({
      subject: 'Reset your Casa Maestri password',
      text: lines(`Someone asked to reset the password of your Casa Maestri account. Choose a new one within six hours: ${link}`,
        'If this was not you, ignore this e-mail: your password stays as it is.'),
    }),
    orderConfirmation: ({ number, total, link }) => ({
      subject: `Your Casa Maestri order ${number}`,
      text: lines(`Thank you for your order ${number}. Total: ${total}.`, `Follow your order: ${link}`),
    }),
    tradeApplication: ({ company, desk, link }) => ({
      subject: 'Your Casa Maestri trade application',
      text: lines(`Thank you for applying to the Casa Maestri trade programme on behalf of ${company}. `
        + 'Trade prices, favorites and lists are yours at once; checkout opens once our trade team approves your application. '
        + `Your trade sales contact: ${desk}.`, `Your account: ${link}`),
    }),
    tradeApproved: ({ name, desk, link }) => ({
      subject: 'Your Casa Maestri trade account is approved',
      text: lines(`Dear${name ? ` ${name}` : ''}, your trade account is approved: checkout is now open at trade prices. Your trade sales contact: ${desk}.`,
        `Your account: ${link}`),
    }),
    tradeDeclined: ({ name, note, desk, link }) => ({
      subject: 'Your Casa Maestri trade application',
      text: lines(`Dear${name ? ` ${name}` : ''}, we are unable to approve your trade application at this time.${note ? ` ${note}` : ''} `
        + `Your account stays open for private purchases. To talk it over, write to ${desk}.`, `Your account: ${link}`),
    }),
  },
  it: {
    confirmation: ({ link }) => ({
      subject: 'Conferma il tuo account Casa Maestri',
      text: lines('Benvenuto in Casa Maestri.', `Conferma il tuo indirizzo e-mail: ${link}`),
    }),
    emailChange: ({ link }) => ({
      subject: 'Conferma il tuo nuovo indirizzo e-mail per Casa Maestri',
      text: lines(`Hai chiesto di accedere a Casa Maestri con questo indirizzo d’ora in poi. Confermalo entro 24 ore: ${link}`,
        'Fino ad allora il tuo account mantiene l’indirizzo attuale.'),
    }),
    emailChangeNotice: ({ newEmail, link }) => ({
      subject: 'L’indirizzo e-mail del tuo account Casa Maestri sta per cambiare',
      text: lines(`Qualcuno, dal tuo account Casa Maestri, ha chiesto di cambiarne l’indirizzo e-mail in ${newEmail}. Cambierà solo quando quell’indirizzo lo avrà confermato.`,
        `Se non sei stato tu, scegli subito una nuova password e scrivi al servizio clienti: ${link}`),
    }),
    passwordChanged: ({ link }) => ({
      subject: 'La password del tuo account Casa Maestri è cambiata',
      text: lines('La password del tuo account Casa Maestri è appena stata cambiata e sei stato disconnesso da ogni altra sessione.',
        `Se non sei stato tu, reimposta subito la password e scrivi al servizio clienti: ${link}`),
    }),
    resetPassword: ({ link }) => ({
      subject: 'Reimposta la password di Casa Maestri',
      text: lines(`È stato chiesto di reimpostare la password del tuo account Casa Maestri. Scegline una nuova entro sei ore: ${link}`,
        'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.'),
    }),
    orderConfirmation: ({ number, total, link }) => ({
      subject: `Il tuo ordine Casa Maestri ${number}`,
      text: lines(`Grazie per il tuo ordine ${number}. Totale: ${total}.`, `Segui il tuo ordine: ${link}`),
    }),
    tradeApplication: ({ company, desk, link }) => ({
      subject: 'La tua candidatura al programma trade di Casa Maestri',
      text: lines(`Grazie per la tua candidatura al programma trade di Casa Maestri per conto di ${company}. `
        + 'Prezzi trade, preferiti e liste sono subito tuoi; il checkout si apre quando il nostro team trade avrà approvato la tua candidatura. '
        + `Il tuo team vendite trade: ${desk}.`, `Il tuo account: ${link}`),
    }),
    tradeApproved: ({ name, desk, link }) => ({
      subject: 'Il tuo account trade Casa Maestri è approvato',
      text: lines(`Gentile${name ? ` ${name}` : ' cliente'}, il tuo account trade è approvato: ora puoi completare i tuoi ordini ai prezzi trade. Il tuo team vendite trade: ${desk}.`,
        `Il tuo account: ${link}`),
    }),
    tradeDeclined: ({ name, note, desk, link }) => ({
      subject: 'La tua candidatura al programma trade di Casa Maestri',
      text: lines(`Gentile${name ? ` ${name}` : ' cliente'}, al momento non possiamo approvare la tua candidatura trade.${note ? ` ${note}` : ''} `
        + `Il tuo account resta aperto per gli acquisti privati. Per parlarne, scrivi a ${desk}.`, `Il tuo account: ${link}`),
    }),
  },
  de: {
    confirmation: ({ link }) => ({
      subject: 'Bestätigen Sie Ihr Casa Maestri Konto',
      text: lines('Willkommen bei Casa Maestri.', `Bitte bestätigen Sie Ihre E-Mail-Adresse: ${link}`),
    }),
    emailChange: ({ link }) => ({
      subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Casa Maestri',
      text: lines(`Sie möchten sich künftig mit dieser Adresse bei Casa Maestri anmelden. Bitte bestätigen Sie sie innerhalb von 24 Stunden: ${link}`,
        'Bis dahin behält Ihr Konto seine bisherige E-Mail-Adresse.'),
    }),
    emailChangeNotice: ({ newEmail, link }) => ({
      subject: 'Die E-Mail-Adresse Ihres Casa Maestri Kontos wird geändert',
      text: lines(`Aus Ihrem Casa Maestri Konto wurde angefragt, die E-Mail-Adresse in ${newEmail} zu ändern. Sie ändert sich erst, wenn diese Adresse es bestätigt.`,
        `Falls Sie das nicht waren, wählen Sie jetzt ein neues Passwort und schreiben Sie unserem Kundenservice: ${link}`),
    }),
    passwordChanged: ({ link }) => ({
      subject: 'Das Passwort Ihres Casa Maestri Kontos wurde geändert',
      text: lines('Das Passwort Ihres Casa Maestri Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
        `Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück und schreiben Sie unserem Kundenservice: ${link}`),
    }),
    resetPassword: ({ link }) => ({
      subject: 'Setzen Sie Ihr Casa Maestri Passwort zurück',
      text: lines(`Für Ihr Casa Maestri Konto wurde das Zurücksetzen des Passworts angefordert. Wählen Sie innerhalb von sechs Stunden ein neues: ${link}`,
        'Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.'),
    }),
    orderConfirmation: ({ number, total, link }) => ({
      subject: `Ihre Casa Maestri Bestellung ${number}`,
      text: lines(`Vielen Dank für Ihre Bestellung ${number}. Gesamtbetrag: ${total}.`, `Verfolgen Sie Ihre Bestellung: ${link}`),
    }),
    tradeApplication: ({ company, desk, link }) => ({
      subject: 'Ihre Bewerbung für das Casa Maestri Trade-Programm',
      text: lines(`Vielen Dank für Ihre Bewerbung für das Casa Maestri Trade-Programm im Namen von ${company}. `
        + 'Trade-Preise, Favoriten und Listen stehen Ihnen sofort zur Verfügung; die Kasse öffnet sich, sobald unser Trade-Team Ihre Bewerbung freigegeben hat. '
        + `Ihr Trade-Vertrieb: ${desk}.`, `Ihr Konto: ${link}`),
    }),
    tradeApproved: ({ name, desk, link }) => ({
      subject: 'Ihr Casa Maestri Trade-Konto ist freigegeben',
      text: lines(`${name ? `Guten Tag ${name}` : 'Guten Tag'}, Ihr Trade-Konto ist freigegeben: Sie können jetzt zu Trade-Preisen bestellen. Ihr Trade-Vertrieb: ${desk}.`,
        `Ihr Konto: ${link}`),
    }),
    tradeDeclined: ({ name, note, desk, link }) => ({
      subject: 'Ihre Bewerbung für das Casa Maestri Trade-Programm',
      text: lines(`${name ? `Guten Tag ${name}` : 'Guten Tag'}, leider können wir Ihre Trade-Bewerbung derzeit nicht freigeben.${note ? ` ${note}` : ''} `
        + `Ihr Konto bleibt für private Einkäufe geöffnet. Wenn Sie darüber sprechen möchten, schreiben Sie an ${desk}.`, `Ihr Konto: ${link}`),
    }),
  },
  fr: {
    confirmation: ({ link }) => ({
      subject: 'Confirmez votre compte Casa Maestri',
      text: lines('Bienvenue chez Casa Maestri.', `Confirmez votre adresse e-mail : ${link}`),
    }),
    emailChange: ({ link }) => ({
      subject: 'Confirmez votre nouvelle adresse e-mail pour Casa Maestri',
      text: lines(`Vous souhaitez désormais vous connecter à Casa Maestri avec cette adresse. Confirmez-la dans les 24 heures : ${link}`,
        'D’ici là, votre compte conserve son adresse actuelle.'),
    }),
    emailChangeNotice: ({ newEmail, link }) => ({
      subject: 'L’adresse e-mail de votre compte Casa Maestri va changer',
      text: lines(`Depuis votre compte Casa Maestri, quelqu’un a demandé à remplacer son adresse e-mail par ${newEmail}. Elle ne changera qu’une fois confirmée par cette adresse.`,
        `Si ce n’était pas vous, choisissez dès maintenant un nouveau mot de passe et écrivez à notre service client : ${link}`),
    }),
    passwordChanged: ({ link }) => ({
      subject: 'Le mot de passe de votre compte Casa Maestri a été modifié',
      text: lines('Le mot de passe de votre compte Casa Maestri vient d’être modifié, et toutes les autres sessions ont été déconnectées.',
        `Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant et écrivez à notre service client : ${link}`),
    }),
    resetPassword: ({ link }) => ({
      subject: 'Réinitialisez votre mot de passe Casa Maestri',
      text: lines(`Une réinitialisation du mot de passe de votre compte Casa Maestri a été demandée. Choisissez-en un nouveau dans les six heures : ${link}`,
        'Si ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.'),
    }),
    orderConfirmation: ({ number, total, link }) => ({
      subject: `Votre commande Casa Maestri ${number}`,
      text: lines(`Merci pour votre commande ${number}. Total : ${total}.`, `Suivez votre commande : ${link}`),
    }),
    tradeApplication: ({ company, desk, link }) => ({
      subject: 'Votre candidature au programme professionnel Casa Maestri',
      text: lines(`Merci pour votre candidature au programme professionnel Casa Maestri au nom de ${company}. `
        + 'Les prix professionnels, les favoris et les listes sont à vous dès maintenant ; la commande s’ouvrira dès que notre équipe professionnelle aura approuvé votre candidature. '
        + `Votre équipe commerciale professionnelle : ${desk}.`, `Votre compte : ${link}`),
    }),
    tradeApproved: ({ name, desk, link }) => ({
      subject: 'Votre compte professionnel Casa Maestri est approuvé',
      text: lines(`Bonjour${name ? ` ${name}` : ''}, votre compte professionnel est approuvé : vous pouvez désormais commander aux prix professionnels. Votre équipe commerciale professionnelle : ${desk}.`,
        `Votre compte : ${link}`),
    }),
    tradeDeclined: ({ name, note, desk, link }) => ({
      subject: 'Votre candidature au programme professionnel Casa Maestri',
      text: lines(`Bonjour${name ? ` ${name}` : ''}, nous ne pouvons pas approuver votre candidature pour le moment.${note ? ` ${note}` : ''} `
        + `Votre compte reste ouvert pour vos achats personnels. Pour en parler, écrivez à ${desk}.`, `Votre compte : ${link}`),
    }),
  },
  es: {
    confirmation: ({ link }) => ({
      subject: 'Confirma tu cuenta de Casa Maestri',
      text: lines('Te damos la bienvenida a Casa Maestri.', `Confirma tu dirección de correo electrónico: ${link}`),
    }),
    emailChange: ({ link }) => ({
      subject: 'Confirma tu nuevo correo electrónico para Casa Maestri',
      text: lines(`Has pedido iniciar sesión en Casa Maestri con esta dirección a partir de ahora. Confírmala en las próximas 24 horas: ${link}`,
        'Hasta entonces, tu cuenta conserva su correo actual.'),
    }),
    emailChangeNotice: ({ newEmail, link }) => ({
      subject: 'El correo de tu cuenta de Casa Maestri va a cambiar',
      text: lines(`Desde tu cuenta de Casa Maestri se ha pedido cambiar su correo electrónico a ${newEmail}. Solo cambiará cuando esa dirección lo confirme.`,
        `Si no has sido tú, elige ahora una nueva contraseña y escribe a atención al cliente: ${link}`),
    }),
    passwordChanged: ({ link }) => ({
      subject: 'La contraseña de tu cuenta de Casa Maestri ha cambiado',
      text: lines('La contraseña de tu cuenta de Casa Maestri acaba de cambiar y se han cerrado todas las demás sesiones.',
        `Si no has sido tú, restablece ahora tu contraseña y escribe a atención al cliente: ${link}`),
    }),
    resetPassword: ({ link }) => ({
      subject: 'Restablece tu contraseña de Casa Maestri',
      text: lines(`Se ha pedido restablecer la contraseña de tu cuenta de Casa Maestri. Elige una nueva en las próximas seis horas: ${link}`,
        'Si no has sido tú, ignora este correo: tu contraseña sigue igual.'),
    }),
    orderConfirmation: ({ number, total, link }) => ({
      subject: `Tu pedido de Casa Maestri ${number}`,
      text: lines(`Gracias por tu pedido ${number}. Total: ${total}.`, `Sigue tu pedido: ${link}`),
    }),
    tradeApplication: ({ company, desk, link }) => ({
      subject: 'Su solicitud al programa profesional de Casa Maestri',
      text: lines(`Gracias por solicitar unirse al programa profesional de Casa Maestri en nombre de ${company}. `
        + 'Los precios profesionales, los favoritos y las listas ya están a su disposición; podrá finalizar sus pedidos en cuanto nuestro equipo profesional apruebe su solicitud. '
        + `Su equipo comercial profesional: ${desk}.`, `Su cuenta: ${link}`),
    }),
    tradeApproved: ({ name, desk, link }) => ({
      subject: 'Su cuenta profesional de Casa Maestri está aprobada',
      text: lines(`Hola${name ? `, ${name}` : ''}: su cuenta profesional está aprobada y ya puede comprar a precios profesionales. Su equipo comercial profesional: ${desk}.`,
        `Su cuenta: ${link}`),
    }),
    tradeDeclined: ({ name, note, desk, link }) => ({
      subject: 'Su solicitud al programa profesional de Casa Maestri',
      text: lines(`Hola${name ? `, ${name}` : ''}: por ahora no podemos aprobar su solicitud profesional.${note ? ` ${note}` : ''} `
        + `Su cuenta sigue abierta para compras particulares. Si desea hablarlo, escriba a ${desk}.`, `Su cuenta: ${link}`),
    }),
  },
};

/** The templates of the recipient's language. */
export function mailIn(locale: string): Templates {
  return TEMPLATES[languageOf(locale)];
}

/**
 * The order confirmation, in the order's language in the country it ships to: an account's order links
 * to its page in the account, a guest's to the order-status page with the number filled in.
 */
export function orderConfirmationMail(ctx: CommerceContext, order: OrderRow): Mail {
  const shipTo = findAddress(ctx, order.ship_address_id);
  const locale = recipientLocale({ language: order.locale, country: shipTo?.country_iso ?? null });
  const number = encodeURIComponent(order.number);
  const link = storefrontLink(ctx, locale, order.user_id !== null ? `/account/orders/${number}` : `/order-status?number=${number}`);
  return mailIn(locale).orderConfirmation({ number: order.number, total: mailAmount(order.total ?? 0, order.currency, locale), link });
}
