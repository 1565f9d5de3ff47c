/**
 * The three-level category tree (root → group → leaf) and, for each leaf, what kind of object it
 * holds: the image subject, the noun used in titles, the materials it is made of, its size and price.
 */
import type { Localized, ProductSubject } from '../contracts';
import type { Language } from '../shared/languages';
import type { MaterialGroup } from './materials';

/** Gender and number of a noun, which the adjectives and participles of generated copy agree with. */
export type Agreement = 'm' | 'f' | 'm.pl' | 'f.pl';
/** The languages whose adjectives and participles agree with the noun (the titles' nouns). */
export type AgreeingLanguage = 'es' | 'fr' | 'it';
/** A noun in the five languages; where words agree with it, its gender and number beside it. */
export type Noun = Record<Exclude<Language, AgreeingLanguage>, string> & Record<AgreeingLanguage, readonly [word: string, agreement: Agreement]>;
/** One form per gender and number of a word that agrees with its noun ('Realizzato', 'Realizzata'…). */
export type Agreeing = Record<Agreement, string>;

export function nounWord(noun: Noun, lang: Language): string {
  return lang === 'en' || lang === 'de' ? noun[lang] : noun[lang][0];
}

/** The form of `word` that agrees with `noun` in `lang` (a plain string does not vary). */
export function agree(word: string | Agreeing, noun: Noun, lang: Language): string {
  if (typeof word === 'string') return word;
  return lang === 'en' || lang === 'de' ? word.m : word[noun[lang][1]];
}

export interface LeafSpec {
  subject: ProductSubject;
  /** Singular noun for titles, with its gender where the copy agrees with it. */
  noun: Noun;
  /** Material groups for the main material, then (optionally) for the accent material. */
  primary: MaterialGroup[];
  secondary: MaterialGroup[] | null;
  /** [min, max] in cm: width, height, depth. */
  size: [[number, number], [number, number], [number, number]];
  /** [min, max] price in EUR. */
  price: [number, number];
  kind: 'seating' | 'lighting' | 'furniture' | 'object' | 'tableware' | 'textile';
  fragile: boolean;
}

export interface TaxonNode {
  key: string;
  name: Localized;
  children?: TaxonNode[];
  leaf?: LeafSpec;
}

const L = (en: string, es: string, de: string, fr: string, it: string): Localized => ({ en, es, de, fr, it });
const N = (en: string, es: Noun['es'], de: string, fr: Noun['fr'], it: Noun['it']): Noun => ({ en, es, de, fr, it });

function leaf(key: string, name: Localized, spec: LeafSpec): TaxonNode {
  return { key, name, leaf: spec };
}

