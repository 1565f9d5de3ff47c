/**
 * A small but realistic catalogue for the dataset tests: a three-level taxonomy in five languages,
 * twelve artisans and `count` products spread over the leaves, built deterministically.
 */
import type { CatalogueFeed, FeedArtisan, FeedProduct, FeedTaxon, Localized } from '../../../../backend/contracts';

type Names = [en: string, it: string, es: string, de: string, fr: string];
interface Node {
  slug: Names;
  name: Names;
  children?: Node[];
}

const n = (name: Names, slug: Names = name, children?: Node[]): Node => ({ name, slug, children });

// prettier-ignore
const TREE: Node[] = [
  n(['Furniture', 'Arredamento', 'Mobiliario', 'Möbel', 'Mobilier'], undefined, [
    n(['Seating', 'Sedute', 'Asientos', 'Sitzmöbel', 'Assises'], undefined, [
      n(['Armchairs', 'Poltrone', 'Butacas', 'Sessel', 'Fauteuils']),
      n(['Sofas', 'Divani', 'Sofás', 'Sofas', 'Canapés']),
      n(['Dining chairs', 'Sedie', 'Sillas', 'Esszimmerstühle', 'Chaises']),
    ]),
    n(['Tables', 'Tavoli', 'Mesas', 'Tische', 'Tables'], undefined, [
      n(['Dining tables', 'Tavoli da pranzo', 'Mesas de comedor', 'Esstische', 'Tables à manger']),
      n(['Coffee tables', 'Tavolini', 'Mesas de centro', 'Couchtische', 'Tables basses']),
    ]),
    n(['Storage', 'Contenitori', 'Almacenaje', 'Aufbewahrung', 'Rangements'], undefined, [
      n(['Sideboards', 'Credenze', 'Aparadores', 'Sideboards', 'Buffets']),
      n(['Bookcases', 'Librerie', 'Librerías', 'Bücherregale', 'Bibliothèques']),
    ]),
  ]),
  n(['Lighting', 'Illuminazione', 'Iluminación', 'Beleuchtung', 'Luminaires'], undefined, [
    n(['Ceiling lights', 'Lampade a sospensione', 'Lámparas de techo', 'Deckenleuchten', 'Suspensions'], undefined, [
      n(['Chandeliers', 'Lampadari', 'Arañas', 'Kronleuchter', 'Lustres']),
      n(['Pendant lamps', 'Sospensioni', 'Colgantes', 'Pendelleuchten', 'Lampes suspendues']),
    ]),
    n(['Table lamps', 'Lampade da tavolo', 'Lámparas de mesa', 'Tischleuchten', 'Lampes à poser']),
    n(['Floor lamps', 'Lampade da terra', 'Lámparas de pie', 'Stehleuchten', 'Lampadaires']),
  ]),
  n(['Decor', 'Complementi', 'Decoración', 'Wohnaccessoires', 'Décoration'], undefined, [
    n(['Vases', 'Vasi', 'Jarrones', 'Vasen', 'Vases']),
    n(['Mirrors', 'Specchi', 'Espejos', 'Spiegel', 'Miroirs']),
    n(['Sculptures', 'Sculture', 'Esculturas', 'Skulpturen', 'Sculptures']),
  ]),
  n(['Tableware', 'Tavola', 'Mesa', 'Tischkultur', 'Art de la table'], undefined, [
    n(['Dinnerware', 'Piatti', 'Vajilla', 'Geschirr', 'Vaisselle']),
    n(['Glassware', 'Bicchieri', 'Cristalería', 'Gläser', 'Verrerie']),
  ]),
];

const LANGS = ['en', 'it', 'es', 'de', 'fr'] as const;
const loc = <T>(f: (i: number) => T): Localized<T> =>
  ({ en: f(0), it: f(1), es: f(2), de: f(3), fr: f(4) }) as Localized<T>;
const slugify = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');

const ARTISANS: [name: string, city: string][] = [
  ['Bottega Ghianda', 'Valmadrera'], ['Vetreria Barovier', 'Murano'], ['Fornace Masini', 'Impruneta'],
  ['Laboratorio Pesce', 'Cantù'], ['Ceramiche Solimene', 'Vietri sul Mare'], ['Officina Ottone', 'Milan'],
  ['Marmi Lazzerini', 'Carrara'], ['Tessitura Bevilacqua', 'Venice'], ['Bottega Nove', 'Bassano del Grappa'],
  ['Studio Terrazzo Veneto', 'Venice'], ['Cuoio Fiorentino', 'Florence'], ['Atelier Deruta', 'Deruta'],
];

