/** Artisans (Spree vendors): workshops with a craft, a city, a founding year and a story in five languages. */
import type { ImageRecipe, Localized, MaterialSwatch } from '../contracts';
import type { MaterialGroup } from './materials';
import { swatchesOf } from './materials';
import { slugify, type Rng } from './prng';
import { placeName } from '../shared/places';

export type Craft = 'wood' | 'upholstery' | 'glass' | 'stone' | 'metal' | 'ceramic' | 'textile' | 'lighting';

export interface SeedArtisan {
  id: number;
  slug: string;
  name: string;
  craft: Craft;
  city: string;
  region: string;
  foundedYear: number;
  /** 1–3; 3 = Premium Plus (spec §4). */
  programLevel: number;
  story: Localized;
  image: ImageRecipe;
  createdAt: string;
}

/** Which workshops make objects of a material group. */
export function craftsFor(group: MaterialGroup, lighting: boolean): Craft[] {
  if (lighting && (group === 'metal' || group === 'glass')) return ['lighting', group === 'metal' ? 'metal' : 'glass'];
  if (group === 'fibre') return ['wood', 'textile'];
  return [group];
}

// Per craft: workshop name prefixes, cities (with region), the craft's name in each language, relative frequency.
const CRAFTS: Record<Craft, { prefixes: string[]; cities: [string, string][]; noun: Localized; weight: number }> = {
  wood: { prefixes: ['Falegnameria', 'Ebanisteria', 'Bottega', 'Laboratorio'], cities: [['Cantù', 'Lombardy'], ['Meda', 'Lombardy'], ['Lissone', 'Lombardy'], ['Bassano del Grappa', 'Veneto'], ['Udine', 'Friuli Venezia Giulia'], ['Pesaro', 'Marche']], noun: { en: 'cabinetmaking', es: 'ebanistería', de: 'Kunsttischlerei', fr: 'ébénisterie', it: 'ebanisteria' }, weight: 22 },
  upholstery: { prefixes: ['Tappezzeria', 'Atelier', 'Bottega'], cities: [['Milan', 'Lombardy'], ['Cantù', 'Lombardy'], ['Forlì', 'Emilia-Romagna'], ['Treviso', 'Veneto'], ['Matera', 'Basilicata']], noun: { en: 'upholstery', es: 'tapicería', de: 'Polsterei', fr: 'tapisserie', it: 'tappezzeria' }, weight: 16 },
  glass: { prefixes: ['Vetreria', 'Fornace', 'Cristalleria'], cities: [['Murano', 'Veneto'], ['Venice', 'Veneto'], ["Colle di Val d'Elsa", 'Tuscany'], ['Altare', 'Liguria'], ['Empoli', 'Tuscany']], noun: { en: 'glassblowing', es: 'soplado de vidrio', de: 'Glasbläserei', fr: 'soufflage du verre', it: 'soffiatura del vetro' }, weight: 18 },
  stone: { prefixes: ['Marmi', 'Laboratorio Marmi', 'Scultura'], cities: [['Carrara', 'Tuscany'], ['Pietrasanta', 'Tuscany'], ['Verona', 'Veneto'], ['Tivoli', 'Lazio'], ['Trani', 'Apulia']], noun: { en: 'marble carving', es: 'talla del mármol', de: 'Marmorbildhauerei', fr: 'taille du marbre', it: 'lavorazione del marmo' }, weight: 16 },
  metal: { prefixes: ['Fonderia', 'Officina', 'Argenteria'], cities: [['Milan', 'Lombardy'], ['Florence', 'Tuscany'], ['Lumezzane', 'Lombardy'], ['Maniago', 'Friuli Venezia Giulia'], ['Premana', 'Lombardy']], noun: { en: 'metalwork', es: 'metalistería', de: 'Metallhandwerk', fr: 'ferronnerie', it: 'lavorazione dei metalli' }, weight: 14 },
  ceramic: { prefixes: ['Ceramiche', 'Maioliche', 'Fornace', 'Porcellane'], cities: [['Deruta', 'Umbria'], ['Caltagirone', 'Sicily'], ['Faenza', 'Emilia-Romagna'], ['Vietri sul Mare', 'Campania'], ['Naples', 'Campania'], ['Impruneta', 'Tuscany'], ['Nove', 'Veneto']], noun: { en: 'ceramics', es: 'cerámica', de: 'Keramik', fr: 'céramique', it: 'ceramica' }, weight: 16 },
  textile: { prefixes: ['Tessitura', 'Lanificio', 'Setificio'], cities: [['Como', 'Lombardy'], ['Biella', 'Piedmont'], ['Prato', 'Tuscany'], ['Florence', 'Tuscany'], ['Bergamo', 'Lombardy']], noun: { en: 'weaving', es: 'tejeduría', de: 'Weberei', fr: 'tissage', it: 'tessitura' }, weight: 10 },
  lighting: { prefixes: ['Officina Luce', 'Atelier Luce', 'Luci'], cities: [['Milan', 'Lombardy'], ['Venice', 'Veneto'], ['Florence', 'Tuscany'], ['Bergamo', 'Lombardy'], ['Como', 'Lombardy']], noun: { en: 'lighting design', es: 'diseño de iluminación', de: 'Leuchtenbau', fr: 'création de luminaires', it: 'illuminotecnica' }, weight: 12 },
};

