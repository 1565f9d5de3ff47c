/**
 * Home pages (`_type: 'homePage'`): `home` for consumers and guests, `home-trade` for trade users (the
 * storefront shows the consumer one to trade users when `hp=consumer` is set). Hero, editorial rows and
 * product rows, all as content blocks.
 */
import type { Blocks } from './blocks';
import { COLLECTION_IDS } from './collections';
import type { BuildContext } from './context';
import type { Departments } from './departments';
import { productShot, scene } from './images';
import { LANDING_IDS } from './landings';
import { ls } from './locale';
import { postId } from './posts';
import type { SanityDocument } from './types';

export function buildHomePages(ctx: BuildContext, b: Blocks, d: Departments): SanityDocument[] {
  const img = ctx.images.image.bind(ctx.images);
  const heroImage = img(scene('living-room', ['calacatta-marble', 'velvet-rust', 'brass'], 501), {
    en: 'A sunlit Milanese living room with a marble table and a rust velvet sofa',
    it: 'Un soggiorno milanese pieno di sole con un tavolo in marmo e un divano in velluto ruggine',
    es: 'Un salón milanés lleno de sol con una mesa de mármol y un sofá de terciopelo óxido',
    de: 'Ein sonniges Mailänder Wohnzimmer mit Marmortisch und rostrotem Samtsofa',
    fr: 'Un salon milanais ensoleillé avec une table en marbre et un canapé en velours rouille',
  }, { x: 0.55, y: 0.6 });

  const consumer = ctx.doc('homePage', 'home', { created: 100, updated: 320 }, {
    audience: 'consumer',
    hero: {
      _type: 'hero',
      image: heroImage,
      title: ls({ en: 'Made by Hand, in Italy', it: 'Fatto a mano, in Italia', es: 'Hecho a mano, en Italia', de: 'Von Hand gemacht, in Italien', fr: 'Fait main, en Italie' }),
      subtitle: ls({
        en: 'Furniture, lighting and objects from the workshops that still do things the long way.',
        it: 'Arredi, luci e oggetti dalle botteghe che fanno ancora le cose con il tempo che serve.',
        es: 'Muebles, iluminación y objetos de los talleres que aún hacen las cosas sin atajos.',
        de: 'Möbel, Leuchten und Objekte aus Werkstätten, die sich noch die Zeit nehmen, die es braucht.',
        fr: 'Mobilier, luminaires et objets issus d’ateliers qui prennent encore le temps qu’il faut.',
      }),
      link: ctx.docLink('collection', COLLECTION_IDS.editorsPicks, { en: 'Discover the edit', it: 'Scopri la selezione', es: 'Descubra la selección', de: 'Zur Auswahl', fr: 'Découvrir la sélection' }),
    },
    content: [
      b.twoBanners([
        {
          image: img(productShot('chandelier', ['murano-glass-clear', 'brass'], 502), { en: 'Murano chandelier', it: 'Lampadario di Murano', es: 'Araña de Murano', de: 'Murano-Kronleuchter', fr: 'Lustre de Murano' }),
          title: { en: 'The light of Murano', it: 'La luce di Murano', es: 'La luz de Murano', de: 'Das Licht von Murano', fr: 'La lumière de Murano' },
          link: ctx.docLink('collection', COLLECTION_IDS.murano, { en: 'Shop Murano glass', it: 'Acquista il vetro di Murano', es: 'Comprar cristal de Murano', de: 'Muranoglas kaufen', fr: 'Acheter le verre de Murano' }),
        },
        {
          image: img(productShot('sofa', ['boucle-ivory', 'walnut'], 503), { en: 'Bouclé sofa', it: 'Divano in bouclé', es: 'Sofá de bouclé', de: 'Bouclé-Sofa', fr: 'Canapé en bouclé' }),
          title: { en: 'Ready to ship', it: 'Pronta consegna', es: 'Listo para enviar', de: 'Sofort lieferbar', fr: 'Prêt à expédier' },
          link: ctx.docLink('collection', COLLECTION_IDS.readyToShip, { en: 'In your home within days', it: 'A casa tua in pochi giorni', es: 'En su casa en pocos días', de: 'In wenigen Tagen bei Ihnen', fr: 'Chez vous en quelques jours' }),
        },
      ]),
      b.productList({
        title: { en: 'New from the workshops', it: 'Novità dalle botteghe', es: 'Novedades de los talleres', de: 'Neu aus den Werkstätten', fr: 'Nouveautés des ateliers' },
        productIds: [...ctx.catalogue.products].sort((x, y) => y.createdAt.localeCompare(x.createdAt) || x.id.localeCompare(y.id)).slice(0, 12).map((p) => p.id),
      }),
      b.documentsPreview({
        title: { en: 'From the magazine', it: 'Dal magazine', es: 'De la revista', de: 'Aus dem Magazin', fr: 'Dans le magazine' },
        carousel: true,
        ids: [postId('the-amber-hour'), postId('three-generations-one-bench'), postId('a-palazzo-in-brera'), postId('our-new-york-gallery-opens')],
      }),
      b.productList({
        title: { en: 'Lighting', it: 'Illuminazione', es: 'Iluminación', de: 'Beleuchtung', fr: 'Luminaires' },
        productIds: ctx.catalogue.pickIds(12, { permalink: d.lighting.permalink }),
      }),
      b.banner({
        image: img(scene('terrace', ['terracotta', 'raffia'], 504), { en: 'Summer terrace', it: 'Terrazza estiva', es: 'Terraza de verano', de: 'Sommerterrasse', fr: 'Terrasse d’été' }),
        title: { en: 'An Italian Summer', it: "Un'estate italiana", es: 'Un verano italiano', de: 'Ein italienischer Sommer', fr: 'Un été italien' },
        link: ctx.docLink('landing', LANDING_IDS.summer, { en: 'Explore', it: 'Esplora', es: 'Explorar', de: 'Entdecken', fr: 'Explorer' }),
      }),
    ],
  });

  const trade = ctx.doc('homePage', 'home-trade', { created: 100, updated: 310 }, {
    audience: 'trade',
    hero: {
      _type: 'hero',
      image: img(scene('gallery', ['walnut', 'leather-cognac'], 505), {
        en: 'A hotel suite furnished by our contract team', it: 'Una suite d’albergo arredata dal nostro team contract', es: 'Una suite de hotel amueblada por nuestro equipo de contract',
        de: 'Eine Hotelsuite, eingerichtet von unserem Objektteam', fr: 'Une suite d’hôtel meublée par notre équipe contract',
      }),
      title: ls({ en: 'For Designers and Architects', it: 'Per designer e architetti', es: 'Para diseñadores y arquitectos', de: 'Für Designer und Architekten', fr: 'Pour les designers et architectes' }),
      subtitle: ls({
        en: 'Trade prices, tearsheets and CAD files, samples and a dedicated team for every project.',
        it: 'Prezzi trade, schede tecniche e file CAD, campioni e un team dedicato per ogni progetto.',
        es: 'Precios trade, fichas técnicas y archivos CAD, muestras y un equipo dedicado para cada proyecto.',
        de: 'Trade-Preise, Datenblätter und CAD-Dateien, Muster und ein eigenes Team für jedes Projekt.',
        fr: 'Prix professionnels, fiches techniques et fichiers CAO, échantillons et une équipe dédiée à chaque projet.',
      }),
      link: ctx.docLink('landing', LANDING_IDS.hospitality, { en: 'Hospitality projects', it: 'Progetti hospitality', es: 'Proyectos de hostelería', de: 'Hotellerie-Projekte', fr: 'Projets hôteliers' }),
    },
    content: [
      b.productList({
        title: { en: 'Suitable for contract', it: 'Adatti al contract', es: 'Aptos para contract', de: 'Objekttauglich', fr: 'Adaptés au contract' },
        productIds: ctx.catalogue.pickIds(12, { where: (p) => p.suitableForContract }),
      }),
      b.documentsPreview({
        title: { en: 'Projects and ideas', it: 'Progetti e idee', es: 'Proyectos e ideas', de: 'Projekte und Ideen', fr: 'Projets et idées' },
        carousel: false,
        ids: [LANDING_IDS.hospitality, COLLECTION_IDS.contract, postId('livia-ferrante-on-rooms-that-age-well')],
      }),
    ],
  });

  return [consumer, trade];
}
