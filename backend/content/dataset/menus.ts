/**
 * The editorial menus `consumer-menu` and `trade-menu` in the spec §3 "Menu document" shape. Product
 * departments come from the catalogue's taxonomy (one first-level item per top-level category, one text
 * column per subcategory); the trade menu swaps the consumer highlights for trade tools and adds the trade
 * programme and contract projects.
 */
import type { FeedTaxon, ProductSubject } from '../../contracts';
import { COLLECTION_IDS } from './collections';
import { findDepartments } from './departments';
import type { BuildContext } from './context';
import { productShot, scene } from './images';
import { LANDING_IDS } from './landings';
import { ls } from './locale';
import { POST_TYPES } from './post-types';
import { postId } from './posts';
import type { ImageField, KeyedLink, Link, LocaleString, Reference, SanityDocument, Texts } from './types';
import { pagePath } from './routes';

export type MenuGroup = 'products' | 'ideas';

export interface MenuList {
  _key: string;
  _type: 'menuList';
  header: LocaleString;
  links: KeyedLink[];
  desktopViewAll?: Link;
}

export type SubmenuItem =
  | { _key: string; _type: 'editorialMenuColumn'; colspan: number; menuList: MenuList[] }
  | { _key: string; _type: 'editorialMenuImage'; colspan: number; image: ImageField; alternativeText: LocaleString; link?: Link };

export interface FirstLevelMenuItem {
  _key: string;
  _type: 'firstLevelMenuItem';
  link: Link;
  group: MenuGroup;
  submenu: SubmenuItem[];
}

type Audience = 'consumer' | 'trade';

/** Labels used in several places of the menus. */
const EDITORS_PICKS: Texts = { en: "Editor's picks", it: 'Scelti dalla redazione', es: 'Selección del editor', de: 'Die Wahl der Redaktion', fr: 'Choix de la rédaction' };
const READY_TO_SHIP: Texts = { en: 'Ready to ship', it: 'Pronta consegna', es: 'Listo para enviar', de: 'Sofort lieferbar', fr: 'Prêt à expédier' };
const TEARSHEETS_AND_CAD_FILES: Texts = { en: 'Tearsheets and CAD files', it: 'Schede tecniche e file CAD', es: 'Fichas técnicas y archivos CAD', de: 'Datenblätter und CAD-Dateien', fr: 'Fiches techniques et fichiers CAO' };
const MURANO_GLASS: Texts = { en: 'Murano glass', it: 'Vetro di Murano', es: 'Cristal de Murano', de: 'Muranoglas', fr: 'Verre de Murano' };
const THE_WEDDING_TABLE: Texts = { en: 'The wedding table', it: 'La tavola degli sposi', es: 'La mesa de boda', de: 'Die Hochzeitstafel', fr: 'La table des mariés' };
const GIFTS_FROM_ITALY: Texts = { en: 'Gifts from Italy', it: "Regali dall'Italia", es: 'Regalos de Italia', de: 'Geschenke aus Italien', fr: 'Cadeaux d’Italie' };
const HOSPITALITY_PROJECTS: Texts = { en: 'Hospitality projects', it: 'Progetti hospitality', es: 'Proyectos de hostelería', de: 'Hotellerie-Projekte', fr: 'Projets hôteliers' };
const INTERIOR_PROJECTS: Texts = { en: 'Interior projects', it: 'Progetti di interni', es: 'Proyectos de interiorismo', de: 'Innenarchitekturprojekte', fr: 'Projets d’intérieur' };
const TRADE_PROGRAMME: Texts = { en: 'Trade programme', it: 'Programma trade', es: 'Programa trade', de: 'Trade-Programm', fr: 'Programme trade' };
const VIEW_ALL: Texts = { en: 'View all', it: 'Vedi tutto', es: 'Ver todo', de: 'Alle ansehen', fr: 'Tout voir' };

/** A product subject for a department's picture, by its English name. */
function subjectFor(taxon: FeedTaxon, index: number): ProductSubject {
  const name = `${taxon.permalink} ${taxon.name.en}`.toLowerCase();
  const table: [string, ProductSubject][] = [
    ['light', 'chandelier'], ['lamp', 'table-lamp'], ['seat', 'armchair'], ['furniture', 'armchair'], ['sofa', 'sofa'],
    ['tableware', 'plate-set'], ['glass', 'glassware'], ['decor', 'vase'], ['outdoor', 'outdoor-chair'], ['rug', 'rug'],
  ];
  const found = table.find(([k]) => name.includes(k));
  const fallback: ProductSubject[] = ['armchair', 'pendant-lamp', 'vase', 'plate-set', 'sculpture'];
  return found ? found[1] : fallback[index % fallback.length];
}

