/**
 * Newsletter sign-up layers (`_type: 'newsletterSignupLayer'`), targeted by country: a general layer
 * that excludes the countries with their own, and layers dedicated to Italy, North America and the Gulf.
 */
import { MIDDLE_EAST, NORTH_AMERICA } from '../../shared/countries';
import type { BuildContext } from './context';
import { scene } from './images';
import { ls } from './locale';
import type { SanityDocument, Texts } from './types';

interface LayerSpec {
  id: string;
  title: Texts;
  subtitle: Texts;
  dedicatedCountries: string[];
  excludedCountries: string[];
  seed: number;
  updated: number;
}

// The call to action and thank-you texts are the same voice in every layer; titles and subtitles differ.
const BUTTON: Texts = { en: 'Subscribe', it: 'Iscriviti', es: 'Suscribirme', de: 'Abonnieren', fr: 'Je m’inscris' };
const THANK_YOU_TITLE: Texts = { en: 'Welcome to Casa Maestri', it: 'Benvenuto in Casa Maestri', es: 'Bienvenido a Casa Maestri', de: 'Willkommen bei Casa Maestri', fr: 'Bienvenue chez Casa Maestri' };
const THANK_YOU_SUBTITLE: Texts = {
  en: 'Our first letter is on its way. Look out for it in your inbox.',
  it: 'La nostra prima lettera è in arrivo. Cercala nella tua casella di posta.',
  es: 'Nuestra primera carta ya está en camino. Búsquela en su bandeja de entrada.',
  de: 'Unser erster Brief ist unterwegs. Halten Sie in Ihrem Posteingang Ausschau danach.',
  fr: 'Notre première lettre est en route. Surveillez votre boîte de réception.',
};
const THANK_YOU_BUTTON: Texts = { en: 'Continue browsing', it: 'Continua a esplorare', es: 'Seguir explorando', de: 'Weiter stöbern', fr: 'Continuer la visite' };

export function buildSignupLayers(ctx: BuildContext): SanityDocument[] {
  const specs: LayerSpec[] = [
    {
      id: 'signup-layer-general',
      title: { en: 'Letters from the workshops', it: 'Lettere dalle botteghe', es: 'Cartas desde los talleres', de: 'Briefe aus den Werkstätten', fr: 'Lettres des ateliers' },
      subtitle: {
        en: 'New pieces, artisan stories and private previews, twice a month. Nothing more.',
        it: 'Nuovi pezzi, storie di artigiani e anteprime riservate, due volte al mese. Niente di più.',
        es: 'Nuevas piezas, historias de artesanos y preestrenos privados, dos veces al mes. Nada más.',
        de: 'Neue Stücke, Geschichten von Kunsthandwerkern und private Vorpremieren, zweimal im Monat. Mehr nicht.',
        fr: 'Nouvelles pièces, histoires d’artisans et avant-premières privées, deux fois par mois. Rien de plus.',
      },
      dedicatedCountries: [],
      excludedCountries: ['IT', ...NORTH_AMERICA, ...MIDDLE_EAST],
      seed: 701,
      updated: 260,
    },
    {
      id: 'signup-layer-italy',
      title: { en: 'Our Milan letters', it: 'Le nostre lettere da Milano', es: 'Nuestras cartas desde Milán', de: 'Unsere Briefe aus Mailand', fr: 'Nos lettres de Milan' },
      subtitle: {
        en: 'Gallery evenings in Brera, workshop visits across Italy and first access to new collections.',
        it: 'Serate in galleria a Brera, visite alle botteghe in tutta Italia e accesso in anteprima alle nuove collezioni.',
        es: 'Veladas en la galería de Brera, visitas a talleres de toda Italia y acceso anticipado a las nuevas colecciones.',
        de: 'Galerieabende in Brera, Werkstattbesuche in ganz Italien und früher Zugang zu neuen Kollektionen.',
        fr: 'Soirées à la galerie de Brera, visites d’ateliers dans toute l’Italie et accès en avant-première aux nouvelles collections.',
      },
      dedicatedCountries: ['IT'],
      excludedCountries: [],
      seed: 702,
      updated: 270,
    },
    {
      id: 'signup-layer-north-america',
      title: { en: 'From Milan to Greene Street', it: 'Da Milano a Greene Street', es: 'De Milán a Greene Street', de: 'Von Mailand bis Greene Street', fr: 'De Milan à Greene Street' },
      subtitle: {
        en: 'Invitations to our New York gallery, new arrivals and delivery news for North America.',
        it: 'Inviti alla nostra galleria di New York, nuovi arrivi e notizie sulle consegne in Nord America.',
        es: 'Invitaciones a nuestra galería de Nueva York, novedades y noticias de entregas en Norteamérica.',
        de: 'Einladungen in unsere Galerie in New York, Neuheiten und Lieferneuigkeiten für Nordamerika.',
        fr: 'Invitations à notre galerie new-yorkaise, nouveautés et informations de livraison pour l’Amérique du Nord.',
      },
      dedicatedCountries: [...NORTH_AMERICA],
      excludedCountries: [],
      seed: 703,
      updated: 275,
    },
    {
      id: 'signup-layer-gulf',
      title: { en: 'Italian craft, in the Gulf', it: "L'artigianato italiano, nel Golfo", es: 'Artesanía italiana, en el Golfo', de: 'Italienisches Handwerk am Golf', fr: 'L’artisanat italien, dans le Golfe' },
      subtitle: {
        en: 'Private appointments at our Dubai office and first news of pieces made to measure.',
        it: 'Appuntamenti privati nel nostro ufficio di Dubai e prime notizie sui pezzi su misura.',
        es: 'Citas privadas en nuestra oficina de Dubái y las primeras noticias de piezas a medida.',
        de: 'Private Termine in unserem Büro in Dubai und erste Nachrichten über Maßanfertigungen.',
        fr: 'Rendez-vous privés dans notre bureau de Dubaï et premières nouvelles des pièces sur mesure.',
      },
      dedicatedCountries: [...MIDDLE_EAST],
      excludedCountries: [],
      seed: 704,
      updated: 250,
    },
  ];
  const subjects = ['workshop', 'gallery', 'living-room', 'terrace'] as const;
  return specs.map((s, i) =>
    ctx.doc('newsletterSignupLayer', s.id, { created: s.updated - 40, updated: s.updated }, {
      title: ls(s.title),
      subtitle: ls(s.subtitle),
      buttonCtaLabel: ls(BUTTON),
      image: ctx.images.image(scene(subjects[i], ['linen-sand', 'walnut'], s.seed), s.title),
      thankYouTitle: ls(THANK_YOU_TITLE),
      thankYouSubtitle: ls(THANK_YOU_SUBTITLE),
      thankYouBtn: ls(THANK_YOU_BUTTON),
      dedicatedCountries: s.dedicatedCountries,
      excludedCountries: s.excludedCountries,
    }),
  );
}
