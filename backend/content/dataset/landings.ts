/** Landing pages (`_type: 'landing'`, /landing/{slug}): seasonal and audience campaigns built from blocks. */
import type { Blocks } from './blocks';
import { COLLECTION_IDS } from './collections';
import type { BuildContext } from './context';
import type { Departments } from './departments';
import { productShot, scene } from './images';
import { localeSlug, ls } from './locale';
import type { MaterialSwatch, ProductSubject } from '../../contracts';
import type { SanityDocument, Texts } from './types';
import { pagePath } from './routes';

const GIFT_TIERS: { subject: ProductSubject; material: MaterialSwatch; label: Texts }[] = [
  { subject: 'candle-holder', material: 'brass', label: { en: 'Small luxuries', it: 'Piccoli lussi', es: 'Pequeños lujos', de: 'Kleiner Luxus', fr: 'Petits luxes' } },
  { subject: 'vase', material: 'murano-glass-green', label: { en: 'For the host', it: 'Per chi ti ospita', es: 'Para el anfitrión', de: 'Für Gastgeber', fr: 'Pour l’hôte' } },
  { subject: 'sculpture', material: 'bronze', label: { en: 'Exceptional gifts', it: 'Regali eccezionali', es: 'Regalos excepcionales', de: 'Außergewöhnliche Geschenke', fr: 'Cadeaux d’exception' } },
];

export const LANDING_IDS = {
  summer: 'landing-an-italian-summer',
  gifts: 'landing-gifts-from-italy',
  hospitality: 'landing-hospitality-projects',
} as const;

