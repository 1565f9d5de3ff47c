/**
 * Collections (`_type: 'collection'`): an editorial header plus the products, either hand-picked ids or a
 * rule (a category and/or artisan with boolean filters) that the storefront turns into a search filter.
 */
import type { FeedProduct } from '../../contracts';
import type { BuildContext } from './context';
import type { Departments } from './departments';
import { productShot, scene } from './images';
import { localeSlug, ls } from './locale';
import type { ArtisanTarget, CategoryTarget, ImageField, SanityDocument, Texts } from './types';

export interface ProductRule {
  _type: 'productRule';
  category?: CategoryTarget;
  artisan?: ArtisanTarget;
  /** Each filter set must hold; they map to the search filters of spec §9. */
  filters: { editorsPick?: boolean; suitableForContract?: boolean; readyToShip?: boolean; customizable?: boolean };
}

export type ProductSelection =
  | { _type: 'productSelection'; mode: 'ids'; productIds: string[] }
  | { _type: 'productSelection'; mode: 'rule'; rule: ProductRule };

/** Whether a catalogue product belongs to a rule (the storefront applies the same logic as search filters). */
export function matchesRule(product: FeedProduct, rule: ProductRule): boolean {
  const f = rule.filters;
  return (
    (!rule.category || product.taxonPermalinks.some((t) => t === rule.category?.permalink || t.startsWith(`${rule.category?.permalink}/`))) &&
    (!rule.artisan || product.artisan.slug === rule.artisan.slug) &&
    (f.editorsPick === undefined || product.editorsPick === f.editorsPick) &&
    (f.suitableForContract === undefined || product.suitableForContract === f.suitableForContract) &&
    (f.readyToShip === undefined || (product.shippingTime < 1) === f.readyToShip) &&
    (f.customizable === undefined || product.customizable === f.customizable)
  );
}

export const COLLECTION_IDS = {
  murano: 'collection-murano-glass',
  editorsPicks: 'collection-editors-picks',
  readyToShip: 'collection-ready-to-ship',
  weddingTable: 'collection-the-wedding-table',
  contract: 'collection-contract-and-hospitality',
} as const;

interface CollectionSpec {
  id: string;
  title: Texts;
  slug: Texts;
  description: Texts;
  header: ImageField;
  selection: ProductSelection;
  days: number;
  audience?: 'trade';
}

