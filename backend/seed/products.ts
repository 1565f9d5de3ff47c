/**
 * Products: one master variant each, titled like an Italian design catalogue
 * ("Lido armchair in emerald velvet and walnut"), with localized slugs and texts, properties,
 * dimensions, lighting specs, shipping rules, prices in three currencies, stock and image recipes.
 */
import type { ImageRecipe, Localized, MaterialSwatch } from '../contracts';
import { LANGUAGES, type Language } from '../shared/languages';
import type { Currency } from '../shared/countries';
import { craftsFor, type Craft, type SeedArtisan } from './artisans';
import { COLOURS, material, materialLabel, swatchesOf, type MaterialGroup } from './materials';
import { slugify, type Rng } from './prng';
import { agree, nounWord, type Agreeing, type LeafSpec } from './taxonomy';
import { placeName } from '../shared/places';

/** Fixed catalogue exchange rates from the EUR list price (the shop prices each currency itself). */
export const CURRENCY_RATES: Record<Currency, number> = { EUR: 1, USD: 1.12, GBP: 0.87 };
/** Variant ids are offset from product ids so a client that mixes them up fails loudly. */
export const VARIANT_ID_OFFSET = 100_000;

export interface SeedPrice {
  /** Amounts in minor units (cents). */
  amount: number;
  compareAt: number | null;
  trade: number;
}

export interface SeedProperty {
  name: string;
  description: Localized;
  value: Localized;
}

export interface LightingSpec {
  watt: number;
  voltage: string;
  lumen: number;
  bulb: string;
  energyClass: string;
  dimmable: boolean;
}

export interface SeedProduct {
  id: number;
  variantId: number;
  sku: string;
  leafPermalink: string;
  artisanId: number;
  designer: string | null;
  materials: MaterialSwatch[];
  title: Localized;
  slug: Localized;
  description: Localized;
  details: Localized;
  properties: SeedProperty[];
  dimensionsCm: { width: number; height: number; depth: number };
  seatHeightCm: number | null;
  armHeightCm: number | null;
  lighting: LightingSpec | null;
  prices: Record<Currency, SeedPrice>;
  /** Weeks; 0 = ready to ship, 99 = pre-order. */
  shippingTime: number;
  shippingMessage: string | null;
  /** Minor units, per zone in the zone's currency: eu EUR, us USD, gbp GBP, world USD. */
  shippingCost: { eu: number; us: number; gbp: number; world: number };
  isFragile: boolean;
  suitableForContract: boolean;
  excludedCountries: string[];
  canSupply: boolean;
  customizable: boolean;
  curbsideDelivery: boolean;
  b2bOnly: boolean;
  b2cOnly: boolean;
  hasAr: boolean;
  hasCad: boolean;
  editorsPick: boolean;
  stock: number;
  backorderable: boolean;
  images: ImageRecipe[];
  availableOn: string;
  createdAt: string;
  curatedRank: number;
  popularity: number;
}

// prettier-ignore
const MODELS = [
  'Lido', 'Brera', 'Portofino', 'Amalfi', 'Capri', 'Positano', 'Ravello', 'Sorrento', 'Taormina', 'Noto',
  'Ortigia', 'Bellagio', 'Varenna', 'Tremezzo', 'Stresa', 'Asolo', 'Cortina', 'Ischia', 'Procida', 'Garda',
  'Sirmione', 'Lucca', 'Siena', 'Pienza', 'Volterra', 'Urbino', 'Spoleto', 'Todi', 'Orvieto', 'Gubbio',
  'Ferrara', 'Ravenna', 'Parma', 'Mantova', 'Cremona', 'Vicenza', 'Treviso', 'Trieste', 'Aosta', 'Alba',
  'Camogli', 'Lerici', 'Portovenere', 'Elba', 'Giglio', 'Maremma', 'Frascati', 'Tivoli', 'Gaeta', 'Salina',
  'Lipari', 'Stromboli', 'Pantelleria', 'Favignana', 'Cefalù', 'Erice', 'Matera', 'Lecce', 'Otranto',
  'Ostuni', 'Trani', 'Tropea', 'Scilla', 'Maratea', 'Paestum', 'Sabaudia', 'Circeo', 'Ponza', 'Ventotene',
  'Merano', 'Bolzano', 'Rovereto', 'Navigli', 'Sempione', 'Rialto', 'Zattere', 'Giudecca', 'Burano',
  'Torcello', 'Aurora', 'Luna', 'Sole', 'Stella', 'Vela', 'Onda', 'Nuvola', 'Fiore', 'Ramo', 'Foglia',
  'Seme', 'Nodo', 'Arco', 'Volta', 'Colonna', 'Loggia', 'Chiostro', 'Cupola', 'Pergola', 'Fontana',
  'Riva', 'Darsena', 'Scala', 'Ombra', 'Brezza', 'Corallo', 'Conchiglia', 'Ambra', 'Giada', 'Opale',
];