class MenuWriter {
  constructor(private readonly ctx: BuildContext) {}

  list(header: Texts, links: KeyedLink[], viewAll?: Link): MenuList {
    return { _key: this.ctx.key(), _type: 'menuList', header: ls(header), links, ...(viewAll ? { desktopViewAll: viewAll } : {}) };
  }

  column(lists: MenuList[], colspan = 1): SubmenuItem {
    return { _key: this.ctx.key(), _type: 'editorialMenuColumn', colspan, menuList: lists };
  }

  picture(image: ImageField, link: Link | undefined, colspan: number): SubmenuItem {
    return { _key: this.ctx.key(), _type: 'editorialMenuImage', colspan, image, alternativeText: image.alt, ...(link ? { link } : {}) };
  }

  item(link: Link, group: MenuGroup, submenu: SubmenuItem[]): FirstLevelMenuItem {
    return { _key: this.ctx.key(), _type: 'firstLevelMenuItem', link, group, submenu };
  }

  /** A department: a column per subcategory (its children as links), a highlights column, and a picture. */
  department(root: FeedTaxon, index: number, audience: Audience): FirstLevelMenuItem {
    const { ctx } = this;
    const c = ctx.catalogue;
    const columns = c.children(root).slice(0, 3).map((child) => {
      const grandchildren = c.children(child).slice(0, 6);
      const links = (grandchildren.length > 0 ? grandchildren : [child]).map((t) => ctx.keyed(ctx.categoryLink(t)));
      return this.column([this.list(child.name, links, ctx.categoryLink(child, VIEW_ALL))]);
    });
    const allOf = ctx.keyed(
      ctx.categoryLink(root, {
        en: `All ${root.name.en.toLowerCase()}`,
        it: `${root.name.it}: tutti i prodotti`,
        es: `${root.name.es}: todos los productos`,
        de: `${root.name.de}: alle Produkte`,
        fr: `${root.name.fr} : tous les produits`,
      }),
    );
    const highlights =
      audience === 'consumer'
        ? [
            ctx.keyed(ctx.docLink('collection', COLLECTION_IDS.editorsPicks, EDITORS_PICKS), true),
            ctx.keyed(ctx.docLink('collection', COLLECTION_IDS.readyToShip, READY_TO_SHIP), true),
            allOf,
          ]
        : [
            ctx.keyed(ctx.docLink('collection', COLLECTION_IDS.contract, { en: 'Suitable for contract', it: 'Adatti al contract', es: 'Aptos para contract', de: 'Objekttauglich', fr: 'Adaptés au contract' }), true),
            ctx.keyed(ctx.urlLink(TEARSHEETS_AND_CAD_FILES, pagePath('trade', 'tearsheets')), true),
            ctx.keyed(ctx.urlLink({ en: 'Request samples', it: 'Richiedi campioni', es: 'Solicitar muestras', de: 'Muster anfordern', fr: 'Demander des échantillons' }, pagePath('design-service'))),
            allOf,
          ];
    const highlightHeader: Texts =
      audience === 'consumer'
        ? { en: 'Discover', it: 'Scopri', es: 'Descubra', de: 'Entdecken', fr: 'Découvrir' }
        : { en: 'For the trade', it: 'Per i professionisti', es: 'Para profesionales', de: 'Für Fachkunden', fr: 'Pour les professionnels' };
    const used = columns.length + 1;
    const picture = this.picture(
      ctx.images.image(productShot(subjectFor(root, index), index % 2 ? ['brass', 'murano-glass-amber'] : ['walnut', 'velvet-emerald'], 600 + index), {
        en: `${root.name.en}, made by hand in Italy`,
        // "Pieces" carries the participle's agreement: a department's name may be of any gender or number.
        it: `${root.name.it}: pezzi fatti a mano in Italia`,
        es: `${root.name.es}: piezas hechas a mano en Italia`,
        de: `${root.name.de}, von Hand in Italien gefertigt`,
        fr: `${root.name.fr} : pièces faites main en Italie`,
      }),
      ctx.categoryLink(root),
      Math.max(1, Math.min(4, 4 - used + 1)),
    );
    return this.item(ctx.categoryLink(root), 'products', [...columns, this.column([this.list(highlightHeader, highlights)]), picture]);
  }