const MATERIALS: Record<string, Localized<string[]>> = {
  furniture: { en: ['Walnut', 'Velvet'], it: ['Noce', 'Velluto'], es: ['Nogal', 'Terciopelo'], de: ['Nussbaum', 'Samt'], fr: ['Noyer', 'Velours'] },
  lighting: { en: ['Murano glass', 'Brass'], it: ['Vetro di Murano', 'Ottone'], es: ['Cristal de Murano', 'Latón'], de: ['Muranoglas', 'Messing'], fr: ['Verre de Murano', 'Laiton'] },
  decor: { en: ['Terracotta'], it: ['Terracotta'], es: ['Terracota'], de: ['Terrakotta'], fr: ['Terre cuite'] },
  tableware: { en: ['Porcelain'], it: ['Porcellana'], es: ['Porcelana'], de: ['Porzellan'], fr: ['Porcelaine'] },
};

export function fixtureFeed(count = 120): CatalogueFeed {
  const taxons: FeedTaxon[] = [];
  const walk = (nodes: Node[], parent: FeedTaxon | null) => {
    for (const node of nodes) {
      const slug = loc((i) => slugify(node.slug[i]));
      const taxon: FeedTaxon = {
        id: `t${taxons.length + 1}`,
        permalink: parent ? `${parent.permalink}/${slug.en}` : slug.en,
        name: loc((i) => node.name[i]),
        slug,
        localizedPermalink: loc((i) => (parent ? `${parent.localizedPermalink[LANGS[i]]}/${slug[LANGS[i]]}` : slug[LANGS[i]])),
        parentId: parent?.id ?? null,
        depth: parent ? parent.depth + 1 : 0,
      };
      taxons.push(taxon);
      if (node.children) walk(node.children, taxon);
    }
  };
  walk(TREE, null);
  const leaves = taxons.filter((t) => !taxons.some((c) => c.parentId === t.id));

  const artisans: FeedArtisan[] = ARTISANS.map(([name, city], i) => ({
    id: `a${i + 1}`,
    slug: slugify(name),
    name,
    city,
    programLevel: (i % 3) + 1,
    createdAt: new Date(Date.UTC(2024, i, 1)).toISOString(),
    image: `http://127.0.0.1:4000/media/portrait/walnut/scene-${i}.jpg`,
  }));

  const products: FeedProduct[] = Array.from({ length: count }, (_, i) => {
    const leaf = leaves[i % leaves.length];
    const artisan = artisans[i % artisans.length];
    const path = (lang: (typeof LANGS)[number]) => {
      const chain: string[] = [];
      for (let t: FeedTaxon | undefined = leaf; t; t = taxons.find((x) => x.id === t?.parentId)) chain.unshift(t.name[lang]);
      return [chain];
    };
    const title = loc((li) => `${leaf.name[LANGS[li]]} ${i + 1}`);
    return {
      id: String(1000 + i),
      sku: `CM-${1000 + i}`,
      variantId: String(1000 + i),
      excludedCountries: [],
      slug: loc((li) => slugify(title[LANGS[li]])),
      title,
      categories: loc((li) => path(LANGS[li])),
      taxonPermalinks: [leaf.permalink],
      artisan: { id: artisan.id, slug: artisan.slug, name: artisan.name, programLevel: artisan.programLevel },
      designer: i % 4 === 0 ? 'Gio Ponti Archives' : null,
      materials: MATERIALS[leaf.permalink.split('/')[0]] ?? loc(() => ['walnut']),
      colors: loc(() => ['brown']),
      prices: {
        USD: { price: '1200.00', fullPrice: null, tradePrice: '1020.00' },
        EUR: { price: '1100.00', fullPrice: null, tradePrice: '935.00' },
        GBP: { price: '950.00', fullPrice: null, tradePrice: '807.50' },
      },
      shippingCost: { USD: '0.00', EUR: '0.00', GBP: '0.00' },
      shippingTime: i % 5,
      shippingMessage: null,
      canSupply: true,
      customizable: i % 3 === 0,
      hasAr: i % 2 === 0,
      suitableForContract: i % 4 === 1,
      editorsPick: i % 7 === 0,
      b2bOnly: false,
      b2cOnly: false,
      dimensionsCm: { width: 80, height: 90, depth: 70 },
      images: [`http://127.0.0.1:4000/media/armchair/walnut/front-${i}.jpg`],
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
      curatedRank: (i * 37) % count,
      popularity: i,
    };
  });

  return {
    listProducts: (ids) => (ids ? products.filter((p) => ids.includes(p.id)) : products),
    listArtisans: () => artisans,
    listTaxons: () => taxons,
    onProductsChanged: () => () => {},
  };
}