// prettier-ignore
const DESIGNERS = [
  'Giulia Moretti', 'Studio Ardesia', 'Lorenzo Vianello', 'Chiara Berti', 'Matteo Sangalli', 'Elena Rota',
  'Atelier Nove', 'Federico Anselmi', 'Beatrice Lualdi', 'Tommaso Ghezzi', 'Studio Pianura', 'Anna Castiglioni',
  'Pietro Valsecchi', 'Irene Sforza', 'Davide Orsenigo', 'Marta Boschetti', 'Studio Calce', 'Alessandro Terzi',
  'Sofia Albrizzi', 'Nicolò Brambilla', 'Ludovica Peretti', 'Studio Meridiana', 'Carlo Zanuso', 'Livia Morandi',
  'Emanuele Radice', 'Camilla Ferrante', 'Bruno Scarpetta', 'Studio Orizzonte', 'Gaia Lorenzetti', 'Filippo Adami',
  'Vittoria Strozzi', 'Ettore Pagani', 'Studio Tramontana', 'Margherita Olivetti', 'Andrea Boeri', 'Paola Sironi',
  'Riccardo Alciati', 'Studio Lanterna', 'Francesca Nobili', 'Giorgio Passerini',
];

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Kind = LeafSpec['kind'];

// prettier-ignore
/** Each kind's sentence; where it opens with a participle, one form per gender and number of the title's noun. */
const KIND_SENTENCE: Record<Kind, Record<Language, string | Agreeing>> = {
  seating: { en: 'A deep, supportive seat whose joints are glued and pegged, never stapled.', es: 'Un asiento profundo y firme, con uniones encoladas y espigadas, nunca grapadas.', de: 'Ein tiefer, stützender Sitz, dessen Verbindungen geleimt und verdübelt, nie geklammert sind.', fr: 'Une assise profonde et ferme, aux assemblages collés et chevillés, jamais agrafés.', it: 'Una seduta profonda e accogliente, con giunti incollati e spinati, mai graffati.' },
  lighting: { en: 'The light falls soft and warm; each piece is made one at a time, so no two are quite alike.', es: 'La luz cae suave y cálida; cada pieza se hace de una en una, así que no hay dos iguales.', de: 'Das Licht fällt weich und warm; jedes Stück entsteht einzeln, keines gleicht dem anderen.', fr: 'La lumière tombe douce et chaude ; chaque pièce est faite une à une, aucune n’est identique.', it: 'La luce cade morbida e calda; ogni pezzo è fatto uno alla volta, nessuno è uguale a un altro.' },
  furniture: {
    en: 'Built to be lived with for generations, with surfaces finished by hand in several coats.',
    es: { m: 'Hecho para vivir con él durante generaciones, con superficies acabadas a mano en varias capas.', f: 'Hecha para vivir con ella durante generaciones, con superficies acabadas a mano en varias capas.', 'm.pl': 'Hechos para vivir con ellos durante generaciones, con superficies acabadas a mano en varias capas.', 'f.pl': 'Hechas para vivir con ellas durante generaciones, con superficies acabadas a mano en varias capas.' },
    de: 'Gebaut für Generationen, mit Oberflächen, die von Hand in mehreren Schichten veredelt sind.',
    fr: { m: 'Conçu pour durer des générations, avec des surfaces finies à la main en plusieurs couches.', f: 'Conçue pour durer des générations, avec des surfaces finies à la main en plusieurs couches.', 'm.pl': 'Conçus pour durer des générations, avec des surfaces finies à la main en plusieurs couches.', 'f.pl': 'Conçues pour durer des générations, avec des surfaces finies à la main en plusieurs couches.' },
    it: { m: 'Pensato per durare generazioni, con superfici rifinite a mano in più mani.', f: 'Pensata per durare generazioni, con superfici rifinite a mano in più mani.', 'm.pl': 'Pensati per durare generazioni, con superfici rifinite a mano in più mani.', 'f.pl': 'Pensate per durare generazioni, con superfici rifinite a mano in più mani.' },
  },
  object: { en: 'A quiet object that changes with the light of the room.', es: 'Un objeto sereno que cambia con la luz de la habitación.', de: 'Ein stilles Objekt, das sich mit dem Licht des Raumes verändert.', fr: 'Un objet discret qui change avec la lumière de la pièce.', it: 'Un oggetto silenzioso che cambia con la luce della stanza.' },
  tableware: {
    en: 'Made for everyday use as much as for long dinners with friends.',
    es: { m: 'Pensado para el uso diario tanto como para largas cenas con amigos.', f: 'Pensada para el uso diario tanto como para largas cenas con amigos.', 'm.pl': 'Pensados para el uso diario tanto como para largas cenas con amigos.', 'f.pl': 'Pensadas para el uso diario tanto como para largas cenas con amigos.' },
    de: 'Gemacht für den Alltag ebenso wie für lange Abendessen mit Freunden.',
    fr: { m: 'Fait pour le quotidien autant que pour les longs dîners entre amis.', f: 'Faite pour le quotidien autant que pour les longs dîners entre amis.', 'm.pl': 'Faits pour le quotidien autant que pour les longs dîners entre amis.', 'f.pl': 'Faites pour le quotidien autant que pour les longs dîners entre amis.' },
    it: { m: 'Pensato per l’uso quotidiano quanto per le lunghe cene tra amici.', f: 'Pensata per l’uso quotidiano quanto per le lunghe cene tra amici.', 'm.pl': 'Pensati per l’uso quotidiano quanto per le lunghe cene tra amici.', 'f.pl': 'Pensate per l’uso quotidiano quanto per le lunghe cene tra amici.' },
  },
  textile: {
    en: 'Woven slowly on traditional looms, with a hand you can feel.',
    es: { m: 'Tejido despacio en telares tradicionales, con un tacto que se nota.', f: 'Tejida despacio en telares tradicionales, con un tacto que se nota.', 'm.pl': 'Tejidos despacio en telares tradicionales, con un tacto que se nota.', 'f.pl': 'Tejidas despacio en telares tradicionales, con un tacto que se nota.' },
    de: 'Langsam auf traditionellen Webstühlen gewebt, mit spürbarem Griff.',
    fr: { m: 'Tissé lentement sur des métiers traditionnels, avec une main qui se sent.', f: 'Tissée lentement sur des métiers traditionnels, avec une main qui se sent.', 'm.pl': 'Tissés lentement sur des métiers traditionnels, avec une main qui se sent.', 'f.pl': 'Tissées lentement sur des métiers traditionnels, avec une main qui se sent.' },
    it: { m: 'Tessuto lentamente su telai tradizionali, con una mano che si sente.', f: 'Tessuta lentamente su telai tradizionali, con una mano che si sente.', 'm.pl': 'Tessuti lentamente su telai tradizionali, con una mano che si sente.', 'f.pl': 'Tessute lentamente su telai tradizionali, con una mano che si sente.' },
  },
};

