/** The magazine's post types (spec §2 editorial pages); `value` is the {postType} of /magazine/{postType}/{slug}. */
import type { Texts } from './types';

export const POST_TYPES = [
  { value: 'shop-the-look', label: { en: 'Shop the Look', it: 'Shop the Look', es: 'Compra el look', de: 'Den Look kaufen', fr: 'Shoppez le look' } },
  { value: 'a-list', label: { en: 'The A-List', it: 'La A-List', es: 'La lista A', de: 'Die A-Liste', fr: 'La liste A' } },
  { value: 'the-artisan', label: { en: 'The Artisan', it: "L'Artigiano", es: 'El Artesano', de: 'Der Kunsthandwerker', fr: "L'Artisan" } },
  { value: 'looking-around', label: { en: 'Looking Around', it: 'Guardandosi intorno', es: 'Mirando alrededor', de: 'Rundumblick', fr: 'Regards croisés' } },
  { value: 'editors-pick', label: { en: "Editor's Pick", it: 'Scelti dalla redazione', es: 'Selección del editor', de: 'Die Wahl der Redaktion', fr: 'Le choix de la rédaction' } },
  { value: 'vitrine', label: { en: 'Vitrine', it: 'Vetrina', es: 'Vitrina', de: 'Vitrine', fr: 'Vitrine' } },
  { value: 'the-character', label: { en: 'The Character', it: 'Il Personaggio', es: 'El Personaje', de: 'Die Persönlichkeit', fr: 'Le Personnage' } },
  { value: 'new-vision', label: { en: 'New Vision', it: 'Nuova Visione', es: 'Nueva Visión', de: 'Neue Vision', fr: 'Nouvelle Vision' } },
  { value: 'new-makers', label: { en: 'New Makers', it: 'Nuovi Maestri', es: 'Nuevos Artesanos', de: 'Neue Meister', fr: 'Nouveaux Artisans' } },
  { value: 'news', label: { en: 'News', it: 'Notizie', es: 'Noticias', de: 'Neuigkeiten', fr: 'Actualités' } },
  { value: 'studio-visit', label: { en: 'Studio Visit', it: 'Visita in bottega', es: 'Visita al taller', de: 'Atelierbesuch', fr: "Visite d'atelier" } },
] as const satisfies readonly { value: string; label: Texts }[];

export type PostType = (typeof POST_TYPES)[number]['value'];

export function postTypeLabel(value: PostType): Texts {
  const found = POST_TYPES.find((p) => p.value === value);
  if (!found) throw new Error(`unknown post type ${value}`);
  return found.label;
}