  artisans(): FirstLevelMenuItem {
    const { ctx } = this;
    const featured = ctx.catalogue.artisans.slice(0, 10);
    const half = Math.ceil(featured.length / 2);
    const header: Texts = { en: 'Featured artisans', it: 'Artigiani in evidenza', es: 'Artesanos destacados', de: 'Ausgewählte Kunsthandwerker', fr: 'Artisans à la une' };
    const all = ctx.urlLink({ en: 'All artisans', it: 'Tutti gli artigiani', es: 'Todos los artesanos', de: 'Alle Kunsthandwerker', fr: 'Tous les artisans' }, '/artisans');
    return this.item(ctx.urlLink({ en: 'Artisans', it: 'Artigiani', es: 'Artesanos', de: 'Kunsthandwerker', fr: 'Artisans' }, '/artisans'), 'products', [
      this.column([this.list(header, featured.slice(0, half).map((a) => ctx.keyed(ctx.artisanLink(a))), all)]),
      this.column([this.list({ en: 'Workshops', it: 'Botteghe', es: 'Talleres', de: 'Werkstätten', fr: 'Ateliers' }, featured.slice(half).map((a) => ctx.keyed(ctx.artisanLink(a))))]),
      this.picture(
        ctx.images.image(scene('workshop', ['walnut', 'brass'], 620), {
          en: 'Hands at work in an Italian workshop', it: 'Mani al lavoro in una bottega italiana', es: 'Manos trabajando en un taller italiano',
          de: 'Hände bei der Arbeit in einer italienischen Werkstatt', fr: 'Des mains au travail dans un atelier italien',
        }),
        ctx.docLink('post', postId('three-generations-one-bench'), { en: 'Meet the makers', it: 'Conosci i maestri', es: 'Conozca a los artesanos', de: 'Die Meister kennenlernen', fr: 'Rencontrer les artisans' }),
        2,
      ),
    ]);
  }

  magazine(): FirstLevelMenuItem {
    const { ctx } = this;
    const magazine = ctx.urlLink({ en: 'Magazine', it: 'Magazine', es: 'Revista', de: 'Magazin', fr: 'Magazine' }, '/magazine');
    const types = POST_TYPES.map((t) => ctx.keyed(ctx.urlLink(t.label, `/magazine/${t.value}`), t.value === 'shop-the-look'));
    return this.item(magazine, 'ideas', [
      this.column([this.list({ en: 'Stories', it: 'Storie', es: 'Historias', de: 'Geschichten', fr: 'Histoires' }, types.slice(0, 6))]),
      this.column([this.list({ en: 'People and places', it: 'Persone e luoghi', es: 'Personas y lugares', de: 'Menschen und Orte', fr: 'Lieux et personnes' }, types.slice(6), ctx.urlLink(VIEW_ALL, '/magazine'))]),
      this.picture(
        ctx.images.image(scene('living-room', ['velvet-rust', 'murano-glass-amber'], 630), {
          en: 'The Amber Hour: a living room at sunset', it: "L'ora d'ambra: un soggiorno al tramonto", es: 'La hora ámbar: un salón al atardecer',
          de: 'Die Bernsteinstunde: ein Wohnzimmer bei Sonnenuntergang', fr: 'L’heure ambrée : un salon au coucher du soleil',
        }),
        ctx.docLink('post', postId('the-amber-hour'), { en: 'The Amber Hour', it: "L'ora d'ambra", es: 'La hora ámbar', de: 'Die Bernsteinstunde', fr: "L'heure ambrée" }),
        2,
      ),
    ]);
  }