// prettier-ignore
const CARE: Record<Kind, Localized> = {
  seating: { en: 'Vacuum the upholstery gently; keep away from direct sunlight.', es: 'Aspire la tapicería con suavidad; evite la luz solar directa.', de: 'Polster sanft absaugen; vor direktem Sonnenlicht schützen.', fr: 'Aspirer délicatement le tissu ; éviter le soleil direct.', it: 'Aspirare delicatamente il rivestimento; evitare la luce solare diretta.' },
  lighting: { en: 'Dust with a dry, soft cloth; switch off before cleaning.', es: 'Limpie el polvo con un paño suave y seco; apague antes de limpiar.', de: 'Mit einem weichen, trockenen Tuch abstauben; vor dem Reinigen ausschalten.', fr: 'Dépoussiérer avec un chiffon doux et sec ; éteindre avant le nettoyage.', it: 'Spolverare con un panno morbido e asciutto; spegnere prima della pulizia.' },
  furniture: { en: 'Wipe with a damp cloth and dry at once; use coasters under glasses.', es: 'Limpie con un paño húmedo y seque enseguida; use posavasos.', de: 'Mit feuchtem Tuch abwischen und sofort trocknen; Untersetzer verwenden.', fr: 'Essuyer avec un chiffon humide et sécher aussitôt ; utiliser des sous-verres.', it: 'Pulire con un panno umido e asciugare subito; usare sottobicchieri.' },
  object: { en: 'Clean with a soft cloth; avoid abrasive products.', es: 'Limpie con un paño suave; evite productos abrasivos.', de: 'Mit weichem Tuch reinigen; keine Scheuermittel verwenden.', fr: 'Nettoyer avec un chiffon doux ; éviter les produits abrasifs.', it: 'Pulire con un panno morbido; evitare prodotti abrasivi.' },
  tableware: { en: 'Wash by hand in warm water; not for the microwave.', es: 'Lavar a mano con agua tibia; no apto para microondas.', de: 'Von Hand in warmem Wasser spülen; nicht mikrowellengeeignet.', fr: 'Laver à la main à l’eau tiède ; ne va pas au micro-ondes.', it: 'Lavare a mano in acqua tiepida; non adatto al microonde.' },
  textile: { en: 'Dry clean only; air regularly.', es: 'Solo limpieza en seco; airear con regularidad.', de: 'Nur chemisch reinigen; regelmäßig lüften.', fr: 'Nettoyage à sec uniquement ; aérer régulièrement.', it: 'Solo lavaggio a secco; arieggiare regolarmente.' },
};