const CRAFT_SWATCHES: Record<Craft, MaterialSwatch[]> = {
  wood: swatchesOf('wood'),
  upholstery: swatchesOf('upholstery'),
  glass: swatchesOf('glass'),
  stone: swatchesOf('stone'),
  metal: swatchesOf('metal'),
  ceramic: swatchesOf('ceramic'),
  textile: swatchesOf('textile'),
  lighting: ['brass', 'murano-glass-amber', 'murano-glass-clear'],
};

// prettier-ignore
const SURNAMES = [
  'Ferri', 'Conti', 'Barbieri', 'Bianchi', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Costa',
  'Fontana', 'Esposito', 'Romano', 'Rinaldi', 'Caruso', 'Galli', 'Martini', 'Leone', 'Longo', 'Gentile',
  'Martinelli', 'Vitale', 'Lombardi', 'Serra', 'Coppola', 'De Santis', "D'Angelo", 'Marchetti', 'Parisi',
  'Villa', 'Ferraro', 'Fabbri', 'Marini', 'Grasso', 'Valentini', 'Sala', 'De Luca', 'Gatti', 'Pellegrini',
  'Palumbo', 'Sanna', 'Farina', 'Rizzi', 'Monti', 'Cattaneo', 'Morelli', 'Amato', 'Silvestri', 'Mazza',
  'Testa', 'Grassi', 'Carbone', 'Giuliani', 'Benedetti', 'Barone', 'Rossetti', 'Caputo', 'Montanari',
  'Guerra', 'Palmieri', 'Bernardi', 'Fiore', 'De Rosa', 'Ferretti', 'Bellini', 'Basile', 'Riva', 'Donati',
  'Piras', 'Vitali', 'Battaglia', 'Sartori', 'Neri', 'Costantini', 'Milani', 'Pagano', 'Orlando', 'Negri',
  'Zanetti', 'Tosi', 'Bassi', 'Moretti', 'Ruggeri', 'Carli', 'Cavalli', 'Zanon', 'Barovier', 'Seguso', 'Toso',
];

