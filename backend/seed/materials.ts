/**
 * Materials and colours of the catalogue, in the five languages. Each material is one of the media
 * service's swatches, so a product's images are rendered in the materials its title names.
 */
import type { Localized, MaterialSwatch } from '../contracts';

export type MaterialGroup = 'wood' | 'upholstery' | 'glass' | 'stone' | 'metal' | 'ceramic' | 'textile' | 'fibre';
export type ColourKey =
  | 'brown' | 'natural' | 'black' | 'gold' | 'bronze' | 'silver' | 'white' | 'beige' | 'grey' | 'amber'
  | 'blue' | 'clear' | 'green' | 'red' | 'pink' | 'ivory' | 'terracotta' | 'multicolour' | 'yellow';

export interface Material {
  swatch: MaterialSwatch;
  group: MaterialGroup;
  colour: ColourKey;
  /**
   * The material's name, as filters, product details and the search index show it (German in the
   * nominative: 'poliertes Chrom'), e.g. en 'emerald velvet', it 'velluto smeraldo'.
   */
  name: Localized;
  /**
   * As a product title uses it after its preposition ("in …", German "aus …"): the same as `name`
   * except in German, where "aus" takes the dative ('Sessel aus poliertem Chrom').
   */
  afterPreposition: Localized;
}

// [swatch, group, colour, en, es, de (nominative), fr, it, de after "aus" (dative) when it differs]
type Row = [MaterialSwatch, MaterialGroup, ColourKey, string, string, string, string, string, string?];
// prettier-ignore
const ROWS: Row[] = [
  ['walnut', 'wood', 'brown', 'walnut', 'nogal', 'Nussbaum', 'noyer', 'noce'],
  ['ash', 'wood', 'natural', 'ash', 'fresno', 'Esche', 'frêne', 'frassino'],
  ['oak', 'wood', 'natural', 'oak', 'roble', 'Eiche', 'chêne', 'rovere'],
  ['ebony', 'wood', 'black', 'ebony', 'ébano', 'Ebenholz', 'ébène', 'ebano'],
  ['brass', 'metal', 'gold', 'brass', 'latón', 'Messing', 'laiton', 'ottone'],
  ['bronze', 'metal', 'bronze', 'bronze', 'bronce', 'Bronze', 'bronze', 'bronzo'],
  ['chrome', 'metal', 'silver', 'polished chrome', 'cromo pulido', 'poliertes Chrom', 'chrome poli', 'cromo lucido', 'poliertem Chrom'],
  ['carrara-marble', 'stone', 'white', 'Carrara marble', 'mármol de Carrara', 'Carrara-Marmor', 'marbre de Carrare', 'marmo di Carrara'],
  ['calacatta-marble', 'stone', 'white', 'Calacatta marble', 'mármol Calacatta', 'Calacatta-Marmor', 'marbre Calacatta', 'marmo Calacatta'],
  ['nero-marquina', 'stone', 'black', 'Nero Marquina marble', 'mármol Nero Marquina', 'Nero-Marquina-Marmor', 'marbre Nero Marquina', 'marmo Nero Marquina'],
  ['travertine', 'stone', 'beige', 'travertine', 'travertino', 'Travertin', 'travertin', 'travertino'],
  ['terrazzo', 'stone', 'multicolour', 'Venetian terrazzo', 'terrazo veneciano', 'venezianischer Terrazzo', 'terrazzo vénitien', 'terrazzo veneziano', 'venezianischem Terrazzo'],
  ['murano-glass-amber', 'glass', 'amber', 'amber Murano glass', 'vidrio de Murano ámbar', 'bernsteinfarbenes Muranoglas', 'verre de Murano ambré', 'vetro di Murano ambra', 'bernsteinfarbenem Muranoglas'],
  ['murano-glass-blue', 'glass', 'blue', 'blue Murano glass', 'vidrio de Murano azul', 'blaues Muranoglas', 'verre de Murano bleu', 'vetro di Murano blu', 'blauem Muranoglas'],
  ['murano-glass-clear', 'glass', 'clear', 'clear Murano glass', 'vidrio de Murano transparente', 'klares Muranoglas', 'verre de Murano transparent', 'vetro di Murano trasparente', 'klarem Muranoglas'],
  ['murano-glass-green', 'glass', 'green', 'green Murano glass', 'vidrio de Murano verde', 'grünes Muranoglas', 'verre de Murano vert', 'vetro di Murano verde', 'grünem Muranoglas'],
  ['velvet-emerald', 'upholstery', 'green', 'emerald velvet', 'terciopelo esmeralda', 'smaragdgrüner Samt', 'velours émeraude', 'velluto smeraldo', 'smaragdgrünem Samt'],
  ['velvet-rust', 'upholstery', 'red', 'rust velvet', 'terciopelo óxido', 'rostroter Samt', 'velours rouille', 'velluto ruggine', 'rostrotem Samt'],
  ['velvet-blush', 'upholstery', 'pink', 'blush velvet', 'terciopelo rosa empolvado', 'zartrosa Samt', 'velours rose poudré', 'velluto cipria'],
  ['boucle-ivory', 'upholstery', 'ivory', 'ivory bouclé', 'bouclé marfil', 'elfenbeinfarbener Bouclé', 'bouclette ivoire', 'bouclé avorio', 'elfenbeinfarbenem Bouclé'],
  ['linen-sand', 'upholstery', 'beige', 'sand linen', 'lino arena', 'sandfarbenes Leinen', 'lin sable', 'lino sabbia', 'sandfarbenem Leinen'],
  ['leather-cognac', 'upholstery', 'brown', 'cognac Florentine leather', 'cuero florentino coñac', 'cognacfarbenes Florentiner Leder', 'cuir florentin cognac', 'cuoio fiorentino cognac', 'cognacfarbenem Florentiner Leder'],
  ['raffia', 'fibre', 'natural', 'raffia', 'rafia', 'Raffiabast', 'raphia', 'rafia'],
  ['rattan', 'fibre', 'natural', 'rattan', 'ratán', 'Rattan', 'rotin', 'rattan'],
  ['terracotta', 'ceramic', 'terracotta', 'Impruneta terracotta', 'terracota de Impruneta', 'Impruneta-Terrakotta', "terre cuite d'Impruneta", "terracotta dell'Impruneta"],
  ['porcelain-white', 'ceramic', 'white', 'Capodimonte porcelain', 'porcelana de Capodimonte', 'Capodimonte-Porzellan', 'porcelaine de Capodimonte', 'porcellana di Capodimonte'],
  ['ceramic-cobalt', 'ceramic', 'blue', 'cobalt Deruta ceramic', 'cerámica de Deruta cobalto', 'kobaltblaue Deruta-Keramik', 'céramique de Deruta cobalt', 'ceramica di Deruta cobalto', 'kobaltblauer Deruta-Keramik'],
  ['ceramic-majolica', 'ceramic', 'yellow', 'Caltagirone majolica', 'mayólica de Caltagirone', 'Caltagirone-Majolika', 'majolique de Caltagirone', 'maiolica di Caltagirone'],
  ['wool-cream', 'textile', 'ivory', 'cream wool', 'lana crema', 'cremefarbene Wolle', 'laine crème', 'lana panna', 'cremefarbener Wolle'],
  ['silk-ochre', 'textile', 'yellow', 'ochre silk', 'seda ocre', 'ockerfarbene Seide', 'soie ocre', 'seta ocra', 'ockerfarbener Seide'],
];

