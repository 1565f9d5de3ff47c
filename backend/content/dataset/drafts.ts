/**
 * Unpublished edits for preview mode: for every kind of document, one draft (`drafts.<id>`) that an
 * editor is working on, visibly different from the published version and updated after it.
 */
import type { BuildContext } from './context';
import { ls } from './locale';
import type { FirstLevelMenuItem } from './menus';
import type { SanityDocument, Texts } from './types';

interface DraftEdit {
  id: string;
  /** Field to change and its new localized text; menus change their first item's label instead. */
  field: string;
  text: Texts;
}

export const DRAFT_EDITS: DraftEdit[] = [
  { id: 'consumer-menu', field: 'firstLevelMenu', text: { en: 'The Workshops', it: 'Le botteghe', es: 'Los talleres', de: 'Die Werkstätten', fr: 'Les ateliers' } },
  { id: 'trade-menu', field: 'firstLevelMenu', text: { en: 'Trade Studio', it: 'Studio trade', es: 'Estudio trade', de: 'Trade-Studio', fr: 'Studio trade' } },
  {
    id: 'message-white-glove',
    field: 'text',
    text: {
      en: 'Winter preview: white-glove delivery now includes unpacking, assembly and taking the packaging away.',
      it: 'Anteprima d’inverno: la consegna white glove ora comprende disimballo, montaggio e ritiro degli imballi.',
      es: 'Avance de invierno: la entrega de guante blanco ahora incluye desembalaje, montaje y retirada del embalaje.',
      de: 'Wintervorschau: Die White-Glove-Lieferung umfasst jetzt Auspacken, Montage und Mitnahme der Verpackung.',
      fr: 'Avant-première d’hiver : la livraison en gants blancs comprend désormais déballage, montage et reprise des emballages.',
    },
  },
  {
    id: 'signup-layer-general',
    field: 'title',
    text: { en: 'A letter from Italy, every other Sunday', it: "Una lettera dall'Italia, una domenica sì e una no", es: 'Una carta desde Italia, un domingo sí y otro no', de: 'Ein Brief aus Italien, jeden zweiten Sonntag', fr: 'Une lettre d’Italie, un dimanche sur deux' },
  },
  {
    id: 'home',
    field: 'hero.title',
    text: { en: 'The Winter House', it: "La casa d'inverno", es: 'La casa de invierno', de: 'Das Winterhaus', fr: 'La maison d’hiver' },
  },
  {
    id: 'landing-gifts-from-italy',
    field: 'title',
    text: { en: 'Holiday Gifts from Italy', it: "Regali di Natale dall'Italia", es: 'Regalos navideños de Italia', de: 'Weihnachtsgeschenke aus Italien', fr: 'Cadeaux de fêtes d’Italie' },
  },
  {
    id: 'collection-murano-glass',
    field: 'title',
    text: { en: 'Murano Glass: Winter Colours', it: 'Vetro di Murano: colori d’inverno', es: 'Cristal de Murano: colores de invierno', de: 'Muranoglas: Winterfarben', fr: 'Verre de Murano : couleurs d’hiver' },
  },
  {
    id: 'magazine-the-amber-hour',
    field: 'title',
    text: { en: 'The Amber Hour, Revisited', it: "L'ora d'ambra, rivisitata", es: 'La hora ámbar, revisitada', de: 'Die Bernsteinstunde, neu betrachtet', fr: 'L’heure ambrée, revisitée' },
  },
  {
    id: 'pdp-rule-lighting',
    field: 'title',
    text: { en: 'Lighting: glass, wiring and care', it: 'Illuminazione: vetro, cablaggio e cura', es: 'Iluminación: cristal, cableado y cuidados', de: 'Beleuchtung: Glas, Verkabelung und Pflege', fr: 'Luminaires : verre, câblage et entretien' },
  },
  {
    id: 'legal-privacy',
    field: 'title',
    text: { en: 'Privacy Policy (2027 revision)', it: 'Informativa sulla privacy (revisione 2027)', es: 'Política de privacidad (revisión 2027)', de: 'Datenschutzerklärung (Fassung 2027)', fr: 'Politique de confidentialité (révision 2027)' },
  },
  {
    id: 'page-about',
    field: 'title',
    text: { en: 'About Casa Maestri: Our Story', it: 'Chi siamo: la nostra storia', es: 'Quiénes somos: nuestra historia', de: 'Über uns: Unsere Geschichte', fr: 'À propos : notre histoire' },
  },
];

export function buildDrafts(ctx: BuildContext, published: SanityDocument[]): SanityDocument[] {
  return DRAFT_EDITS.map((edit, i) => {
    const source = published.find((d) => d._id === edit.id);
    if (!source) throw new Error(`draft edits unknown document ${edit.id}`);
    const draft = structuredClone(source) as SanityDocument;
    draft._id = `drafts.${source._id}`;
    draft._updatedAt = ctx.at(330 + i / 24);
    draft._rev = `draft${String(i).padStart(2, '0')}${source._rev ?? ''}`.slice(0, 22);
    if (edit.field === 'firstLevelMenu') {
      const first = (draft.firstLevelMenu as FirstLevelMenuItem[])[0];
      first.link = { ...first.link, label: ls(edit.text) };
    } else {
      const path = edit.field.split('.');
      let target = draft as Record<string, unknown>;
      for (const part of path.slice(0, -1)) target = target[part] as Record<string, unknown>;
      target[path[path.length - 1]] = ls(edit.text);
    }
    return draft;
  });
}
