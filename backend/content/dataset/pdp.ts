/**
 * Product-page content (`_type: 'pdp'`): extra blocks under the product tabs, chosen for a product either
 * by id (`selection: 'id'`, productIds) or by rule (`selection: 'rule'`, a category and/or artisan with
 * filters, as collections use). The storefront takes an id match first, then the rule with the highest
 * priority.
 */
import type { FeedArtisan } from '../../contracts';
import type { Blocks, ContentBlock } from './blocks';
import type { ProductRule } from './collections';
import type { BuildContext } from './context';
import type { Departments } from './departments';
import { productShot, scene } from './images';
import { ls } from './locale';
import { postId } from './posts';
import type { SanityDocument, Texts } from './types';
import { pagePath } from './routes';

export function buildPdpContent(ctx: BuildContext, b: Blocks, d: Departments, artisan: FeedArtisan): SanityDocument[] {
  const c = ctx.catalogue;
  const img = ctx.images.image.bind(ctx.images);
  const rule = (r: Omit<ProductRule, '_type'>): ProductRule => ({ _type: 'productRule', ...r });
  const byRule = (id: string, title: Texts, priority: number, r: ProductRule, content: ContentBlock[], updated: number) =>
    ctx.doc('pdp', id, { created: updated - 15, updated }, { title: ls(title), selection: 'rule', priority, rule: r, content });
  const byId = (id: string, title: Texts, productIds: string[], content: ContentBlock[], updated: number) =>
    ctx.doc('pdp', id, { created: updated - 15, updated }, { title: ls(title), selection: 'id', priority: 100, productIds, content });

  const [featured] = c.pick(1, { permalink: d.seating.permalink });
  const pairedWith = c.pickIds(4, { permalink: d.lighting.permalink });
  const heroPieces = c.pick(3, { permalink: d.tables.permalink });

  return [
    byRule('pdp-rule-lighting', { en: 'Lighting: glass and wiring', it: 'Illuminazione: vetro e cablaggio', es: 'Iluminación: cristal y cableado', de: 'Beleuchtung: Glas und Verkabelung', fr: 'Luminaires : verre et câblage' }, 10,
      rule({ category: c.categoryTarget(d.lighting), filters: {} }), [
        b.linkedImage({
          image: img(productShot('pendant-lamp', ['murano-glass-clear', 'brass'], 801, 'detail'), { en: 'Detail of a blown glass shade', it: 'Dettaglio di un diffusore in vetro soffiato', es: 'Detalle de una pantalla de cristal soplado', de: 'Detail eines mundgeblasenen Glasschirms', fr: 'Détail d’un diffuseur en verre soufflé' }),
          title: { en: 'Wired for your country', it: 'Cablata per il tuo paese', es: 'Cableada para su país', de: 'Für Ihr Land verkabelt', fr: 'Câblée pour votre pays' },
          text: {
            en: 'Every lamp is wired to order for the voltage and plug of the country you ship to, and certified before it leaves the workshop. Small variations in the glass are the signature of the hand that blew it.',
            it: 'Ogni lampada è cablata su ordinazione per la tensione e la spina del paese di destinazione, e certificata prima di lasciare il laboratorio. Le piccole variazioni del vetro sono la firma della mano che lo ha soffiato.',
            es: 'Cada lámpara se cablea por encargo para el voltaje y el enchufe del país de destino, y se certifica antes de salir del taller. Las pequeñas variaciones del cristal son la firma de la mano que lo sopló.',
            de: 'Jede Leuchte wird auf Bestellung für Spannung und Stecker Ihres Lieferlandes verkabelt und vor dem Verlassen der Werkstatt zertifiziert. Kleine Unregelmäßigkeiten im Glas sind die Handschrift dessen, der es geblasen hat.',
            fr: 'Chaque lampe est câblée sur commande selon la tension et la prise du pays de livraison, et certifiée avant de quitter l’atelier. Les légères variations du verre sont la signature de la main qui l’a soufflé.',
          },
          link: ctx.urlLink({ en: 'Shipping and returns', it: 'Spedizioni e resi', es: 'Envíos y devoluciones', de: 'Versand und Rückgabe', fr: 'Livraison et retours' }, pagePath('shipping-and-returns')),
        }),
      ], 280),
    byRule('pdp-rule-seating', { en: 'Seating: made to your measure', it: 'Sedute: su misura', es: 'Asientos: a su medida', de: 'Sitzmöbel: nach Maß', fr: 'Assises : sur mesure' }, 10,
      rule({ category: c.categoryTarget(d.seating), filters: { customizable: true } }), [
        b.richText({
          en: '## Choose your fabric\n\nThis piece can be upholstered in any of the workshop’s velvets, bouclés and linens, or in your own fabric (COM). Send us a customization request and our design service will reply within two working days with swatches and a quote.',
          it: '## Scegli il tessuto\n\nQuesto pezzo può essere rivestito con tutti i velluti, i bouclé e i lini della bottega, oppure con un tessuto vostro (COM). Inviateci una richiesta di personalizzazione: il nostro servizio di progettazione risponderà entro due giorni lavorativi con campioni e preventivo.',
          es: '## Elija su tejido\n\nEsta pieza puede tapizarse con cualquiera de los terciopelos, bouclés y linos del taller, o con su propio tejido (COM). Envíenos una solicitud de personalización y nuestro servicio de diseño le responderá en dos días laborables con muestras y presupuesto.',
          de: '## Wählen Sie Ihren Stoff\n\nDieses Stück kann mit allen Samten, Bouclés und Leinen der Werkstatt oder mit Ihrem eigenen Stoff (COM) bezogen werden. Senden Sie uns eine Anfrage zur Individualisierung; unser Designservice antwortet innerhalb von zwei Werktagen mit Mustern und Angebot.',
          fr: '## Choisissez votre tissu\n\nCette pièce peut être tapissée dans tous les velours, bouclés et lins de l’atelier, ou dans votre propre tissu (COM). Envoyez-nous une demande de personnalisation : notre service de conception vous répondra sous deux jours ouvrés avec échantillons et devis.',
        }),
        b.cta(ctx.urlLink({ en: 'Request a customization', it: 'Richiedi una personalizzazione', es: 'Solicitar una personalización', de: 'Individualisierung anfragen', fr: 'Demander une personnalisation' }, pagePath('design-service')), 'secondary'),
      ], 270),
    byRule('pdp-rule-artisan', { en: `About ${artisan.name}`, it: `Chi è ${artisan.name}`, es: `Sobre ${artisan.name}`, de: `Über ${artisan.name}`, fr: `À propos de ${artisan.name}` }, 20,
      rule({ artisan: c.artisanTarget(artisan), filters: {} }), [
        b.documentsPreview({
          title: { en: 'Read the story of the workshop', it: 'Leggi la storia della bottega', es: 'Lea la historia del taller', de: 'Die Geschichte der Werkstatt lesen', fr: 'Lire l’histoire de l’atelier' },
          carousel: false,
          ids: [postId('three-generations-one-bench')],
        }),
      ], 292),
    byRule('pdp-rule-contract', { en: 'Contract-ready pieces', it: 'Pezzi pronti per il contract', es: 'Piezas listas para contract', de: 'Objekttaugliche Stücke', fr: 'Pièces prêtes pour le contract' }, 5,
      rule({ filters: { suitableForContract: true } }), [
        b.grey([
          b.richText({
            en: 'Suitable for contract: fire-rated materials on request, quantity pricing and a project manager for hotels, restaurants and offices.',
            it: 'Adatto al contract: materiali ignifughi su richiesta, prezzi per quantità e un project manager per hotel, ristoranti e uffici.',
            es: 'Apto para contract: materiales ignífugos bajo pedido, precios por volumen y un gestor de proyecto para hoteles, restaurantes y oficinas.',
            de: 'Objekttauglich: schwer entflammbare Materialien auf Anfrage, Mengenpreise und ein Projektmanager für Hotels, Restaurants und Büros.',
            fr: 'Adapté au contract : matériaux ignifugés sur demande, tarifs dégressifs et un chef de projet pour hôtels, restaurants et bureaux.',
          }),
          b.cta(ctx.urlLink({ en: 'Contract services', it: 'Servizi contract', es: 'Servicios de contract', de: 'Objektservice', fr: 'Services contract' }, pagePath('contract'))),
        ]),
      ], 240),
    byId('pdp-id-styled-by-our-editors', { en: 'Styled by our editors', it: 'Ambientato dalla redazione', es: 'Ambientado por nuestros editores', de: 'Von der Redaktion inszeniert', fr: 'Mis en scène par notre rédaction' }, [featured.id], [
      b.shopTheLook({
        title: { en: 'How we would style it', it: 'Come lo ambienteremmo', es: 'Cómo lo ambientaríamos', de: 'Wie wir es inszenieren würden', fr: 'Comment nous le mettrions en scène' },
        image: img(scene('living-room', ['velvet-emerald', 'oak'], 802), { en: `${featured.title.en} in a living room`, it: `${featured.title.it} in un soggiorno`, es: `${featured.title.es} en un salón`, de: `${featured.title.de} in einem Wohnzimmer`, fr: `${featured.title.fr} dans un salon` }),
        hotspots: [{ x: 45, y: 60, productId: featured.id }, ...pairedWith.slice(0, 2).map((id, i) => ({ x: 20 + i * 55, y: 30, productId: id }))],
      }),
      b.productList({ title: { en: 'Pair it with', it: 'Da abbinare a', es: 'Combínelo con', de: 'Passt dazu', fr: 'À associer avec' }, productIds: pairedWith }),
    ], 300),
    byId('pdp-id-tables-in-stone', { en: 'Stone tables: care', it: 'Tavoli in pietra: cura', es: 'Mesas de piedra: cuidados', de: 'Steintische: Pflege', fr: 'Tables en pierre : entretien' }, heroPieces.map((p) => p.id), [
      b.quote({
        text: {
          en: 'Marble is a living stone: wipe it with water and a soft cloth, never with acid, and it will outlive us all.',
          it: 'Il marmo è una pietra viva: passatelo con acqua e un panno morbido, mai con acidi, e vivrà più di tutti noi.',
          es: 'El mármol es una piedra viva: límpielo con agua y un paño suave, nunca con ácidos, y nos sobrevivirá a todos.',
          de: 'Marmor ist ein lebendiger Stein: Wischen Sie ihn mit Wasser und einem weichen Tuch ab, niemals mit Säure, und er wird uns alle überdauern.',
          fr: 'Le marbre est une pierre vivante : essuyez-le à l’eau avec un chiffon doux, jamais avec un acide, et il nous survivra à tous.',
        },
        author: 'Marmi di Carrara',
        role: { en: 'Stone workshop', it: 'Laboratorio del marmo', es: 'Taller de piedra', de: 'Steinmetzwerkstatt', fr: 'Atelier de taille de pierre' },
      }),
    ], 250),
  ];
}