// prettier-ignore
const PROPERTY_LABELS: Record<string, Localized> = {
  designer: { en: 'Designer', es: 'Diseñador', de: 'Designer', fr: 'Designer', it: 'Designer' },
  material: { en: 'Material', es: 'Material', de: 'Material', fr: 'Matériau', it: 'Materiale' },
  color: { en: 'Colour', es: 'Color', de: 'Farbe', fr: 'Couleur', it: 'Colore' },
  width: { en: 'Width', es: 'Ancho', de: 'Breite', fr: 'Largeur', it: 'Larghezza' },
  height: { en: 'Height', es: 'Alto', de: 'Höhe', fr: 'Hauteur', it: 'Altezza' },
  depth: { en: 'Depth', es: 'Fondo', de: 'Tiefe', fr: 'Profondeur', it: 'Profondità' },
  seat_height: { en: 'Seat height', es: 'Altura del asiento', de: 'Sitzhöhe', fr: "Hauteur d'assise", it: 'Altezza seduta' },
  arm_height: { en: 'Arm height', es: 'Altura del brazo', de: 'Armlehnenhöhe', fr: 'Hauteur des accoudoirs', it: 'Altezza braccioli' },
  com_available: { en: 'COM available', es: 'COM disponible', de: 'COM möglich', fr: 'COM disponible', it: 'COM disponibile' },
  watt: { en: 'Watt', es: 'Vatios', de: 'Watt', fr: 'Watts', it: 'Watt' },
  voltage: { en: 'Voltage', es: 'Voltaje', de: 'Spannung', fr: 'Tension', it: 'Voltaggio' },
  lumen: { en: 'Lumen', es: 'Lúmenes', de: 'Lumen', fr: 'Lumens', it: 'Lumen' },
  bulb: { en: 'Bulb', es: 'Bombilla', de: 'Leuchtmittel', fr: 'Ampoule', it: 'Lampadina' },
  energy_class: { en: 'Energy class', es: 'Clase energética', de: 'Energieklasse', fr: 'Classe énergétique', it: 'Classe energetica' },
  dimmable: { en: 'Dimmable', es: 'Regulable', de: 'Dimmbar', fr: 'Variable', it: 'Dimmerabile' },
  quantity: { en: 'Quantity', es: 'Cantidad', de: 'Menge', fr: 'Quantité', it: 'Quantità' },
};
const YES: Localized = { en: 'Yes', es: 'Sí', de: 'Ja', fr: 'Oui', it: 'Sì' };
const NO: Localized = { en: 'No', es: 'No', de: 'Nein', fr: 'Non', it: 'No' };
const same = (value: string): Localized => ({ en: value, es: value, de: value, fr: value, it: value });
const perLanguage = (f: (lang: Language) => string): Localized =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, f(lang)])) as Localized;

/**
 * The words that join a title and a description. `by` opens a sentence whose subject is the title's
 * noun, so it agrees with it ('Sedia … Realizzata a mano', 'Chaise … Faite main'); `design` names
 * the designer (French elides "de" before a vowel: "d'après un dessin d'Alessandro Terzi").
 */