  collections(audience: Audience): FirstLevelMenuItem {
    const { ctx } = this;
    const col = (id: string, label: Texts, highlighted = false) => ctx.keyed(ctx.docLink('collection', id, label), highlighted);
    const land = (id: string, label: Texts) => ctx.keyed(ctx.docLink('landing', id, label));
    const collections =
      audience === 'consumer'
        ? [
            col(COLLECTION_IDS.editorsPicks, EDITORS_PICKS, true),
            col(COLLECTION_IDS.murano, MURANO_GLASS),
            col(COLLECTION_IDS.readyToShip, READY_TO_SHIP),
            col(COLLECTION_IDS.weddingTable, THE_WEDDING_TABLE),
          ]
        : [
            col(COLLECTION_IDS.contract, { en: 'Contract and hospitality', it: 'Contract e hospitality', es: 'Contract y hostelería', de: 'Objekt und Hotellerie', fr: 'Contract et hôtellerie' }, true),
            col(COLLECTION_IDS.murano, MURANO_GLASS),
            col(COLLECTION_IDS.readyToShip, READY_TO_SHIP),
          ];
    const inspiration =
      audience === 'consumer'
        ? [
            land(LANDING_IDS.summer, { en: 'An Italian summer', it: "Un'estate italiana", es: 'Un verano italiano', de: 'Ein italienischer Sommer', fr: 'Un été italien' }),
            land(LANDING_IDS.gifts, GIFTS_FROM_ITALY),
          ]
        : [
            land(LANDING_IDS.hospitality, HOSPITALITY_PROJECTS),
            ctx.keyed(ctx.urlLink(INTERIOR_PROJECTS, pagePath('interior-projects'))),
          ];
    const label: Texts =
      audience === 'consumer'
        ? { en: 'Collections', it: 'Collezioni', es: 'Colecciones', de: 'Kollektionen', fr: 'Collections' }
        : { en: 'Projects', it: 'Progetti', es: 'Proyectos', de: 'Projekte', fr: 'Projets' };
    const first = audience === 'consumer' ? COLLECTION_IDS.editorsPicks : COLLECTION_IDS.contract;
    return this.item(ctx.docLink('collection', first, label), 'ideas', [
      this.column([this.list(label, collections)]),
      this.column([this.list({ en: 'Inspiration', it: 'Ispirazione', es: 'Inspiración', de: 'Inspiration', fr: 'Inspiration' }, inspiration)]),
      this.picture(
        ctx.images.image(scene('dining-room', ['porcelain-white', 'walnut'], audience === 'consumer' ? 640 : 641), {
          en: 'A table laid with porcelain and glass', it: 'Una tavola apparecchiata con porcellana e vetro', es: 'Una mesa puesta con porcelana y cristal',
          de: 'Ein mit Porzellan und Glas gedeckter Tisch', fr: 'Une table dressée de porcelaine et de verre',
        }),
        audience === 'consumer'
          ? ctx.docLink('collection', COLLECTION_IDS.weddingTable, THE_WEDDING_TABLE)
          : ctx.docLink('landing', LANDING_IDS.hospitality, HOSPITALITY_PROJECTS),
        2,
      ),
    ]);
  }

  holidayGifts(): FirstLevelMenuItem {
    const { ctx } = this;
    const gifts = ctx.docLink('landing', LANDING_IDS.gifts, { en: 'Holiday gifts', it: 'Regali di Natale', es: 'Regalos de Navidad', de: 'Weihnachtsgeschenke', fr: 'Cadeaux de fêtes' });
    return this.item(gifts, 'ideas', [
      this.column([
        this.list({ en: 'Gifts', it: 'Regali', es: 'Regalos', de: 'Geschenke', fr: 'Cadeaux' }, [
          ctx.keyed(ctx.docLink('landing', LANDING_IDS.gifts, GIFTS_FROM_ITALY), true),
          ctx.keyed(ctx.docLink('collection', COLLECTION_IDS.weddingTable, { en: 'For the table', it: 'Per la tavola', es: 'Para la mesa', de: 'Für die Tafel', fr: 'Pour la table' })),
          ctx.keyed(ctx.docLink('collection', COLLECTION_IDS.readyToShip, { en: 'Arrives before the holidays', it: 'Arriva prima delle feste', es: 'Llega antes de las fiestas', de: 'Kommt vor den Feiertagen an', fr: 'Livré avant les fêtes' })),
        ]),
      ]),
      this.picture(
        ctx.images.image(scene('still-life', ['brass', 'velvet-rust'], 660), {
          en: 'Brass candle holders and wrapped gifts', it: 'Candelieri in ottone e regali incartati', es: 'Candelabros de latón y regalos envueltos',
          de: 'Kerzenhalter aus Messing und verpackte Geschenke', fr: 'Bougeoirs en laiton et cadeaux emballés',
        }),
        gifts,
        3,
      ),
    ]);
  }