// prettier-ignore
export const TAXONOMY: TaxonNode[] = [
  { key: 'furniture', name: L('Furniture', 'Mobiliario', 'Möbel', 'Mobilier', 'Arredamento'), children: [
    { key: 'seating', name: L('Seating', 'Asientos', 'Sitzmöbel', 'Assises', 'Sedute'), children: [
      leaf('armchairs', L('Armchairs', 'Sillones', 'Sessel', 'Fauteuils', 'Poltrone'), { subject: 'armchair', noun: N('armchair', ['sillón', 'm'], 'Sessel', ['fauteuil', 'm'], ['poltrona', 'f']), primary: ['upholstery'], secondary: ['wood', 'metal'], size: [[68, 95], [70, 95], [70, 90]], price: [1800, 6800], kind: 'seating', fragile: false }),
      leaf('sofas', L('Sofas', 'Sofás', 'Sofas', 'Canapés', 'Divani'), { subject: 'sofa', noun: N('sofa', ['sofá', 'm'], 'Sofa', ['canapé', 'm'], ['divano', 'm']), primary: ['upholstery'], secondary: ['wood', 'metal'], size: [[180, 320], [70, 90], [85, 110]], price: [4800, 18000], kind: 'seating', fragile: false }),
      leaf('dining-chairs', L('Dining chairs', 'Sillas de comedor', 'Esszimmerstühle', 'Chaises de salle à manger', 'Sedie da pranzo'), { subject: 'dining-chair', noun: N('dining chair', ['silla de comedor', 'f'], 'Esszimmerstuhl', ['chaise', 'f'], ['sedia', 'f']), primary: ['wood'], secondary: ['upholstery', 'fibre'], size: [[44, 58], [76, 90], [48, 58]], price: [520, 1900], kind: 'seating', fragile: false }),
      leaf('stools', L('Stools', 'Taburetes', 'Hocker', 'Tabourets', 'Sgabelli'), { subject: 'stool', noun: N('stool', ['taburete', 'm'], 'Hocker', ['tabouret', 'm'], ['sgabello', 'm']), primary: ['wood', 'metal'], secondary: ['upholstery', 'fibre'], size: [[36, 48], [45, 78], [36, 48]], price: [380, 1400], kind: 'seating', fragile: false }),
      leaf('benches', L('Benches', 'Bancos', 'Bänke', 'Bancs', 'Panche'), { subject: 'bench', noun: N('bench', ['banco', 'm'], 'Bank', ['banc', 'm'], ['panca', 'f']), primary: ['wood', 'stone'], secondary: ['upholstery', 'metal'], size: [[120, 220], [42, 48], [36, 48]], price: [1200, 5200], kind: 'seating', fragile: false }),
    ] },
    { key: 'tables', name: L('Tables', 'Mesas', 'Tische', 'Tables', 'Tavoli'), children: [
      leaf('dining-tables', L('Dining tables', 'Mesas de comedor', 'Esstische', 'Tables à manger', 'Tavoli da pranzo'), { subject: 'dining-table', noun: N('dining table', ['mesa de comedor', 'f'], 'Esstisch', ['table à manger', 'f'], ['tavolo da pranzo', 'm']), primary: ['wood', 'stone'], secondary: ['metal', 'wood'], size: [[160, 300], [74, 76], [90, 120]], price: [3200, 16000], kind: 'furniture', fragile: false }),
      leaf('coffee-tables', L('Coffee tables', 'Mesas de centro', 'Couchtische', 'Tables basses', 'Tavolini'), { subject: 'coffee-table', noun: N('coffee table', ['mesa de centro', 'f'], 'Couchtisch', ['table basse', 'f'], ['tavolino', 'm']), primary: ['stone', 'wood', 'glass'], secondary: ['metal', 'wood'], size: [[80, 140], [30, 42], [60, 100]], price: [1400, 7800], kind: 'furniture', fragile: true }),
      leaf('side-tables', L('Side tables', 'Mesas auxiliares', 'Beistelltische', "Tables d'appoint", 'Tavolini di servizio'), { subject: 'side-table', noun: N('side table', ['mesa auxiliar', 'f'], 'Beistelltisch', ["table d'appoint", 'f'], ['tavolino di servizio', 'm']), primary: ['stone', 'metal', 'wood'], secondary: ['metal', 'stone'], size: [[38, 60], [45, 60], [38, 60]], price: [620, 2900], kind: 'furniture', fragile: true }),
      leaf('consoles', L('Consoles', 'Consolas', 'Konsolen', 'Consoles', 'Consolle'), { subject: 'console', noun: N('console', ['consola', 'f'], 'Konsole', ['console', 'f'], ['consolle', 'f']), primary: ['stone', 'wood', 'metal'], secondary: ['metal', 'wood'], size: [[110, 180], [76, 85], [32, 45]], price: [2400, 9600], kind: 'furniture', fragile: true }),
      leaf('desks', L('Desks', 'Escritorios', 'Schreibtische', 'Bureaux', 'Scrivanie'), { subject: 'desk', noun: N('desk', ['escritorio', 'm'], 'Schreibtisch', ['bureau', 'm'], ['scrivania', 'f']), primary: ['wood'], secondary: ['metal', 'upholstery'], size: [[120, 180], [74, 76], [60, 80]], price: [2600, 8900], kind: 'furniture', fragile: false }),
    ] },
    { key: 'storage', name: L('Storage', 'Almacenaje', 'Aufbewahrung', 'Rangements', 'Contenitori'), children: [
      leaf('bookcases', L('Bookcases', 'Librerías', 'Bücherregale', 'Bibliothèques', 'Librerie'), { subject: 'bookcase', noun: N('bookcase', ['librería', 'f'], 'Bücherregal', ['bibliothèque', 'f'], ['libreria', 'f']), primary: ['wood', 'metal'], secondary: ['wood', 'stone'], size: [[90, 240], [180, 240], [35, 45]], price: [2900, 12000], kind: 'furniture', fragile: false }),
      leaf('sideboards', L('Sideboards', 'Aparadores', 'Sideboards', 'Buffets', 'Credenze'), { subject: 'sideboard', noun: N('sideboard', ['aparador', 'm'], 'Sideboard', ['buffet', 'm'], ['credenza', 'f']), primary: ['wood'], secondary: ['metal', 'stone', 'fibre'], size: [[160, 240], [70, 90], [45, 55]], price: [3800, 14000], kind: 'furniture', fragile: false }),
    ] },
    { key: 'bedroom', name: L('Bedroom', 'Dormitorio', 'Schlafzimmer', 'Chambre', 'Camera da letto'), children: [
      leaf('beds', L('Beds', 'Camas', 'Betten', 'Lits', 'Letti'), { subject: 'bed', noun: N('bed', ['cama', 'f'], 'Bett', ['lit', 'm'], ['letto', 'm']), primary: ['upholstery', 'wood'], secondary: ['wood', 'metal'], size: [[170, 210], [95, 130], [210, 230]], price: [4200, 15000], kind: 'furniture', fragile: false }),
      leaf('mirrors', L('Mirrors', 'Espejos', 'Spiegel', 'Miroirs', 'Specchi'), { subject: 'mirror', noun: N('mirror', ['espejo', 'm'], 'Spiegel', ['miroir', 'm'], ['specchio', 'm']), primary: ['glass', 'metal', 'wood'], secondary: null, size: [[60, 120], [80, 200], [3, 8]], price: [900, 5600], kind: 'object', fragile: true }),
    ] },
  ] },
  { key: 'lighting', name: L('Lighting', 'Iluminación', 'Leuchten', 'Luminaires', 'Illuminazione'), children: [
    { key: 'ceiling', name: L('Ceiling lights', 'Lámparas de techo', 'Deckenleuchten', 'Suspensions et plafonniers', 'Lampade a soffitto'), children: [
      leaf('pendant-lamps', L('Pendant lamps', 'Lámparas colgantes', 'Pendelleuchten', 'Suspensions', 'Lampade a sospensione'), { subject: 'pendant-lamp', noun: N('pendant lamp', ['lámpara colgante', 'f'], 'Pendelleuchte', ['suspension', 'f'], ['lampada a sospensione', 'f']), primary: ['glass', 'metal'], secondary: ['metal'], size: [[25, 80], [30, 70], [25, 80]], price: [780, 4800], kind: 'lighting', fragile: true }),
      leaf('chandeliers', L('Chandeliers', 'Arañas', 'Kronleuchter', 'Lustres', 'Lampadari'), { subject: 'chandelier', noun: N('chandelier', ['araña', 'f'], 'Kronleuchter', ['lustre', 'm'], ['lampadario', 'm']), primary: ['glass'], secondary: ['metal'], size: [[60, 140], [60, 120], [60, 140]], price: [3600, 24000], kind: 'lighting', fragile: true }),
    ] },
    { key: 'table-floor', name: L('Table and floor lamps', 'Lámparas de mesa y de pie', 'Tisch- und Stehleuchten', 'Lampes à poser et lampadaires', 'Lampade da tavolo e da terra'), children: [
      leaf('table-lamps', L('Table lamps', 'Lámparas de mesa', 'Tischleuchten', 'Lampes à poser', 'Lampade da tavolo'), { subject: 'table-lamp', noun: N('table lamp', ['lámpara de mesa', 'f'], 'Tischleuchte', ['lampe à poser', 'f'], ['lampada da tavolo', 'f']), primary: ['glass', 'ceramic', 'metal', 'stone'], secondary: ['metal', 'textile'], size: [[20, 45], [35, 70], [20, 45]], price: [420, 2600], kind: 'lighting', fragile: true }),
      leaf('floor-lamps', L('Floor lamps', 'Lámparas de pie', 'Stehleuchten', 'Lampadaires', 'Lampade da terra'), { subject: 'floor-lamp', noun: N('floor lamp', ['lámpara de pie', 'f'], 'Stehleuchte', ['lampadaire', 'm'], ['lampada da terra', 'f']), primary: ['metal', 'wood'], secondary: ['stone', 'textile', 'glass'], size: [[30, 60], [150, 195], [30, 60]], price: [980, 5200], kind: 'lighting', fragile: false }),
    ] },
    { key: 'wall', name: L('Wall lights', 'Apliques', 'Wandleuchten', 'Appliques', 'Applique'), children: [
      leaf('wall-lamps', L('Wall lamps', 'Apliques de pared', 'Wandlampen', 'Appliques murales', 'Lampade da parete'), { subject: 'wall-lamp', noun: N('wall lamp', ['aplique', 'm'], 'Wandleuchte', ['applique', 'f'], ['applique', 'f']), primary: ['metal', 'glass'], secondary: ['glass', 'stone'], size: [[12, 40], [20, 50], [10, 25]], price: [360, 2200], kind: 'lighting', fragile: true }),
    ] },
  ] },
  { key: 'decor', name: L('Decor', 'Decoración', 'Wohnaccessoires', 'Décoration', 'Complementi'), children: [
    { key: 'vessels', name: L('Vases and vessels', 'Jarrones y recipientes', 'Vasen und Gefäße', 'Vases et récipients', 'Vasi e contenitori'), children: [
      leaf('vases', L('Vases', 'Jarrones', 'Vasen', 'Vases', 'Vasi'), { subject: 'vase', noun: N('vase', ['jarrón', 'm'], 'Vase', ['vase', 'm'], ['vaso', 'm']), primary: ['glass', 'ceramic', 'stone'], secondary: null, size: [[12, 40], [20, 60], [12, 40]], price: [180, 2400], kind: 'object', fragile: true }),
      leaf('bowls', L('Bowls', 'Cuencos', 'Schalen', 'Coupes', 'Ciotole'), { subject: 'bowl', noun: N('bowl', ['cuenco', 'm'], 'Schale', ['coupe', 'f'], ['ciotola', 'f']), primary: ['glass', 'ceramic', 'stone', 'wood'], secondary: null, size: [[18, 45], [6, 18], [18, 45]], price: [120, 1600], kind: 'object', fragile: true }),
    ] },
    { key: 'objects', name: L('Objects', 'Objetos', 'Objekte', 'Objets', 'Oggetti'), children: [
      leaf('sculptures', L('Sculptures', 'Esculturas', 'Skulpturen', 'Sculptures', 'Sculture'), { subject: 'sculpture', noun: N('sculpture', ['escultura', 'f'], 'Skulptur', ['sculpture', 'f'], ['scultura', 'f']), primary: ['stone', 'metal', 'ceramic'], secondary: null, size: [[15, 50], [25, 90], [12, 40]], price: [650, 9800], kind: 'object', fragile: true }),
      leaf('candle-holders', L('Candle holders', 'Candelabros', 'Kerzenhalter', 'Bougeoirs', 'Portacandele'), { subject: 'candle-holder', noun: N('candle holder', ['candelabro', 'm'], 'Kerzenhalter', ['bougeoir', 'm'], ['portacandela', 'm']), primary: ['metal', 'glass', 'stone'], secondary: null, size: [[8, 20], [10, 40], [8, 20]], price: [90, 780], kind: 'object', fragile: true }),
      leaf('trays', L('Trays', 'Bandejas', 'Tabletts', 'Plateaux', 'Vassoi'), { subject: 'tray', noun: N('tray', ['bandeja', 'f'], 'Tablett', ['plateau', 'm'], ['vassoio', 'm']), primary: ['wood', 'metal', 'stone'], secondary: null, size: [[30, 60], [3, 6], [20, 40]], price: [140, 980], kind: 'object', fragile: false }),
    ] },
    { key: 'textiles', name: L('Textiles', 'Textiles', 'Textilien', 'Textiles', 'Tessili'), children: [
      leaf('cushions', L('Cushions', 'Cojines', 'Kissen', 'Coussins', 'Cuscini'), { subject: 'cushion', noun: N('cushion', ['cojín', 'm'], 'Kissen', ['coussin', 'm'], ['cuscino', 'm']), primary: ['textile', 'upholstery'], secondary: null, size: [[40, 60], [40, 60], [10, 15]], price: [140, 620], kind: 'textile', fragile: false }),
      leaf('rugs', L('Rugs', 'Alfombras', 'Teppiche', 'Tapis', 'Tappeti'), { subject: 'rug', noun: N('rug', ['alfombra', 'f'], 'Teppich', ['tapis', 'm'], ['tappeto', 'm']), primary: ['textile', 'fibre'], secondary: null, size: [[160, 300], [1, 2], [200, 400]], price: [1200, 9800], kind: 'textile', fragile: false }),
    ] },
  ] },
  { key: 'tableware', name: L('Tableware', 'Mesa', 'Tischkultur', 'Arts de la table', 'Tavola'), children: [
    { key: 'dinnerware', name: L('Dinnerware', 'Vajilla', 'Geschirr', 'Vaisselle', 'Piatti'), children: [
      leaf('plate-sets', L('Plate sets', 'Juegos de platos', 'Tellersets', "Services d'assiettes", 'Servizi di piatti'), { subject: 'plate-set', noun: N('plate set', ['juego de platos', 'm'], 'Tellerset', ["service d'assiettes", 'm'], ['servizio di piatti', 'm']), primary: ['ceramic'], secondary: null, size: [[26, 30], [8, 14], [26, 30]], price: [160, 980], kind: 'tableware', fragile: true }),
    ] },
    { key: 'glassware', name: L('Glassware', 'Cristalería', 'Gläser', 'Verrerie', 'Bicchieri'), children: [
      leaf('glasses', L('Glasses', 'Copas y vasos', 'Trinkgläser', 'Verres', 'Calici e bicchieri'), { subject: 'glassware', noun: N('glass set', ['juego de copas', 'm'], 'Gläserset', ['service de verres', 'm'], ['set di calici', 'm']), primary: ['glass'], secondary: null, size: [[8, 10], [10, 24], [8, 10]], price: [120, 780], kind: 'tableware', fragile: true }),
    ] },
    { key: 'cutlery', name: L('Cutlery', 'Cubertería', 'Besteck', 'Couverts', 'Posate'), children: [
      leaf('cutlery-sets', L('Cutlery sets', 'Juegos de cubiertos', 'Besteck-Sets', 'Ménagères', 'Servizi di posate'), { subject: 'cutlery', noun: N('cutlery set', ['juego de cubiertos', 'm'], 'Besteckset', ['ménagère', 'f'], ['servizio di posate', 'm']), primary: ['metal'], secondary: ['wood', 'stone'], size: [[20, 30], [3, 5], [30, 40]], price: [240, 1900], kind: 'tableware', fragile: false }),
    ] },
  ] },
  { key: 'outdoor', name: L('Outdoor', 'Exterior', 'Outdoor', 'Extérieur', 'Outdoor'), children: [
    { key: 'outdoor-furniture', name: L('Outdoor furniture', 'Muebles de exterior', 'Gartenmöbel', "Mobilier d'extérieur", 'Arredo da esterno'), children: [
      leaf('outdoor-chairs', L('Outdoor chairs', 'Sillas de exterior', 'Gartenstühle', "Chaises d'extérieur", 'Sedie da esterno'), { subject: 'outdoor-chair', noun: N('outdoor chair', ['silla de exterior', 'f'], 'Gartenstuhl', ["chaise d'extérieur", 'f'], ['sedia da esterno', 'f']), primary: ['metal', 'wood', 'fibre'], secondary: ['fibre', 'upholstery'], size: [[50, 75], [75, 90], [55, 80]], price: [480, 2600], kind: 'seating', fragile: false }),
      leaf('outdoor-tables', L('Outdoor tables', 'Mesas de exterior', 'Gartentische', "Tables d'extérieur", 'Tavoli da esterno'), { subject: 'outdoor-table', noun: N('outdoor table', ['mesa de exterior', 'f'], 'Gartentisch', ["table d'extérieur", 'f'], ['tavolo da esterno', 'm']), primary: ['stone', 'metal', 'wood'], secondary: ['metal'], size: [[90, 240], [72, 76], [90, 110]], price: [1800, 11000], kind: 'furniture', fragile: false }),
    ] },
    { key: 'garden', name: L('Garden decor', 'Decoración de jardín', 'Gartendeko', 'Décoration de jardin', 'Decorazioni da giardino'), children: [
      leaf('planters', L('Planters', 'Maceteros', 'Pflanzgefäße', 'Jardinières', 'Fioriere'), { subject: 'planter', noun: N('planter', ['macetero', 'm'], 'Pflanzgefäß', ['jardinière', 'f'], ['fioriera', 'f']), primary: ['ceramic', 'stone'], secondary: null, size: [[35, 90], [35, 90], [35, 90]], price: [260, 3800], kind: 'object', fragile: true }),
    ] },
  ] },
];