export function buildLandings(ctx: BuildContext, b: Blocks, d: Departments): SanityDocument[] {
  const img = ctx.images.image.bind(ctx.images);

  const summerHero = img(scene('terrace', ['terracotta', 'raffia', 'linen-sand'], 401), {
    en: 'A shaded terrace with raffia chairs and terracotta planters', it: 'Una terrazza ombreggiata con sedie in rafia e vasi in terracotta',
    es: 'Una terraza a la sombra con sillas de rafia y macetas de terracota', de: 'Eine schattige Terrasse mit Bast-Stühlen und Terrakotta-Töpfen',
    fr: 'Une terrasse ombragée avec des chaises en raphia et des jardinières en terre cuite',
  });
  const giftsHero = img(scene('still-life', ['porcelain-white', 'brass', 'murano-glass-green'], 402), {
    en: 'Wrapped gifts beside porcelain and glass', it: 'Regali incartati accanto a porcellane e vetri', es: 'Regalos envueltos junto a porcelana y cristal',
    de: 'Verpackte Geschenke neben Porzellan und Glas', fr: 'Cadeaux emballés près de porcelaine et de verre',
  });
  const hospitalityHero = img(scene('dining-room', ['leather-cognac', 'walnut', 'brass'], 403), {
    en: 'A hotel lounge furnished in walnut and leather', it: 'La lounge di un hotel arredata in noce e cuoio', es: 'El salón de un hotel amueblado en nogal y cuero',
    de: 'Eine Hotellounge mit Nussbaum und Leder', fr: 'Le salon d’un hôtel meublé de noyer et de cuir',
  });

  return [
    ctx.doc('landing', LANDING_IDS.summer, { created: 240, updated: 262 }, {
      title: ls({ en: 'An Italian Summer', it: "Un'estate italiana", es: 'Un verano italiano', de: 'Ein italienischer Sommer', fr: 'Un été italien' }),
      slug: localeSlug({ en: 'an-italian-summer', it: 'un-estate-italiana', es: 'un-verano-italiano', de: 'ein-italienischer-sommer', fr: 'un-ete-italien' }),
      subtitle: ls({
        en: 'Long lunches, late light and pieces made to live outdoors.',
        it: 'Pranzi lunghi, luce della sera e pezzi fatti per vivere all’aperto.',
        es: 'Comidas largas, luz de atardecer y piezas hechas para vivir al aire libre.',
        de: 'Lange Mittagessen, spätes Licht und Stücke, die für draußen gemacht sind.',
        fr: 'De longs déjeuners, la lumière du soir et des pièces faites pour vivre dehors.',
      }),
      heroImage: summerHero,
      previewImage: summerHero,
      // Opens on its picture under a transparent header (spec §2 immersive-header option).
      immersiveHeader: true,
      content: [
        b.banner({
          image: summerHero,
          title: { en: 'Made for the open air', it: 'Fatti per l’aria aperta', es: 'Hechos para el aire libre', de: 'Gemacht für draußen', fr: 'Faits pour le plein air' },
          subtitle: {
            en: 'Teak, raffia and Impruneta terracotta that weather beautifully.',
            it: 'Teak, rafia e terracotta dell’Impruneta che invecchiano con grazia.',
            es: 'Teca, rafia y terracota de Impruneta que envejecen con elegancia.',
            de: 'Teak, Bast und Terrakotta aus Impruneta, die in Schönheit altern.',
            fr: 'Teck, raphia et terre cuite d’Impruneta qui vieillissent avec grâce.',
          },
        }),
        b.twoBanners([
          {
            image: img(productShot('outdoor-chair', ['raffia', 'oak'], 404), { en: 'Raffia outdoor chair', it: 'Sedia da esterno in rafia', es: 'Silla de exterior de rafia', de: 'Outdoor-Stuhl aus Bast', fr: 'Chaise d’extérieur en raphia' }),
            title: { en: 'Seating in the sun', it: 'Sedute al sole', es: 'Asientos al sol', de: 'Sitzen in der Sonne', fr: 'S’asseoir au soleil' },
            link: ctx.categoryLink(d.seating),
          },
          {
            image: img(productShot('planter', ['terracotta'], 405), { en: 'Terracotta planter', it: 'Vaso in terracotta', es: 'Macetero de terracota', de: 'Terrakotta-Pflanzgefäß', fr: 'Jardinière en terre cuite' }),
            title: { en: 'Vessels for the garden', it: 'Vasi per il giardino', es: 'Recipientes para el jardín', de: 'Gefäße für den Garten', fr: 'Contenants pour le jardin' },
            link: ctx.categoryLink(d.vases),
          },
        ]),
        b.productList({
          title: { en: 'Summer, made by hand', it: 'L’estate, fatta a mano', es: 'El verano, hecho a mano', de: 'Der Sommer, von Hand gemacht', fr: 'L’été, fait main' },
          productIds: ctx.catalogue.pickIds(12, { permalink: d.tableware.permalink }),
        }),
        b.documentsPreview({
          title: { en: 'Summer reading', it: 'Letture d’estate', es: 'Lecturas de verano', de: 'Sommerlektüre', fr: 'Lectures d’été' },
          carousel: false,
          ids: ['magazine-dinner-on-the-terrace', 'magazine-a-house-on-lake-como'],
        }),
      ],
    }),
    ctx.doc('landing', LANDING_IDS.gifts, { created: 300, updated: 318 }, {
      title: ls({ en: 'Gifts from Italy', it: "Regali dall'Italia", es: 'Regalos de Italia', de: 'Geschenke aus Italien', fr: 'Cadeaux d’Italie' }),
      slug: localeSlug({ en: 'gifts-from-italy', it: 'regali-dall-italia', es: 'regalos-de-italia', de: 'geschenke-aus-italien', fr: 'cadeaux-d-italie' }),
      subtitle: ls({
        en: 'Objects made slowly, for the people you would travel far for.',
        it: 'Oggetti fatti con lentezza, per le persone per cui fareste molta strada.',
        es: 'Objetos hechos sin prisa, para las personas por las que viajaría lejos.',
        de: 'Langsam gefertigte Dinge für die Menschen, für die Sie weit reisen würden.',
        fr: 'Des objets faits lentement, pour ceux pour qui vous iriez loin.',
      }),
      heroImage: giftsHero,
      previewImage: giftsHero,
      content: [
        b.row({
          title: { en: 'Gifts for everyone', it: 'Regali per tutti', es: 'Regalos para todos', de: 'Geschenke für alle', fr: 'Des cadeaux pour tous' },
          carousel: true,
          items: GIFT_TIERS.map((tier, i) => ({
            image: img(productShot(tier.subject, [tier.material], 406 + i), tier.label),
            title: tier.label,
            link: ctx.categoryLink(d.decor, tier.label),
          })),
        }),
        b.productList({ productIds: ctx.catalogue.pickIds(12, { permalink: d.decor.permalink }) }),
        b.cta(ctx.docLink('collection', COLLECTION_IDS.weddingTable, { en: 'Gifts for a wedding', it: 'Regali di nozze', es: 'Regalos de boda', de: 'Hochzeitsgeschenke', fr: 'Cadeaux de mariage' })),
      ],
    }),
    ctx.doc('landing', LANDING_IDS.hospitality, { created: 200, updated: 230 }, {
      title: ls({ en: 'Hospitality Projects', it: 'Progetti hospitality', es: 'Proyectos de hostelería', de: 'Hotellerie-Projekte', fr: 'Projets hôteliers' }),
      slug: localeSlug({ en: 'hospitality-projects', it: 'progetti-hospitality', es: 'proyectos-de-hosteleria', de: 'hotellerie-projekte', fr: 'projets-hoteliers' }),
      subtitle: ls({
        en: 'From a boutique hotel in Positano to a members’ club in London: Italian craft at the scale of a project.',
        it: 'Da un boutique hotel a Positano a un club privato a Londra: l’artigianato italiano alla scala di un progetto.',
        es: 'De un hotel boutique en Positano a un club privado en Londres: artesanía italiana a la escala de un proyecto.',
        de: 'Vom Boutique-Hotel in Positano bis zum Members’ Club in London: italienisches Handwerk im Maßstab eines Projekts.',
        fr: 'D’un hôtel de charme à Positano à un club privé à Londres : l’artisanat italien à l’échelle d’un projet.',
      }),
      audience: 'trade',
      heroImage: hospitalityHero,
      previewImage: hospitalityHero,
      content: [
        b.linkedImage({
          image: hospitalityHero,
          title: { en: 'One team, from sketch to installation', it: 'Un solo team, dallo schizzo all’installazione', es: 'Un solo equipo, del boceto a la instalación', de: 'Ein Team, von der Skizze bis zur Montage', fr: 'Une seule équipe, de l’esquisse à l’installation' },
          text: {
            en: 'Our contract team coordinates artisans, samples, certifications and white-glove delivery, so your project speaks to one person, in your language.',
            it: 'Il nostro team contract coordina artigiani, campionature, certificazioni e consegna white glove: il vostro progetto parla con una sola persona, nella vostra lingua.',
            es: 'Nuestro equipo de contract coordina artesanos, muestras, certificaciones y entrega de guante blanco, para que su proyecto hable con una sola persona, en su idioma.',
            de: 'Unser Objektteam koordiniert Kunsthandwerker, Muster, Zertifizierungen und White-Glove-Lieferung, damit Ihr Projekt nur einen Ansprechpartner hat, in Ihrer Sprache.',
            fr: 'Notre équipe contract coordonne artisans, échantillons, certifications et livraison en gants blancs : votre projet n’a qu’un interlocuteur, dans votre langue.',
          },
          link: ctx.urlLink({ en: 'About contract', it: 'Scopri il contract', es: 'Sobre contract', de: 'Mehr zum Objektgeschäft', fr: 'À propos du contract' }, pagePath('contract')),
        }),
        b.productList({ productIds: ctx.catalogue.pickIds(8, { where: (p) => p.suitableForContract }) }),
        b.cta(ctx.urlLink({ en: 'Apply to the trade programme', it: 'Candidati al programma trade', es: 'Solicite el programa trade', de: 'Für das Trade-Programm bewerben', fr: 'Rejoindre le programme trade' }, pagePath('trade'))),
      ],
    }),
  ];
}