const CONNECT: Record<Language, { in: string; and: string; by: string | Agreeing; design: (designer: string) => string; place: string }> = {
  en: { in: 'in', and: 'and', by: 'Made by hand by', design: (d) => `to a design by ${d}`, place: 'in' },
  es: { in: 'en', and: 'y', by: { m: 'Hecho a mano por', f: 'Hecha a mano por', 'm.pl': 'Hechos a mano por', 'f.pl': 'Hechas a mano por' }, design: (d) => `según un diseño de ${d}`, place: 'en' },
  de: { in: 'aus', and: 'und', by: 'Von Hand gefertigt von', design: (d) => `nach einem Entwurf von ${d}`, place: 'in' },
  fr: { in: 'en', and: 'et', by: { m: 'Fait main par', f: 'Faite main par', 'm.pl': 'Faits main par', 'f.pl': 'Faites main par' }, design: (d) => `d'après un dessin ${frenchDe(d)}`, place: 'à' },
  it: { in: 'in', and: 'e', by: { m: 'Realizzato a mano da', f: 'Realizzata a mano da', 'm.pl': 'Realizzati a mano da', 'f.pl': 'Realizzate a mano da' }, design: (d) => `su disegno di ${d}`, place: 'a' },
};

/** French "de" before a name: elided before a vowel or a mute h ("d'Alessandro", "d'Atelier Nove", "de Giulia"). */
export function frenchDe(name: string): string {
  return /^[aeiouyàâéèêëîïôûüh]/i.test(name) ? `d'${name}` : `de ${name}`;
}

function title(model: string, leaf: LeafSpec, titleMaterials: MaterialSwatch[]): Localized {
  return perLanguage((lang) => {
    const c = CONNECT[lang];
    const mats = titleMaterials.map((s) => material(s).afterPreposition[lang]).join(` ${c.and} `);
    const noun = nounWord(leaf.noun, lang);
    // English and German put the model name first ("Lido armchair"), German as one hyphenated
    // compound ("Lido-Sessel", "Todi-Esszimmerstuhl"); Romance languages after the noun ("Sedia Todi").
    const head = lang === 'en' ? `${model} ${noun}` : lang === 'de' ? `${model}-${noun}` : `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${model}`;
    return `${head} ${c.in} ${mats}`;
  });
}

const round10 = (n: number) => Math.max(10, Math.round(n / 10) * 10);

function prices(eur: number, rng: Rng): Record<Currency, SeedPrice> {
  const onSale = rng.chance(0.14);
  const markup = 1.15 + rng.next() * 0.25;
  const entries = (['USD', 'EUR', 'GBP'] as const).map((currency) => {
    const amount = round10(eur * CURRENCY_RATES[currency]);
    return [currency, {
      amount: amount * 100,
      compareAt: onSale ? round10(amount * markup) * 100 : null,
      // Trade prices are 15% below the list price (spec §7, visual search) rounded to whole units.
      trade: Math.round(amount * 0.85) * 100,
    }] as const;
  });
  return Object.fromEntries(entries) as Record<Currency, SeedPrice>;
}

function shippingCosts(kind: Kind, free: boolean, rng: Rng): SeedProduct['shippingCost'] {
  if (free) return { eu: 0, us: 0, gbp: 0, world: 0 };
  const base = { seating: [180, 420], furniture: [220, 520], lighting: [60, 180], object: [30, 90], tableware: [20, 60], textile: [30, 80] }[kind];
  const eur = round10(rng.int(base[0], base[1]));
  return { eu: eur * 100, us: round10(eur * 1.12 + 60) * 100, gbp: round10(eur * 0.87 + 20) * 100, world: round10(eur * 1.6 + 90) * 100 };
}

const EXCLUSIONS: string[][] = [['US'], ['GB'], ['AE', 'SA', 'QA'], ['CA', 'MX'], ['AU', 'NZ'], ['JP', 'KR', 'CN']];

export interface ProductContext {
  rng: Rng;
  epoch: Date;
  leaves: { permalink: string; spec: LeafSpec }[];
  artisansByCraft: Map<Craft, SeedArtisan[]>;
  usedSlugs: Record<Language, Set<string>>;
  total: number;
}

function pickSwatch(groups: MaterialGroup[], rng: Rng, exclude: MaterialSwatch[] = []): MaterialSwatch {
  const pool = groups.flatMap((g) => swatchesOf(g)).filter((s) => !exclude.includes(s));
  return rng.pick(pool);
}

