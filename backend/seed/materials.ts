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
  /** As used after "in …" in a product title, e.g. en 'emerald velvet', it 'velluto smeraldo'. */
  name: Localized;
}

// [swatch, group, colour, en, es, de, fr, it]
type Row = [MaterialSwatch, MaterialGroup, ColourKey, string, string, string, string, string];
// prettier-ignore
const ROWS: Row[] = [
  ['walnut', 'wood', 'brown', 'walnut', 'nogal', 'Nussbaum', 'noyer', 'noce'],
  ['ash', 'wood', 'natural', 'ash', 'fresno', 'Esche', 'frêne', 'frassino'],
  ['oak', 'wood', 'natural', 'oak', 'roble', 'Eiche', 'chêne', 'rovere'],
  ['ebony', 'wood', 'black', 'ebony', 'ébano', 'Ebenholz', 'ébène', 'ebano'],
  ['brass', 'metal', 'gold', 'brass', 'latón', 'Messing', 'laiton', 'ottone'],
  ['bronze', 'metal', 'bronze', 'bronze', 'bronce', 'Bronze', 'bronze', 'bronzo'],
  ['chrome', 'metal', 'silver', 'polished chrome', 'cromo pulido', 'poliertem Chrom', 'chrome poli', 'cromo lucido'],
  ['carrara-marble', 'stone', 'white', 'Carrara marble', 'mármol de Carrara', 'Carrara-Marmor', 'marbre de Carrare', 'marmo di Carrara'],
  ['calacatta-marble', 'stone', 'white', 'Calacatta marble', 'mármol Calacatta', 'Calacatta-Marmor', 'marbre Calacatta', 'marmo Calacatta'],
  ['nero-marquina', 'stone', 'black', 'Nero Marquina marble', 'mármol Nero Marquina', 'Nero-Marquina-Marmor', 'marbre Nero Marquina', 'marmo Nero Marquina'],
  ['travertine', 'stone', 'beige', 'travertine', 'travertino', 'Travertin', 'travertin', 'travertino'],
  ['terrazzo', 'stone', 'multicolour', 'Venetian terrazzo', 'terrazo veneciano', 'venezianischem Terrazzo', 'terrazzo vénitien', 'terrazzo veneziano'],
  ['murano-glass-amber', 'glass', 'amber', 'amber Murano glass', 'vidrio de Murano ámbar', 'bernsteinfarbenem Muranoglas', 'verre de Murano ambré', 'vetro di Murano ambra'],
  ['murano-glass-blue', 'glass', 'blue', 'blue Murano glass', 'vidrio de Murano azul', 'blauem Muranoglas', 'verre de Murano bleu', 'vetro di Murano blu'],
  ['murano-glass-clear', 'glass', 'clear', 'clear Murano glass', 'vidrio de Murano transparente', 'klarem Muranoglas', 'verre de Murano transparent', 'vetro di Murano trasparente'],
  ['murano-glass-green', 'glass', 'green', 'green Murano glass', 'vidrio de Murano verde', 'grünem Muranoglas', 'verre de Murano vert', 'vetro di Murano verde'],
  ['velvet-emerald', 'upholstery', 'green', 'emerald velvet', 'terciopelo esmeralda', 'smaragdgrünem Samt', 'velours émeraude', 'velluto smeraldo'],
  ['velvet-rust', 'upholstery', 'red', 'rust velvet', 'terciopelo óxido', 'rostrotem Samt', 'velours rouille', 'velluto ruggine'],
  ['velvet-blush', 'upholstery', 'pink', 'blush velvet', 'terciopelo rosa empolvado', 'zartrosa Samt', 'velours rose poudré', 'velluto cipria'],
  ['boucle-ivory', 'upholstery', 'ivory', 'ivory bouclé', 'bouclé marfil', 'elfenbeinfarbenem Bouclé', 'bouclette ivoire', 'bouclé avorio'],
  ['linen-sand', 'upholstery', 'beige', 'sand linen', 'lino arena', 'sandfarbenem Leinen', 'lin sable', 'lino sabbia'],
  ['leather-cognac', 'upholstery', 'brown', 'cognac Florentine leather', 'cuero florentino coñac', 'cognacfarbenem Florentiner Leder', 'cuir florentin cognac', 'cuoio fiorentino cognac'],
  ['raffia', 'fibre', 'natural', 'raffia', 'rafia', 'Raffiabast', 'raphia', 'rafia'],
  ['rattan', 'fibre', 'natural', 'rattan', 'ratán', 'Rattan', 'rotin', 'rattan'],
  ['terracotta', 'ceramic', 'terracotta', 'Impruneta terracotta', 'terracota de Impruneta', 'Impruneta-Terrakotta', "terre cuite d'Impruneta", "terracotta dell'Impruneta"],
  ['porcelain-white', 'ceramic', 'white', 'Capodimonte porcelain', 'porcelana de Capodimonte', 'Capodimonte-Porzellan', 'porcelaine de Capodimonte', 'porcellana di Capodimonte'],
  ['ceramic-cobalt', 'ceramic', 'blue', 'cobalt Deruta ceramic', 'cerámica de Deruta cobalto', 'kobaltblauer Deruta-Keramik', 'céramique de Deruta cobalt', 'ceramica di Deruta cobalto'],
  ['ceramic-majolica', 'ceramic', 'yellow', 'Caltagirone majolica', 'mayólica de Caltagirone', 'Caltagirone-Majolika', 'majolique de Caltagirone', 'maiolica di Caltagirone'],
  ['wool-cream', 'textile', 'ivory', 'cream wool', 'lana crema', 'cremefarbener Wolle', 'laine crème', 'lana panna'],
  ['silk-ochre', 'textile', 'yellow', 'ochre silk', 'seda ocre', 'ockerfarbener Seide', 'soie ocre', 'seta ocra'],
];

export const MATERIALS: ReadonlyMap<MaterialSwatch, Material> = new Map(
  ROWS.map(([swatch, group, colour, en, es, de, fr, it]) => [swatch, { swatch, group, colour, name: { en, es, de, fr, it } }]),
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
