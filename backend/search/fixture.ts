/**
 * A deterministic catalogue for testing and benchmarking the search engine on its own: `n` products
 * in five languages with the vocabulary of the real shop (categories, materials, artisans' cities),
 * and a CatalogueFeed over them whose changes notify subscribers like the commerce feed does.
 */
import { mediaUrl, type CatalogueFeed, type FeedArtisan, type FeedProduct, type FeedTaxon, type Localized, type MaterialSwatch, type ProductSubject } from '../contracts';
import { LANGUAGES, type Language } from '../shared/languages';

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const L = (en: string, es: string, de: string, fr: string, it: string): Localized => ({ en, es, de, fr, it });

interface Leaf {
  subject: ProductSubject;
  path: [string, string, string];
  names: [Localized, Localized, Localized];
  noun: Localized;
  price: [number, number];
  materials: number[];
}

const FURNITURE = L('Furniture', 'Mobiliario', 'Möbel', 'Mobilier', 'Arredamento');
const SEATING = L('Seating', 'Asientos', 'Sitzmöbel', 'Assises', 'Sedute');
const TABLES = L('Tables', 'Mesas', 'Tische', 'Tables', 'Tavoli');
const LIGHTING = L('Lighting', 'Iluminación', 'Leuchten', 'Luminaires', 'Illuminazione');
const LAMPS = L('Table and floor lamps', 'Lámparas de mesa y de pie', 'Tisch- und Stehleuchten', 'Lampes à poser et lampadaires', 'Lampade da tavolo e da terra');
const CEILING = L('Ceiling lights', 'Lámparas de techo', 'Deckenleuchten', 'Suspensions', 'Lampade a soffitto');
const DECOR = L('Decor', 'Decoración', 'Wohnaccessoires', 'Décoration', 'Complementi');
const VESSELS = L('Vases and vessels', 'Jarrones y recipientes', 'Vasen und Gefäße', 'Vases et récipients', 'Vasi e contenitori');
const TABLEWARE = L('Tableware', 'Vajilla', 'Geschirr', 'Arts de la table', 'Tavola');
const SERVING = L('Serving', 'Servicio', 'Servieren', 'Service', 'Servizio');

// Materials: [swatch key, colour key, names]
const MATERIALS: [MaterialSwatch, Localized, Localized][] = [
  ['walnut', L('Brown', 'Marrón', 'Braun', 'Marron', 'Marrone'), L('walnut', 'nogal', 'Nussbaum', 'noyer', 'noce')],
  ['oak', L('Natural', 'Natural', 'Natur', 'Naturel', 'Naturale'), L('oak', 'roble', 'Eiche', 'chêne', 'rovere')],
  ['brass', L('Gold', 'Dorado', 'Gold', 'Doré', 'Oro'), L('brass', 'latón', 'Messing', 'laiton', 'ottone')],
  ['carrara-marble', L('White', 'Blanco', 'Weiß', 'Blanc', 'Bianco'), L('Carrara marble', 'mármol de Carrara', 'Carrara-Marmor', 'marbre de Carrare', 'marmo di Carrara')],
  ['travertine', L('Beige', 'Beige', 'Beige', 'Beige', 'Beige'), L('travertine', 'travertino', 'Travertin', 'travertin', 'travertino')],
  ['murano-glass-amber', L('Amber', 'Ámbar', 'Bernstein', 'Ambre', 'Ambra'), L('amber Murano glass', 'vidrio de Murano ámbar', 'Muranoglas Bernstein', 'verre de Murano ambré', 'vetro di Murano ambra')],
  ['murano-glass-blue', L('Blue', 'Azul', 'Blau', 'Bleu', 'Blu'), L('blue Murano glass', 'vidrio de Murano azul', 'Muranoglas Blau', 'verre de Murano bleu', 'vetro di Murano blu')],
  ['velvet-emerald', L('Green', 'Verde', 'Grün', 'Vert', 'Verde'), L('emerald velvet', 'terciopelo esmeralda', 'Samt Smaragd', 'velours émeraude', 'velluto smeraldo')],
  ['velvet-rust', L('Red', 'Rojo', 'Rot', 'Rouge', 'Rosso'), L('rust velvet', 'terciopelo óxido', 'Samt Rost', 'velours rouille', 'velluto ruggine')],
  ['boucle-ivory', L('Ivory', 'Marfil', 'Elfenbein', 'Ivoire', 'Avorio'), L('ivory bouclé', 'bouclé marfil', 'Bouclé Elfenbein', 'bouclette ivoire', 'bouclé avorio')],
  ['leather-cognac', L('Brown', 'Marrón', 'Braun', 'Marron', 'Marrone'), L('cognac leather', 'cuero coñac', 'Leder Cognac', 'cuir cognac', 'cuoio cognac')],
  ['terracotta', L('Terracotta', 'Terracota', 'Terrakotta', 'Terre cuite', 'Terracotta'), L('Impruneta terracotta', 'terracota de Impruneta', 'Impruneta-Terrakotta', 'terre cuite d’Impruneta', 'terracotta dell’Impruneta')],
  ['porcelain-white', L('White', 'Blanco', 'Weiß', 'Blanc', 'Bianco'), L('Capodimonte porcelain', 'porcelana de Capodimonte', 'Capodimonte-Porzellan', 'porcelaine de Capodimonte', 'porcellana di Capodimonte')],
  ['ceramic-cobalt', L('Blue', 'Azul', 'Blau', 'Bleu', 'Blu'), L('Deruta ceramic', 'cerámica de Deruta', 'Deruta-Keramik', 'céramique de Deruta', 'ceramica di Deruta')],
];
const WOOD = [0, 1];
const METAL = [2];
const STONE = [3, 4];
const GLASS = [5, 6];
const FABRIC = [7, 8, 9, 10];
const CLAY = [11, 12, 13];