export function generateProduct(id: number, ctx: ProductContext): SeedProduct {
  const { rng, epoch } = ctx;
  // Uniform over leaf categories: furniture, with the most leaves, gets the most products.
  const { permalink, spec } = rng.pick(ctx.leaves);
  const primaryGroup = rng.pick(spec.primary);
  const primary = pickSwatch([primaryGroup], rng);
  const materials: MaterialSwatch[] = [primary];
  if (spec.secondary && rng.chance(0.8)) materials.push(pickSwatch(spec.secondary, rng, materials));
  if (materials.length === 2 && rng.chance(0.2)) materials.push(pickSwatch(spec.secondary ?? spec.primary, rng, materials));

  const crafts = craftsFor(primaryGroup, spec.kind === 'lighting');
  const candidates = crafts.flatMap((c) => ctx.artisansByCraft.get(c) ?? []);
  const artisan = rng.pick(candidates);
  const designer = rng.chance(0.6) ? rng.pick(DESIGNERS) : null;
  const model = rng.pick(MODELS);
  const titles = title(model, spec, materials.slice(0, 2));
  const slug = perLanguage((lang) => {
    let s = slugify(titles[lang]);
    if (ctx.usedSlugs[lang].has(s)) s = `${s}-${id}`;
    ctx.usedSlugs[lang].add(s);
    return s;
  });

  const [[w0, w1], [h0, h1], [d0, d1]] = spec.size;
  const dimensionsCm = { width: rng.int(w0, w1), height: rng.int(h0, h1), depth: rng.int(d0, d1) };
  const seating = spec.kind === 'seating';
  const seatHeightCm = seating ? Math.min(dimensionsCm.height - 10, rng.int(40, 47)) : null;
  const armHeightCm = seating && ['armchair', 'sofa', 'outdoor-chair'].includes(spec.subject) ? Math.min(dimensionsCm.height, rng.int(58, 68)) : null;
  const lighting: LightingSpec | null = spec.kind === 'lighting'
    ? {
        watt: rng.pick([4, 6, 8, 10, 12, 18, 25]),
        voltage: '220–240 V / 110–120 V',
        lumen: rng.pick([320, 480, 650, 806, 1055, 1521, 2100]),
        bulb: rng.pick(['E27 LED', 'E14 LED', 'G9 LED', 'GU10 LED', 'Integrated LED']),
        energyClass: rng.pick(['D', 'E', 'F']),
        dimmable: rng.chance(0.6),
      }
    : null;

  const porami = rng.chance(0.03);
  const sku = porami ? `PORAMI-${String(id).padStart(6, '0')}` : `CM-${spec.subject.slice(0, 3).toUpperCase()}-${String(id).padStart(6, '0')}`;

  // Lead times (spec §4): ready to ship, 1–16 weeks, 99 = pre-order with an "available from" date.
  const roll = rng.next();
  let shippingTime: number;
  let shippingMessage: string | null = null;
  if (porami) {
    shippingTime = 12;
    shippingMessage = 'upon request';
  } else if (roll < 0.25) shippingTime = 0;
  else if (roll < 0.9) shippingTime = rng.int(1, 16);
  else if (roll < 0.96) {
    shippingTime = 99;
    const from = new Date(Date.UTC(epoch.getUTCFullYear(), epoch.getUTCMonth() + rng.int(2, 10), 1));
    shippingMessage = `available from ${MONTHS_EN[from.getUTCMonth()]} ${from.getUTCFullYear()}`;
  } else {
    shippingTime = 16;
    shippingMessage = 'to be confirmed';
  }

  let stock: number;
  let backorderable: boolean;
  if (shippingTime === 0) {
    stock = rng.chance(0.06) ? 0 : rng.int(1, 12);
    backorderable = false;
  } else if (shippingTime === 99 || porami) {
    stock = 0;
    backorderable = true;
  } else if (rng.chance(0.6)) {
    stock = rng.int(0, 4);
    backorderable = true;
  } else {
    stock = rng.chance(0.05) ? 0 : rng.int(2, 20);
    backorderable = false;
  }

  const eur = round10(rng.int(spec.price[0], spec.price[1]));
  const free = spec.kind === 'textile' || spec.kind === 'tableware' ? rng.chance(0.6) : rng.chance(0.22);
  const big = spec.kind === 'furniture' || spec.kind === 'seating';
  const b2bOnly = rng.chance(0.04);
  const created = new Date(epoch.getTime() - rng.int(0, 900) * 86_400_000 - rng.int(0, 86_399) * 1000);
  const leadWeeks = shippingTime === 0 ? 0 : shippingTime;
  const colourKeys = [...new Set(materials.map((m) => material(m).colour))];

  const properties: SeedProperty[] = [];
  const prop = (name: string, value: Localized) => properties.push({ name, description: PROPERTY_LABELS[name], value });
  if (designer) prop('designer', same(designer));
  prop('material', perLanguage((lang) => materials.map((m) => materialLabel(m)[lang]).join(', ')));
  prop('color', perLanguage((lang) => colourKeys.map((k) => COLOURS[k][lang]).join(', ')));
  prop('width', same(`${dimensionsCm.width} cm`));
  prop('height', same(`${dimensionsCm.height} cm`));
  prop('depth', same(`${dimensionsCm.depth} cm`));
  if (seatHeightCm !== null) prop('seat_height', same(`${seatHeightCm} cm`));
  if (armHeightCm !== null) prop('arm_height', same(`${armHeightCm} cm`));
  if (materials.some((m) => material(m).group === 'upholstery')) prop('com_available', rng.chance(0.5) ? YES : NO);
  if (lighting) {
    prop('watt', same(`${lighting.watt} W`));
    prop('voltage', same(lighting.voltage));
    prop('lumen', same(`${lighting.lumen} lm`));
    prop('bulb', same(lighting.bulb));
    prop('energy_class', same(lighting.energyClass));
    prop('dimmable', lighting.dimmable ? YES : NO);
  }
  if (spec.kind === 'tableware') prop('quantity', same(String(rng.pick([4, 6, 12]))));

  const description = perLanguage((lang) => {
    const c = CONNECT[lang];
    const who = `${agree(c.by, spec.noun, lang)} ${artisan.name} ${c.place} ${placeName(artisan.city, lang)}${designer ? `, ${c.design(designer)}` : ''}.`;
    return `${titles[lang]}. ${who} ${agree(KIND_SENTENCE[spec.kind][lang], spec.noun, lang)}`;
  });
  const details = perLanguage((lang) => {
    const dims = `${PROPERTY_LABELS.width[lang]} ${dimensionsCm.width} cm × ${PROPERTY_LABELS.height[lang]} ${dimensionsCm.height} cm × ${PROPERTY_LABELS.depth[lang]} ${dimensionsCm.depth} cm.`;
    return `${dims} ${PROPERTY_LABELS.material[lang]}: ${materials.map((m) => materialLabel(m)[lang]).join(', ')}. ${CARE[spec.kind][lang]}`;
  });

  const views: ImageRecipe['view'][] = ['front', 'angle', 'detail', 'angle'];
  const imageCount = rng.int(2, 4);
  const images: ImageRecipe[] = views.slice(0, imageCount).map((view) => ({
    subject: spec.subject,
    materials,
    view,
    seed: rng.int(1, 99_999),
  }));

  return {
    id,
    variantId: VARIANT_ID_OFFSET + id,
    sku,
    leafPermalink: permalink,
    artisanId: artisan.id,
    designer,
    materials,
    title: titles,
    slug,
    description,
    details,
    properties,
    dimensionsCm,
    seatHeightCm,
    armHeightCm,
    lighting,
    prices: prices(eur, rng),
    shippingTime: leadWeeks,
    shippingMessage,
    shippingCost: shippingCosts(spec.kind, free, rng),
    isFragile: spec.fragile,
    suitableForContract: (big || spec.kind === 'lighting') && rng.chance(0.4),
    excludedCountries: rng.chance(0.06) ? rng.pick(EXCLUSIONS) : [],
    canSupply: !rng.chance(0.02),
    customizable: (big || spec.kind === 'seating') && rng.chance(0.3),
    curbsideDelivery: big && rng.chance(0.3),
    b2bOnly,
    b2cOnly: !b2bOnly && rng.chance(0.03),
    hasAr: (big || spec.kind === 'lighting') && rng.chance(0.25),
    hasCad: big || spec.kind === 'lighting',
    editorsPick: rng.chance(0.06),
    stock,
    backorderable,
    images,
    availableOn: created.toISOString(),
    createdAt: created.toISOString(),
    curatedRank: rng.int(1, ctx.total * 10),
    popularity: Math.floor(1000 * rng.next() ** 3),
  };
}