/** The workshop's story in five languages, its city named as each language names it (Milano, Mailand). */
function story(name: string, city: string, craft: Craft, founded: number, generations: number, rng: Rng): Localized {
  const n = CRAFTS[craft].noun;
  const motto = rng.int(0, 2);
  const en = [
    `${name} has practised ${n.en} in ${placeName(city, 'en')} since ${founded}.`,
    `Now in its ${ordinalEn(generations)} generation, the workshop still shapes every piece by hand, in small series and to order.`,
    ['Clients come for the patience of the finish as much as for the form.', 'Drawings by contemporary designers meet techniques learned at the bench.', 'Nothing leaves the workshop before the master has signed it.'][motto],
  ].join(' ');
  const es = [
    `${name} practica la ${n.es} en ${placeName(city, 'es')} desde ${founded}.`,
    `Hoy en su ${generations}.ª generación, el taller sigue dando forma a cada pieza a mano, en pequeñas series y por encargo.`,
    ['Sus clientes buscan la paciencia del acabado tanto como la forma.', 'Los dibujos de diseñadores contemporáneos se encuentran con técnicas aprendidas en el banco de trabajo.', 'Ninguna pieza sale del taller antes de que el maestro la firme.'][motto],
  ].join(' ');
  const de = [
    `${name} betreibt seit ${founded} ${n.de} in ${placeName(city, 'de')}.`,
    `Heute in der ${generations}. Generation fertigt die Werkstatt jedes Stück von Hand, in kleinen Serien und auf Bestellung.`,
    ['Kunden kommen wegen der Geduld im Finish ebenso wie wegen der Form.', 'Entwürfe zeitgenössischer Designer treffen auf Techniken, die an der Werkbank gelernt wurden.', 'Kein Stück verlässt die Werkstatt, bevor der Meister es signiert hat.'][motto],
  ].join(' ');
  const fr = [
    `${name} pratique ${withArticle('la', n.fr)} à ${placeName(city, 'fr')} depuis ${founded}.`,
    `Aujourd'hui à sa ${generations}e génération, l'atelier façonne chaque pièce à la main, en petites séries et sur commande.`,
    ['On vient chercher la patience de la finition autant que la forme.', "Les dessins de designers contemporains rencontrent des gestes appris à l'établi.", "Aucune pièce ne quitte l'atelier avant que le maître l'ait signée."][motto],
  ].join(' ');
  const it = [
    `${name} pratica ${withArticle('la', n.it)} a ${placeName(city, 'it')} dal ${founded}.`,
    `Oggi alla ${generations}ª generazione, la bottega realizza ogni pezzo a mano, in piccole serie e su ordinazione.`,
    ['I clienti cercano la pazienza della finitura quanto la forma.', 'I disegni di designer contemporanei incontrano tecniche imparate al banco.', 'Nessun pezzo lascia la bottega prima che il maestro lo abbia firmato.'][motto],
  ].join(' ');
  return { en, es, de, fr, it };
}

/** French and Italian elide the article before a vowel: l'ébénisterie, l'illuminotecnica. */
function withArticle(article: string, noun: string): string {
  return /^[aeiouéèh]/i.test(noun) ? `l'${noun}` : `${article} ${noun}`;
}

function ordinalEn(n: number): string {
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** `count` distinct workshops spread over the crafts by weight (each craft gets at least four). */
export function generateArtisans(rng: Rng, count: number, epoch: Date): SeedArtisan[] {
  const crafts = Object.keys(CRAFTS) as Craft[];
  const plan: Craft[] = crafts.flatMap((c) => Array<Craft>(4).fill(c));
  while (plan.length < count) plan.push(rng.weighted(crafts.map((c) => [c, CRAFTS[c].weight] as const)));
  const used = new Set<string>();
  return plan.map((craft, index) => {
    const spec = CRAFTS[craft];
    let name = '';
    for (let attempt = 0; !name || used.has(name); attempt++) {
      name = `${rng.pick(spec.prefixes)} ${rng.pick(SURNAMES)}${attempt > 8 ? ` ${attempt}` : ''}`;
    }
    used.add(name);
    const [city, region] = rng.pick(spec.cities);
    const foundedYear = rng.int(1890, 2016);
    const generations = Math.max(1, Math.min(5, Math.floor((2026 - foundedYear) / 28) + 1));
    const programLevel = rng.weighted([[1, 55], [2, 30], [3, 15]] as const);
    const created = new Date(epoch.getTime() - rng.int(30, 2400) * 86_400_000);
    return {
      id: index + 1,
      slug: slugify(`${name} ${city}`),
      name,
      craft,
      city,
      region,
      foundedYear,
      programLevel,
      story: story(name, city, craft, foundedYear, generations, rng),
      image: {
        subject: rng.chance(0.5) ? 'workshop' : 'portrait',
        materials: rng.sample(CRAFT_SWATCHES[craft], 2),
        view: 'scene',
        seed: rng.int(1, 9999),
      },
      createdAt: created.toISOString(),
    };
  });
}