export const MATERIALS: ReadonlyMap<MaterialSwatch, Material> = new Map(
  ROWS.map(([swatch, group, colour, en, es, de, fr, it, deDative]) => [
    swatch,
    { swatch, group, colour, name: { en, es, de, fr, it }, afterPreposition: { en, es, de: deDative ?? de, fr, it } },
  ]),
);

export function material(swatch: MaterialSwatch): Material {
  const found = MATERIALS.get(swatch);
  if (!found) throw new Error(`unknown material ${swatch}`);
  return found;
}

export function swatchesOf(group: MaterialGroup): MaterialSwatch[] {
  return [...MATERIALS.values()].filter((m) => m.group === group).map((m) => m.swatch);
}

// prettier-ignore
export const COLOURS: Record<ColourKey, Localized> = {
  brown: { en: 'Brown', es: 'Marrón', de: 'Braun', fr: 'Marron', it: 'Marrone' },
  natural: { en: 'Natural', es: 'Natural', de: 'Natur', fr: 'Naturel', it: 'Naturale' },
  black: { en: 'Black', es: 'Negro', de: 'Schwarz', fr: 'Noir', it: 'Nero' },
  gold: { en: 'Gold', es: 'Dorado', de: 'Gold', fr: 'Doré', it: 'Oro' },
  bronze: { en: 'Bronze', es: 'Bronce', de: 'Bronze', fr: 'Bronze', it: 'Bronzo' },
  silver: { en: 'Silver', es: 'Plateado', de: 'Silber', fr: 'Argenté', it: 'Argento' },
  white: { en: 'White', es: 'Blanco', de: 'Weiß', fr: 'Blanc', it: 'Bianco' },
  beige: { en: 'Beige', es: 'Beis', de: 'Beige', fr: 'Beige', it: 'Beige' },
  grey: { en: 'Grey', es: 'Gris', de: 'Grau', fr: 'Gris', it: 'Grigio' },
  amber: { en: 'Amber', es: 'Ámbar', de: 'Bernstein', fr: 'Ambre', it: 'Ambra' },
  blue: { en: 'Blue', es: 'Azul', de: 'Blau', fr: 'Bleu', it: 'Blu' },
  clear: { en: 'Clear', es: 'Transparente', de: 'Klar', fr: 'Transparent', it: 'Trasparente' },
  green: { en: 'Green', es: 'Verde', de: 'Grün', fr: 'Vert', it: 'Verde' },
  red: { en: 'Red', es: 'Rojo', de: 'Rot', fr: 'Rouge', it: 'Rosso' },
  pink: { en: 'Pink', es: 'Rosa', de: 'Rosa', fr: 'Rose', it: 'Rosa' },
  ivory: { en: 'Ivory', es: 'Marfil', de: 'Elfenbein', fr: 'Ivoire', it: 'Avorio' },
  terracotta: { en: 'Terracotta', es: 'Terracota', de: 'Terrakotta', fr: 'Terre cuite', it: 'Terracotta' },
  multicolour: { en: 'Multicolour', es: 'Multicolor', de: 'Mehrfarbig', fr: 'Multicolore', it: 'Multicolore' },
  yellow: { en: 'Yellow', es: 'Amarillo', de: 'Gelb', fr: 'Jaune', it: 'Giallo' },
};

/** Facet label of a material (capitalised name), e.g. 'Emerald velvet'. */
export function materialLabel(swatch: MaterialSwatch): Localized {
  const { name } = material(swatch);
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { en: cap(name.en), es: cap(name.es), de: cap(name.de), fr: cap(name.fr), it: cap(name.it) };
}