export function buildCollections(ctx: BuildContext, d: Departments): SanityDocument[] {
  const img = ctx.images.image.bind(ctx.images);
  const rule = (r: Omit<ProductRule, '_type'>): ProductSelection => ({ _type: 'productSelection', mode: 'rule', rule: { _type: 'productRule', ...r } });
  const specs: CollectionSpec[] = [
    {
      id: COLLECTION_IDS.murano,
      title: { en: 'Murano Glass', it: 'Vetro di Murano', es: 'Cristal de Murano', de: 'Muranoglas', fr: 'Verre de Murano' },
      slug: { en: 'murano-glass', it: 'vetro-di-murano', es: 'cristal-de-murano', de: 'muranoglas', fr: 'verre-de-murano' },
      description: {
        en: 'Chandeliers, lamps and sconces from the furnaces of the Venetian lagoon, where glass has been blown since 1291.',
        it: 'Lampadari, lampade e applique dalle fornaci della laguna veneziana, dove il vetro si soffia dal 1291.',
        es: 'Arañas, lámparas y apliques de los hornos de la laguna veneciana, donde se sopla vidrio desde 1291.',
        de: 'Kronleuchter, Lampen und Wandleuchten aus den Öfen der venezianischen Lagune, wo seit 1291 Glas geblasen wird.',
        fr: 'Lustres, lampes et appliques sortis des fours de la lagune vénitienne, où l’on souffle le verre depuis 1291.',
      },
      header: img(scene('still-life', ['murano-glass-blue', 'murano-glass-amber'], 301), {
        en: 'Blown glass in blue and amber', it: 'Vetro soffiato blu e ambra', es: 'Cristal soplado azul y ámbar', de: 'Geblasenes Glas in Blau und Bernstein', fr: 'Verre soufflé bleu et ambre',
      }),
      selection: rule({ category: ctx.catalogue.categoryTarget(d.lighting), filters: {} }),
      days: 270,
    },
    {
      id: COLLECTION_IDS.editorsPicks,
      title: { en: "Editor's Picks", it: 'Scelti dalla redazione', es: 'Selección del editor', de: 'Die Wahl der Redaktion', fr: 'Les choix de la rédaction' },
      slug: { en: 'editors-picks', it: 'scelti-dalla-redazione', es: 'seleccion-del-editor', de: 'wahl-der-redaktion', fr: 'choix-de-la-redaction' },
      description: {
        en: 'The pieces our editors would take home tonight, chosen anew every season.',
        it: 'I pezzi che la nostra redazione porterebbe a casa stasera, scelti di nuovo ogni stagione.',
        es: 'Las piezas que nuestros editores se llevarían a casa esta noche, elegidas de nuevo cada temporada.',
        de: 'Die Stücke, die unsere Redaktion heute Abend mit nach Hause nehmen würde, jede Saison neu ausgewählt.',
        fr: 'Les pièces que notre rédaction emporterait ce soir, choisies à nouveau chaque saison.',
      },
      header: img(scene('living-room', ['velvet-emerald', 'walnut', 'brass'], 302), {
        en: 'A living room chosen by our editors', it: 'Un soggiorno scelto dalla redazione', es: 'Un salón elegido por nuestros editores', de: 'Ein von der Redaktion gestaltetes Wohnzimmer', fr: 'Un salon choisi par notre rédaction',
      }),
      selection: rule({ filters: { editorsPick: true } }),
      days: 280,
    },
    {
      id: COLLECTION_IDS.readyToShip,
      title: { en: 'Ready to Ship', it: 'Pronta consegna', es: 'Listo para enviar', de: 'Sofort lieferbar', fr: 'Prêt à expédier' },
      slug: { en: 'ready-to-ship', it: 'pronta-consegna', es: 'listo-para-enviar', de: 'sofort-lieferbar', fr: 'pret-a-expedier' },
      description: {
        en: 'Handmade, finished and waiting in the workshop: pieces that leave Italy within days.',
        it: 'Fatti a mano, finiti e in attesa in bottega: pezzi che lasciano l’Italia in pochi giorni.',
        es: 'Hechas a mano, terminadas y esperando en el taller: piezas que salen de Italia en pocos días.',
        de: 'Handgefertigt, vollendet und bereit in der Werkstatt: Stücke, die Italien innerhalb weniger Tage verlassen.',
        fr: 'Faites main, terminées et prêtes à l’atelier : des pièces qui quittent l’Italie en quelques jours.',
      },
      header: img(scene('workshop', ['ash', 'linen-sand'], 303), {
        en: 'Finished pieces waiting in the workshop', it: 'Pezzi finiti in attesa in bottega', es: 'Piezas terminadas esperando en el taller', de: 'Fertige Stücke warten in der Werkstatt', fr: 'Pièces terminées en attente à l’atelier',
      }),
      selection: rule({ filters: { readyToShip: true } }),
      days: 240,
    },
    {
      id: COLLECTION_IDS.weddingTable,
      title: { en: 'The Wedding Table', it: 'La tavola degli sposi', es: 'La mesa de boda', de: 'Die Hochzeitstafel', fr: 'La table des mariés' },
      slug: { en: 'the-wedding-table', it: 'la-tavola-degli-sposi', es: 'la-mesa-de-boda', de: 'die-hochzeitstafel', fr: 'la-table-des-maries' },
      description: {
        en: 'Porcelain, glass and silver to begin a life together, and to hand down one day. Add them to your registry.',
        it: 'Porcellane, vetro e argento per iniziare una vita insieme, e un giorno tramandarla. Aggiungili alla tua lista nozze.',
        es: 'Porcelana, cristal y plata para empezar una vida juntos y, un día, legarla. Añádalos a su lista de bodas.',
        de: 'Porzellan, Glas und Silber, um ein gemeinsames Leben zu beginnen und es eines Tages weiterzugeben. Fügen Sie sie Ihrer Hochzeitsliste hinzu.',
        fr: 'Porcelaine, verre et argent pour commencer une vie à deux, et la transmettre un jour. Ajoutez-les à votre liste de mariage.',
      },
      header: img(productShot('plate-set', ['porcelain-white', 'ceramic-cobalt'], 304), {
        en: 'A porcelain plate set with cobalt rims', it: 'Un servizio di piatti in porcellana con bordo cobalto', es: 'Una vajilla de porcelana con borde cobalto', de: 'Ein Porzellanservice mit kobaltblauem Rand', fr: 'Un service en porcelaine à liseré cobalt',
      }),
      selection: { _type: 'productSelection', mode: 'ids', productIds: ctx.catalogue.pickIds(12, { permalink: d.tableware.permalink }) },
      days: 220,
    },
    {
      id: COLLECTION_IDS.contract,
      title: { en: 'Contract & Hospitality', it: 'Contract e hospitality', es: 'Contract y hostelería', de: 'Objekt & Hotellerie', fr: 'Contract et hôtellerie' },
      slug: { en: 'contract-and-hospitality', it: 'contract-e-hospitality', es: 'contract-y-hosteleria', de: 'objekt-und-hotellerie', fr: 'contract-et-hotellerie' },
      description: {
        en: 'Pieces certified for hotels, restaurants and offices, made to order in the quantities a project needs.',
        it: 'Pezzi certificati per hotel, ristoranti e uffici, realizzati su ordinazione nelle quantità che un progetto richiede.',
        es: 'Piezas certificadas para hoteles, restaurantes y oficinas, hechas por encargo en las cantidades que requiere un proyecto.',
        de: 'Für Hotels, Restaurants und Büros zertifizierte Stücke, auf Bestellung in den Mengen gefertigt, die ein Projekt braucht.',
        fr: 'Des pièces certifiées pour hôtels, restaurants et bureaux, fabriquées sur commande dans les quantités qu’exige un projet.',
      },
      header: img(scene('dining-room', ['oak', 'leather-cognac', 'brass'], 305), {
        en: 'A hotel restaurant furnished with Italian pieces', it: 'Il ristorante di un hotel arredato con pezzi italiani', es: 'El restaurante de un hotel amueblado con piezas italianas', de: 'Ein Hotelrestaurant mit italienischen Möbeln', fr: 'Le restaurant d’un hôtel meublé de pièces italiennes',
      }),
      selection: rule({ category: ctx.catalogue.categoryTarget(d.furniture), filters: { suitableForContract: true } }),
      days: 200,
      audience: 'trade',
    },
  ];

  return specs.map((s) =>
    ctx.doc('collection', s.id, { created: s.days - 20, updated: s.days }, {
      title: ls(s.title),
      slug: localeSlug(s.slug),
      description: ls(s.description),
      headerImage: s.header,
      previewImage: s.header,
      ...(s.audience ? { audience: s.audience } : {}),
      products: s.selection,
    }),
  );
}