const LEAVES: Leaf[] = [
  { subject: 'armchair', path: ['furniture', 'seating', 'armchairs'], names: [FURNITURE, SEATING, L('Armchairs', 'Sillones', 'Sessel', 'Fauteuils', 'Poltrone')], noun: L('armchair', 'sillón', 'Sessel', 'fauteuil', 'poltrona'), price: [1800, 6800], materials: [...FABRIC, ...WOOD] },
  { subject: 'sofa', path: ['furniture', 'seating', 'sofas'], names: [FURNITURE, SEATING, L('Sofas', 'Sofás', 'Sofas', 'Canapés', 'Divani')], noun: L('sofa', 'sofá', 'Sofa', 'canapé', 'divano'), price: [4800, 18000], materials: FABRIC },
  { subject: 'dining-chair', path: ['furniture', 'seating', 'dining-chairs'], names: [FURNITURE, SEATING, L('Dining chairs', 'Sillas de comedor', 'Esszimmerstühle', 'Chaises', 'Sedie da pranzo')], noun: L('dining chair', 'silla de comedor', 'Esszimmerstuhl', 'chaise', 'sedia'), price: [520, 1900], materials: [...WOOD, ...FABRIC] },
  { subject: 'dining-table', path: ['furniture', 'tables', 'dining-tables'], names: [FURNITURE, TABLES, L('Dining tables', 'Mesas de comedor', 'Esstische', 'Tables à manger', 'Tavoli da pranzo')], noun: L('dining table', 'mesa de comedor', 'Esstisch', 'table à manger', 'tavolo da pranzo'), price: [3200, 16000], materials: [...WOOD, ...STONE] },
  { subject: 'coffee-table', path: ['furniture', 'tables', 'coffee-tables'], names: [FURNITURE, TABLES, L('Coffee tables', 'Mesas de centro', 'Couchtische', 'Tables basses', 'Tavolini')], noun: L('coffee table', 'mesa de centro', 'Couchtisch', 'table basse', 'tavolino'), price: [1400, 7800], materials: [...STONE, ...WOOD, ...GLASS] },
  { subject: 'table-lamp', path: ['lighting', 'table-floor', 'table-lamps'], names: [LIGHTING, LAMPS, L('Table lamps', 'Lámparas de mesa', 'Tischleuchten', 'Lampes à poser', 'Lampade da tavolo')], noun: L('table lamp', 'lámpara de mesa', 'Tischleuchte', 'lampe à poser', 'lampada da tavolo'), price: [420, 2600], materials: [...GLASS, ...METAL, ...CLAY] },
  { subject: 'floor-lamp', path: ['lighting', 'table-floor', 'floor-lamps'], names: [LIGHTING, LAMPS, L('Floor lamps', 'Lámparas de pie', 'Stehleuchten', 'Lampadaires', 'Lampade da terra')], noun: L('floor lamp', 'lámpara de pie', 'Stehleuchte', 'lampadaire', 'lampada da terra'), price: [980, 5200], materials: [...METAL, ...WOOD, ...STONE] },
  { subject: 'pendant-lamp', path: ['lighting', 'ceiling', 'pendant-lamps'], names: [LIGHTING, CEILING, L('Pendant lamps', 'Lámparas colgantes', 'Pendelleuchten', 'Suspensions', 'Lampade a sospensione')], noun: L('pendant lamp', 'lámpara colgante', 'Pendelleuchte', 'suspension', 'lampada a sospensione'), price: [780, 4800], materials: [...GLASS, ...METAL] },
  { subject: 'chandelier', path: ['lighting', 'ceiling', 'chandeliers'], names: [LIGHTING, CEILING, L('Chandeliers', 'Arañas', 'Kronleuchter', 'Lustres', 'Lampadari')], noun: L('chandelier', 'araña', 'Kronleuchter', 'lustre', 'lampadario'), price: [3600, 24000], materials: GLASS },
  { subject: 'vase', path: ['decor', 'vessels', 'vases'], names: [DECOR, VESSELS, L('Vases', 'Jarrones', 'Vasen', 'Vases', 'Vasi')], noun: L('vase', 'jarrón', 'Vase', 'vase', 'vaso'), price: [180, 2400], materials: [...GLASS, ...CLAY, ...STONE] },
  { subject: 'bowl', path: ['decor', 'vessels', 'bowls'], names: [DECOR, VESSELS, L('Bowls', 'Cuencos', 'Schalen', 'Coupes', 'Ciotole')], noun: L('bowl', 'cuenco', 'Schale', 'coupe', 'ciotola'), price: [120, 1600], materials: [...GLASS, ...CLAY, ...WOOD] },
  { subject: 'plate-set', path: ['tableware', 'serving', 'plate-sets'], names: [TABLEWARE, SERVING, L('Plate sets', 'Juegos de platos', 'Tellersets', 'Services d’assiettes', 'Servizi di piatti')], noun: L('plate set', 'juego de platos', 'Tellerset', 'service d’assiettes', 'servizio di piatti'), price: [240, 1800], materials: CLAY },
];

