/**
 * Marketing messages for the black top strip (`_type: 'marketingMessage'`): a general set, messages
 * dedicated to some countries, and a business-only set (b2bOnly) shown to trade users.
 */
import { MIDDLE_EAST } from '../../shared/countries';
import { OFFICES } from '../../shared/contact';
import type { BuildContext } from './context';
import { ls } from './locale';
import { postId } from './posts';
import type { Link, SanityDocument, Texts } from './types';
import { pagePath } from './routes';

interface MessageSpec {
  id: string;
  text: Texts;
  b2bOnly: boolean;
  dedicatedCountries: string[];
  link?: Link;
  updated: number;
}

export function buildMarketingMessages(ctx: BuildContext): SanityDocument[] {
  const specs: MessageSpec[] = [
    {
      id: 'message-white-glove',
      text: {
        en: 'Complimentary white-glove delivery on every furniture order, unpacked and placed in the room you choose.',
        it: 'Consegna white glove gratuita per ogni ordine di arredi, disimballati e posizionati nella stanza che sceglierai.',
        es: 'Entrega de guante blanco gratuita en todos los pedidos de mobiliario, desembalados y colocados en la estancia que elija.',
        de: 'Kostenlose White-Glove-Lieferung für jede Möbelbestellung: ausgepackt und im Raum Ihrer Wahl aufgestellt.',
        fr: 'Livraison en gants blancs offerte pour toute commande de mobilier, déballé et installé dans la pièce de votre choix.',
      },
      b2bOnly: false,
      dedicatedCountries: [],
      link: ctx.urlLink({ en: 'Shipping and returns', it: 'Spedizioni e resi', es: 'Envíos y devoluciones', de: 'Versand und Rückgabe', fr: 'Livraison et retours' }, pagePath('shipping-and-returns')),
      updated: 300,
    },
    {
      id: 'message-made-by-hand',
      text: {
        en: 'Every piece is made by hand in Italy, by artisans we know by name.',
        it: 'Ogni pezzo è fatto a mano in Italia, da artigiani che conosciamo per nome.',
        es: 'Cada pieza está hecha a mano en Italia, por artesanos a los que conocemos por su nombre.',
        de: 'Jedes Stück wird in Italien von Hand gefertigt, von Kunsthandwerkern, die wir beim Namen kennen.',
        fr: 'Chaque pièce est faite à la main en Italie, par des artisans que nous connaissons par leur nom.',
      },
      b2bOnly: false,
      dedicatedCountries: [],
      link: ctx.urlLink({ en: 'Meet the artisans', it: 'Conosci gli artigiani', es: 'Conozca a los artesanos', de: 'Die Kunsthandwerker kennenlernen', fr: 'Rencontrer les artisans' }, '/artisans'),
      updated: 280,
    },
    {
      id: 'message-new-york-gallery',
      text: {
        en: `Our New York gallery is open at ${OFFICES['new-york'].addressDetails.split(',')[0]}, SoHo.`,
        it: `La nostra galleria di New York è aperta al ${OFFICES['new-york'].addressDetails.split(',')[0]}, a SoHo.`,
        es: `Nuestra galería de Nueva York ya está abierta en ${OFFICES['new-york'].addressDetails.split(',')[0]}, en SoHo.`,
        de: `Unsere Galerie in New York ist geöffnet: ${OFFICES['new-york'].addressDetails.split(',')[0]}, SoHo.`,
        fr: `Notre galerie new-yorkaise est ouverte au ${OFFICES['new-york'].addressDetails.split(',')[0]}, à SoHo.`,
      },
      b2bOnly: false,
      dedicatedCountries: ['US', 'CA'],
      link: ctx.docLink('post', postId('our-new-york-gallery-opens'), { en: 'Plan your visit', it: 'Pianifica la visita', es: 'Planifique su visita', de: 'Besuch planen', fr: 'Préparer votre visite' }),
      updated: 310,
    },
    {
      id: 'message-us-duties',
      text: {
        en: 'Duties and taxes included on every order shipped to the United States.',
        it: 'Dazi e tasse inclusi in ogni ordine spedito negli Stati Uniti.',
        es: 'Aranceles e impuestos incluidos en todos los pedidos enviados a Estados Unidos.',
        de: 'Zölle und Steuern sind bei jeder Lieferung in die Vereinigten Staaten inbegriffen.',
        fr: 'Droits et taxes inclus sur toute commande expédiée aux États-Unis.',
      },
      b2bOnly: false,
      dedicatedCountries: ['US'],
      updated: 290,
    },
    {
      id: 'message-italy-milan-gallery',
      text: {
        en: 'Visit our Milan gallery in Via Solferino, Brera: open every day except Monday.',
        it: 'Vieni a trovarci nella galleria di via Solferino, a Brera: aperta tutti i giorni tranne il lunedì.',
        es: 'Visite nuestra galería de Milán en Via Solferino, Brera: abierta todos los días excepto el lunes.',
        de: 'Besuchen Sie unsere Mailänder Galerie in der Via Solferino, Brera: täglich außer montags geöffnet.',
        fr: 'Venez visiter notre galerie milanaise via Solferino, à Brera : ouverte tous les jours sauf le lundi.',
      },
      b2bOnly: false,
      dedicatedCountries: ['IT'],
      link: ctx.urlLink({ en: 'Visit us', it: 'Vieni a trovarci', es: 'Visítenos', de: 'Besuchen Sie uns', fr: 'Nous rendre visite' }, pagePath('visit-us')),
      updated: 305,
    },
    {
      id: 'message-uk-pounds',
      text: {
        en: 'Prices in pounds with UK duties included: nothing more to pay on delivery.',
        it: 'Prezzi in sterline con dazi britannici inclusi: nulla da pagare alla consegna.',
        es: 'Precios en libras con aranceles británicos incluidos: nada más que pagar en la entrega.',
        de: 'Preise in Pfund, britische Zölle inklusive: bei Lieferung nichts mehr zu zahlen.',
        fr: 'Prix en livres, droits britanniques inclus : rien de plus à payer à la livraison.',
      },
      b2bOnly: false,
      dedicatedCountries: ['GB'],
      updated: 295,
    },
    {
      id: 'message-middle-east-dubai',
      text: {
        en: 'Our Dubai team in d3 arranges delivery and installation across the Gulf.',
        it: 'Il nostro team di Dubai, nel d3, organizza consegna e installazione in tutto il Golfo.',
        es: 'Nuestro equipo de Dubái, en d3, organiza la entrega y la instalación en todo el Golfo.',
        de: 'Unser Team in Dubai im d3 organisiert Lieferung und Montage in der gesamten Golfregion.',
        fr: 'Notre équipe de Dubaï, au d3, organise la livraison et l’installation dans tout le Golfe.',
      },
      b2bOnly: false,
      dedicatedCountries: [...MIDDLE_EAST],
      link: ctx.urlLink({ en: 'Contact us', it: 'Contattaci', es: 'Contáctenos', de: 'Kontakt', fr: 'Nous contacter' }, pagePath('contact')),
      updated: 285,
    },
    {
      id: 'message-trade-prices',
      text: {
        en: 'Trade prices are now shown on every product page and in your lists.',
        it: 'I prezzi trade sono ora visibili su ogni pagina prodotto e nelle tue liste.',
        es: 'Los precios trade ya se muestran en cada página de producto y en sus listas.',
        de: 'Trade-Preise werden jetzt auf jeder Produktseite und in Ihren Listen angezeigt.',
        fr: 'Les prix professionnels s’affichent désormais sur chaque fiche produit et dans vos listes.',
      },
      b2bOnly: true,
      dedicatedCountries: [],
      updated: 315,
    },
    {
      id: 'message-trade-project-manager',
      text: {
        en: 'Orders for a project? A dedicated project manager follows them from sample to installation.',
        it: 'Ordini per un progetto? Un project manager dedicato li segue dal campione all’installazione.',
        es: '¿Pedidos para un proyecto? Un gestor de proyecto dedicado los acompaña de la muestra a la instalación.',
        de: 'Bestellungen für ein Projekt? Ein persönlicher Projektmanager begleitet sie vom Muster bis zur Montage.',
        fr: 'Des commandes pour un projet ? Un chef de projet dédié les suit de l’échantillon à l’installation.',
      },
      b2bOnly: true,
      dedicatedCountries: [],
      link: ctx.urlLink({ en: 'Contract services', it: 'Servizi contract', es: 'Servicios de contract', de: 'Objektservice', fr: 'Services contract' }, pagePath('contract')),
      updated: 300,
    },
    {
      id: 'message-trade-london',
      text: {
        en: 'Our London trade team on Pimlico Road can show you finishes and samples by appointment.',
        it: 'Il nostro team trade di Londra, su Pimlico Road, ti mostra finiture e campioni su appuntamento.',
        es: 'Nuestro equipo trade de Londres, en Pimlico Road, le muestra acabados y muestras con cita previa.',
        de: 'Unser Londoner Trade-Team in der Pimlico Road zeigt Ihnen Oberflächen und Muster nach Vereinbarung.',
        fr: 'Notre équipe trade de Londres, sur Pimlico Road, vous présente finitions et échantillons sur rendez-vous.',
      },
      b2bOnly: true,
      dedicatedCountries: ['GB'],
      link: ctx.urlLink({ en: 'Book an appointment', it: 'Prenota un appuntamento', es: 'Reserve una cita', de: 'Termin vereinbaren', fr: 'Prendre rendez-vous' }, pagePath('contact')),
      updated: 308,
    },
  ];
  return specs.map((s) =>
    ctx.doc('marketingMessage', s.id, { created: s.updated - 30, updated: s.updated }, {
      text: ls(s.text),
      b2bOnly: s.b2bOnly,
      dedicatedCountries: s.dedicatedCountries,
      ...(s.link ? { link: s.link } : {}),
    }),
  );
}