  tradeProgramme(): FirstLevelMenuItem {
    const { ctx } = this;
    const u = (label: Texts, url: Texts, highlighted = false) => ctx.keyed(ctx.urlLink(label, url), highlighted);
    return this.item(ctx.urlLink(TRADE_PROGRAMME, pagePath('trade')), 'products', [
      this.column([
        this.list(TRADE_PROGRAMME, [
          u({ en: 'Benefits', it: 'Vantaggi', es: 'Ventajas', de: 'Vorteile', fr: 'Avantages' }, pagePath('trade'), true),
          u(TEARSHEETS_AND_CAD_FILES, pagePath('trade', 'tearsheets')),
          u({ en: 'Trade sales terms', it: 'Condizioni di vendita trade', es: 'Condiciones de venta trade', de: 'Verkaufsbedingungen für Fachkunden', fr: 'Conditions de vente professionnelles' }, pagePath('trade-sales-terms')),
        ]),
      ]),
      this.column([
        this.list({ en: 'Contract', it: 'Contract', es: 'Contract', de: 'Objektgeschäft', fr: 'Contract' }, [
          u({ en: 'Contract services', it: 'Servizi contract', es: 'Servicios de contract', de: 'Objektservice', fr: 'Services contract' }, pagePath('contract'), true),
          u({ en: 'Design service', it: 'Servizio di progettazione', es: 'Servicio de diseño', de: 'Designservice', fr: 'Service de conception' }, pagePath('design-service')),
          u(INTERIOR_PROJECTS, pagePath('interior-projects')),
          ctx.keyed(ctx.docLink('landing', LANDING_IDS.hospitality, { en: 'Hospitality', it: 'Hospitality', es: 'Hostelería', de: 'Hotellerie', fr: 'Hôtellerie' })),
        ]),
      ]),
      this.picture(
        ctx.images.image(productShot('sideboard', ['walnut', 'brass'], 650, 'detail'), {
          en: 'Detail of a walnut sideboard with brass handles', it: 'Dettaglio di una credenza in noce con maniglie in ottone', es: 'Detalle de un aparador de nogal con tiradores de latón',
          de: 'Detail eines Nussbaum-Sideboards mit Messinggriffen', fr: 'Détail d’un buffet en noyer aux poignées en laiton',
        }),
        undefined,
        2,
      ),
    ]);
  }
}

export const MENU_IDS = { consumer: 'consumer-menu', trade: 'trade-menu', holidayPreview: 'holiday-menu' } as const;

export function buildMenus(ctx: BuildContext): SanityDocument[] {
  const w = new MenuWriter(ctx);
  // Departments in the editors' order (furniture, lighting, decor, tableware), then any other roots.
  const d = findDepartments(ctx.catalogue);
  const allRoots = ctx.catalogue.roots();
  const preferred = [d.furniture, d.lighting, d.decor, d.tableware].filter((t, i, list) => allRoots.includes(t) && list.indexOf(t) === i);
  const roots = [...preferred, ...allRoots.filter((t) => !preferred.includes(t))].slice(0, 5);
  const ref = (id: string): Reference & { _key: string } => ({ _key: ctx.key(), _type: 'reference', _ref: id });
  const menu = (id: string, audience: Audience, title: string, extra: FirstLevelMenuItem[], ideas: string[], updated: number) =>
    ctx.doc('editorialMenu', id, { created: 90, updated }, {
      title,
      slug: { _type: 'slug', current: id },
      firstLevelMenu: [...roots.map((root, i) => w.department(root, i, audience)), w.artisans(), ...extra, w.magazine(), w.collections(audience)],
      ideasAdditionalContent: { _type: 'ideasAdditionalContent', editorialContent: ideas.map(ref) },
    });
  // A seasonal menu the editors are preparing: never published, previewed with ?menu-id=holiday-menu.
  const holiday = menu(MENU_IDS.holidayPreview, 'consumer', 'Holiday menu (in preparation)', [w.holidayGifts()], [LANDING_IDS.gifts, COLLECTION_IDS.weddingTable], 335);
  return [
    menu(MENU_IDS.consumer, 'consumer', 'Consumer menu', [], [LANDING_IDS.summer, postId('the-amber-hour')], 318),
    menu(MENU_IDS.trade, 'trade', 'Trade menu', [w.tradeProgramme()], [LANDING_IDS.hospitality, COLLECTION_IDS.contract], 312),
    { ...holiday, _id: `drafts.${MENU_IDS.holidayPreview}` },
  ];
}