const NAMES = ['Arno', 'Brera', 'Tevere', 'Lario', 'Sirio', 'Vela', 'Aurora', 'Ombra', 'Nuvola', 'Onda', 'Fiore', 'Stella', 'Cupola', 'Loggia', 'Portico', 'Riva', 'Isola', 'Dora', 'Pietra', 'Selva', 'Alba', 'Corallo', 'Duna', 'Ginestra', 'Miraggio', 'Ponente', 'Levante', 'Scirocco', 'Maestrale', 'Vesuvio'];
const CITIES = ['Milan', 'Florence', 'Venice', 'Como', 'Naples', 'Bassano del Grappa', 'Cantù', 'Murano', 'Deruta', 'Caltagirone', 'Impruneta', 'Carrara'];
const FAMILIES = ['Rossi', 'Bianchi', 'Ferrari', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti', 'Barbieri', 'Fontana', 'Santoro'];
const TRADES = ['Bottega', 'Laboratorio', 'Fornace', 'Atelier', 'Officina', 'Vetreria', 'Ebanisteria'];
const DESIGNERS = ['Gio Ponti Studio', 'Lina Bo', 'Carlo Mollino Archive', 'Vico Magistretti', 'Elena Salmistraro', 'Cristina Celestino', 'Studio Pepe', 'Federica Biasi', null, null, null];

const PREP: Record<Language, string> = { en: 'in', es: 'de', de: 'aus', fr: 'en', it: 'in' };

function title(lang: Language, name: string, noun: string, material: string): string {
  const cap = noun.charAt(0).toUpperCase() + noun.slice(1);
  if (lang === 'en') return `${name} ${noun} ${PREP[lang]} ${material}`;
  // German makes the model and the noun one hyphenated compound, as the shop's catalogue does ("Arno-Sessel").
  if (lang === 'de') return `${name}-${noun} ${PREP[lang]} ${material}`;
  return `${cap} ${name} ${PREP[lang]} ${material}`;
}

function slugify(s: string): string {
  return s.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export interface FixtureCatalogue {
  products: FeedProduct[];
  artisans: FeedArtisan[];
  taxons: FeedTaxon[];
}

export function generateCatalogue(n: number, seed = 7): FixtureCatalogue {
  const rnd = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const epoch = Date.UTC(2024, 0, 1);

  const artisans: FeedArtisan[] = Array.from({ length: Math.max(5, Math.round(n / 25)) }, (_, i) => {
    const name = `${pick(TRADES)} ${FAMILIES[i % FAMILIES.length]}${i >= FAMILIES.length ? ` ${Math.floor(i / FAMILIES.length) + 1}` : ''}`;
    return {
      id: `art-${i + 1}`,
      slug: slugify(name),
      name,
      city: pick(CITIES),
      programLevel: 1 + Math.floor(rnd() * 3),
      createdAt: new Date(epoch + Math.floor(rnd() * 700) * 86_400_000).toISOString(),
      image: `http://127.0.0.1:4000/media/portrait/walnut/scene-${i + 1}.jpg`,
    };
  });

  const products: FeedProduct[] = Array.from({ length: n }, (_, i) => {
    const leaf = LEAVES[i % LEAVES.length];
    const matIdx = pick(leaf.materials);
    const [, colour, material] = MATERIALS[matIdx];
    const name = NAMES[Math.floor(i / LEAVES.length) % NAMES.length];
    const artisan = artisans[Math.floor(rnd() * artisans.length)];
    const eur = Math.round(between(...leaf.price) / 10) * 10;
    const discounted = rnd() < 0.15;
    const ship = pick([0, 0, 0, 1, 2, 3, 4, 6, 8, 12, 99]);
    const free = rnd() < 0.3;
    const money = (v: number) => v.toFixed(2);
    const prices = (rate: number) => {
      const price = Math.round(eur * rate);
      return {
        price: money(price),
        fullPrice: discounted ? money(Math.round(price * 1.2)) : null,
        tradePrice: money(Math.round(price * 0.85)),
      };
    };
    const localized = <T>(fn: (lang: Language) => T) => Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)])) as Localized<T>;
    const titles = localized((l) => title(l, name, leaf.noun[l], material[l]));
    const shipping = (v: number) => money(free ? 0 : v);
    return {
      id: `prod-${i + 1}`,
      sku: `CM-${String(i + 1).padStart(6, '0')}`,
      variantId: String(i + 1),
      excludedCountries: [],
      slug: localized((l) => `${slugify(titles[l])}-${i + 1}`),
      title: titles,
      categories: localized((l) => [leaf.names.map((x) => x[l])]),
      taxonPermalinks: [leaf.path.join('/')],
      artisan: { id: artisan.id, slug: artisan.slug, name: artisan.name, programLevel: artisan.programLevel },
      designer: pick(DESIGNERS),
      materials: localized((l) => [material[l]]),
      colors: localized((l) => [colour[l]]),
      prices: { EUR: prices(1), USD: prices(1.08), GBP: prices(0.86) },
      shippingCost: { EUR: shipping(90), USD: shipping(120), GBP: shipping(80) },
      shippingTime: ship,
      shippingMessage: ship === 99 ? 'available from March 2027' : null,
      canSupply: rnd() < 0.9,
      customizable: rnd() < 0.35,
      hasAr: rnd() < 0.25,
      suitableForContract: rnd() < 0.3,
      editorsPick: rnd() < 0.08,
      b2bOnly: rnd() < 0.04,
      b2cOnly: rnd() < 0.03,
      dimensionsCm: { width: Math.round(between(20, 240)), height: Math.round(between(10, 200)), depth: Math.round(between(10, 120)) },
      images: (['front', 'angle', 'detail'] as const).map((view) =>
        mediaUrl('http://127.0.0.1:4000', { subject: leaf.subject, materials: [MATERIALS[matIdx][0]], view, seed: i + 1 })),
      createdAt: new Date(epoch + Math.floor(rnd() * 900) * 86_400_000).toISOString(),
      curatedRank: Math.floor(rnd() * n),
      popularity: Math.floor(rnd() * 1000),
    };
  });

  // The category tree the leaves span, each node once, parents before children.
  const taxons = new Map<string, FeedTaxon>();
  for (const leaf of LEAVES) {
    leaf.path.forEach((_, depth) => {
      const permalink = leaf.path.slice(0, depth + 1).join('/');
      if (taxons.has(permalink)) return;
      const names = leaf.names.slice(0, depth + 1);
      const localized = (fn: (lang: Language) => string) => Object.fromEntries(LANGUAGES.map((l) => [l, fn(l)])) as Localized;
      taxons.set(permalink, {
        id: `tax-${taxons.size + 1}`,
        permalink,
        name: localized((l) => names[depth][l]),
        slug: localized((l) => slugify(names[depth][l])),
        localizedPermalink: localized((l) => names.map((n) => slugify(n[l])).join('/')),
        parentId: depth === 0 ? null : taxons.get(leaf.path.slice(0, depth).join('/'))!.id,
        depth,
      });
    });
  }
  return { products, artisans, taxons: [...taxons.values()] };
}

export interface FixtureFeed extends CatalogueFeed {
  /** Changes (or, with null, removes) a product and notifies subscribers, as commerce would. */
  update(id: string, change: Partial<FeedProduct> | null): void;
}

export function fixtureFeed(catalogue: FixtureCatalogue): FixtureFeed {
  const products = new Map(catalogue.products.map((p) => [p.id, structuredClone(p)]));
  const listeners = new Set<(ids: string[]) => void>();
  return {
    listProducts: (ids) => (ids ? ids.map((id) => products.get(id)).filter((p): p is FeedProduct => !!p) : [...products.values()]),
    listArtisans: () => catalogue.artisans,
    listTaxons: () => catalogue.taxons,
    onProductsChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(id, change) {
      const current = products.get(id);
      if (change === null) products.delete(id);
      else if (current) products.set(id, { ...current, ...change });
      else products.set(id, change as FeedProduct);
      for (const l of listeners) l([id]);
    },
  };
}
