/** Magazine posts about places and news: looking around and news. */
import { OFFICES, officeAddress } from '../../shared/contact';
import { scene } from './images';
import type { PostSpec } from './posts';
import { pagePath } from './routes';

export const POSTS_PLACES: PostSpec[] = [
  {
    key: 'a-palazzo-in-brera',
    postType: 'looking-around',
    published: 282,
    author: 'Elena Marchetti',
    write: ({ b, d, img }) => ({
      title: { en: 'A Palazzo in Brera', it: 'Un palazzo a Brera', es: 'Un palacio en Brera', de: 'Ein Palazzo in Brera', fr: 'Un palais à Brera' },
      excerpt: {
        en: 'Frescoed ceilings, terrazzo floors and furniture made a few streets away: a Milanese home restored with patience.',
        it: 'Soffitti affrescati, pavimenti in terrazzo e arredi fatti a pochi isolati: una casa milanese restaurata con pazienza.',
        es: 'Techos con frescos, suelos de terrazo y muebles hechos a pocas calles: una casa milanesa restaurada con paciencia.',
        de: 'Freskendecken, Terrazzoböden und Möbel, gefertigt ein paar Straßen weiter: ein Mailänder Zuhause, mit Geduld restauriert.',
        fr: 'Plafonds à fresques, sols en terrazzo et meubles fabriqués à quelques rues : une maison milanaise restaurée avec patience.',
      },
      hero: img(scene('living-room', ['terrazzo', 'velvet-blush', 'brass'], 201), {
        en: 'A frescoed living room in Brera', it: 'Un soggiorno affrescato a Brera', es: 'Un salón con frescos en Brera', de: 'Ein freskengeschmückter Salon in Brera', fr: 'Un salon à fresques à Brera',
      }),
      content: [
        b.cinema({
          slides: (['living-room', 'dining-room', 'bedroom'] as const).map((room, i) => ({
            image: img(scene(room, [(['terrazzo', 'walnut', 'linen-sand'] as const)[i], 'brass'], 202 + i), {
              en: ['The salon', 'The dining room', 'The bedroom'][i],
              it: ['Il salone', 'La sala da pranzo', 'La camera da letto'][i],
              es: ['El salón', 'El comedor', 'El dormitorio'][i],
              de: ['Der Salon', 'Das Esszimmer', 'Das Schlafzimmer'][i],
              fr: ['Le salon', 'La salle à manger', 'La chambre'][i],
            }),
            caption: {
              en: ['The salon keeps its 1790 frescoes', 'A walnut table for twelve', 'Linen, and nothing else'][i],
              it: ['Il salone conserva gli affreschi del 1790', 'Un tavolo in noce per dodici', 'Lino, e nient’altro'][i],
              es: ['El salón conserva sus frescos de 1790', 'Una mesa de nogal para doce', 'Lino, y nada más'][i],
              de: ['Der Salon bewahrt seine Fresken von 1790', 'Ein Nussbaumtisch für zwölf', 'Leinen, und sonst nichts'][i],
              fr: ['Le salon garde ses fresques de 1790', 'Une table en noyer pour douze', 'Du lin, et rien d’autre'][i],
            },
          })),
        }),
        b.richText({
          en: `The owners, two architects, spent three years on the restoration. They kept the floors, found the original colours under six layers of paint, and furnished the rooms slowly, mostly with [furniture](category:${d.furniture.permalink}) from workshops within a day’s drive of Milan.`,
          it: `I proprietari, due architetti, hanno dedicato tre anni al restauro. Hanno conservato i pavimenti, ritrovato i colori originali sotto sei strati di pittura e arredato le stanze con calma, soprattutto con [arredi](category:${d.furniture.permalink}) di botteghe a meno di un giorno d’auto da Milano.`,
          es: `Los propietarios, dos arquitectos, dedicaron tres años a la restauración. Conservaron los suelos, hallaron los colores originales bajo seis capas de pintura y amueblaron las estancias sin prisa, sobre todo con [muebles](category:${d.furniture.permalink}) de talleres a menos de un día en coche de Milán.`,
          de: `Die Eigentümer, zwei Architekten, widmeten der Restaurierung drei Jahre. Sie bewahrten die Böden, fanden die ursprünglichen Farben unter sechs Anstrichen und richteten die Räume langsam ein, meist mit [Möbeln](category:${d.furniture.permalink}) aus Werkstätten, die höchstens eine Tagesfahrt von Mailand entfernt liegen.`,
          fr: `Les propriétaires, deux architectes, ont consacré trois ans à la restauration. Ils ont gardé les sols, retrouvé les couleurs d’origine sous six couches de peinture et meublé les pièces sans hâte, surtout avec du [mobilier](category:${d.furniture.permalink}) venu d’ateliers à moins d’une journée de route de Milan.`,
        }),
        b.documentsPreview({
          title: { en: 'Keep looking', it: 'Continua a guardare', es: 'Siga mirando', de: 'Weiter schauen', fr: 'Continuer la visite' },
          carousel: false,
          ids: ['magazine-a-house-on-lake-como', 'magazine-the-amber-hour'],
        }),
      ],
    }),
  },
  {
    key: 'a-house-on-lake-como',
    postType: 'looking-around',
    published: 210,
    author: 'Giulia Ferri',
    write: ({ ctx, b, d, img }) => {
      const picks = ctx.catalogue.pick(3, { permalink: d.furniture.permalink });
      const terrace = img(scene('terrace', ['oak', 'linen-sand', 'terracotta'], 211), {
        en: 'A terrace over Lake Como', it: 'Una terrazza sul lago di Como', es: 'Una terraza sobre el lago de Como', de: 'Eine Terrasse über dem Comer See', fr: 'Une terrasse sur le lac de Côme',
      });
      return {
        title: { en: 'A House on Lake Como', it: 'Una casa sul lago di Como', es: 'Una casa en el lago de Como', de: 'Ein Haus am Comer See', fr: 'Une maison sur le lac de Côme' },
        excerpt: {
          en: 'A 1920s villa where the view does the decorating and the furniture knows when to stay quiet.',
          it: 'Una villa degli anni Venti dove è la vista ad arredare e i mobili sanno quando tacere.',
          es: 'Una villa de los años veinte donde la vista decora y los muebles saben cuándo callar.',
          de: 'Eine Villa aus den 1920er-Jahren, in der die Aussicht dekoriert und die Möbel wissen, wann sie schweigen.',
          fr: 'Une villa des années 1920 où la vue fait la décoration et où les meubles savent se taire.',
        },
        hero: terrace,
        content: [
          b.banner({
            image: terrace,
            title: { en: 'Let the lake lead', it: 'Lasciare parlare il lago', es: 'Que el lago mande', de: 'Der See gibt den Ton an', fr: 'Laisser parler le lac' },
          }),
          b.richText({
            en: 'Every window here frames the water, so the rooms are calm: oak, linen, a little terracotta. Only the light changes, every hour.',
            it: 'Ogni finestra qui incornicia l’acqua, così le stanze sono quiete: rovere, lino, un po’ di terracotta. Cambia solo la luce, ogni ora.',
            es: 'Cada ventana enmarca el agua, así que las estancias son serenas: roble, lino, un poco de terracota. Solo cambia la luz, cada hora.',
            de: 'Jedes Fenster rahmt hier das Wasser, also sind die Räume ruhig: Eiche, Leinen, ein wenig Terrakotta. Nur das Licht ändert sich, jede Stunde.',
            fr: 'Chaque fenêtre encadre l’eau, alors les pièces restent calmes : chêne, lin, un peu de terre cuite. Seule la lumière change, à chaque heure.',
          }),
          b.shopTheLook({
            image: img(scene('living-room', ['oak', 'linen-sand'], 212), {
              en: 'The lake-facing living room', it: 'Il soggiorno sul lago', es: 'El salón frente al lago', de: 'Das Wohnzimmer zum See', fr: 'Le salon face au lac',
            }),
            hotspots: picks.map((p, i) => ({ x: 25 + i * 25, y: 55 + (i % 2) * 10, productId: p.id })),
          }),
        ],
      };
    },
  },
  {
    key: 'our-new-york-gallery-opens',
    postType: 'news',
    published: 296,
    author: 'Casa Maestri',
    write: ({ ctx, b, img }) => {
      const ny = OFFICES['new-york'];
      return {
        title: { en: 'Our New York Gallery Opens', it: 'Apre la nostra galleria di New York', es: 'Abre nuestra galería de Nueva York', de: 'Unsere Galerie in New York öffnet', fr: 'Ouverture de notre galerie new-yorkaise' },
        excerpt: {
          en: `From this month you can see, touch and sit on our pieces at ${officeAddress(ny, 'en')}.`,
          it: `Da questo mese potete vedere, toccare e provare i nostri pezzi a ${officeAddress(ny, 'it')}.`,
          es: `Desde este mes puede ver, tocar y probar nuestras piezas en ${officeAddress(ny, 'es')}.`,
          de: `Ab diesem Monat können Sie unsere Stücke in ${officeAddress(ny, 'de')} sehen, berühren und ausprobieren.`,
          fr: `Dès ce mois-ci, venez voir, toucher et essayer nos pièces au ${officeAddress(ny, 'fr')}.`,
        },
        hero: img(scene('gallery', ['walnut', 'bronze'], 221), {
          en: 'The Greene Street gallery in SoHo', it: 'La galleria di Greene Street a SoHo', es: 'La galería de Greene Street en SoHo', de: 'Die Galerie in der Greene Street in SoHo', fr: 'La galerie de Greene Street à SoHo',
        }),
        content: [
          b.banner({
            image: img(scene('gallery', ['calacatta-marble', 'walnut'], 222), {
              en: 'Inside the New York gallery', it: 'All’interno della galleria di New York', es: 'Dentro de la galería de Nueva York', de: 'In der Galerie in New York', fr: 'À l’intérieur de la galerie new-yorkaise',
            }),
            title: { en: 'Greene Street, SoHo', it: 'Greene Street, SoHo', es: 'Greene Street, SoHo', de: 'Greene Street, SoHo', fr: 'Greene Street, SoHo' },
            subtitle: {
              en: 'Open Tuesday to Saturday, 11 am to 7 pm, and by appointment.',
              it: 'Aperta dal martedì al sabato, dalle 11 alle 19, e su appuntamento.',
              es: 'Abierta de martes a sábado, de 11 a 19 h, y con cita previa.',
              de: 'Geöffnet dienstags bis samstags von 11 bis 19 Uhr und nach Vereinbarung.',
              fr: 'Ouverte du mardi au samedi, de 11 h à 19 h, et sur rendez-vous.',
            },
          }),
          b.richText({
            en: 'Our second gallery, after Milan, occupies the ground floor of a cast-iron building from 1872. Its rooms change with the seasons, and our design service team is on hand to plan projects on both sides of the Atlantic.',
            it: 'La nostra seconda galleria, dopo Milano, occupa il piano terra di un edificio in ghisa del 1872. Le sale cambiano con le stagioni, e il nostro servizio di progettazione è a disposizione per progetti su entrambe le sponde dell’Atlantico.',
            es: 'Nuestra segunda galería, después de Milán, ocupa la planta baja de un edificio de hierro fundido de 1872. Sus salas cambian con las estaciones, y nuestro servicio de diseño le ayuda a planificar proyectos a ambos lados del Atlántico.',
            de: 'Unsere zweite Galerie nach Mailand liegt im Erdgeschoss eines Gusseisenbaus von 1872. Die Räume wechseln mit den Jahreszeiten, und unser Designservice plant Projekte auf beiden Seiten des Atlantiks.',
            fr: 'Notre deuxième galerie, après Milan, occupe le rez-de-chaussée d’un immeuble en fonte de 1872. Ses salles changent au fil des saisons, et notre service de conception vous accompagne dans vos projets des deux côtés de l’Atlantique.',
          }),
          b.cta(ctx.urlLink({ en: 'Plan your visit', it: 'Pianifica la visita', es: 'Planifique su visita', de: 'Besuch planen', fr: 'Préparer votre visite' }, pagePath('visit-us'))),
        ],
      };
    },
  },
  {
    key: 'milan-design-week-2026',
    postType: 'news',
    published: 105,
    author: 'Casa Maestri',
    write: ({ b, img }) => ({
      title: { en: 'Milan Design Week 2026', it: 'Milano Design Week 2026', es: 'Milan Design Week 2026', de: 'Mailänder Designwoche 2026', fr: 'Milan Design Week 2026' },
      excerpt: {
        en: 'Six days, twelve artisans and one courtyard in Via Solferino: what we are showing this April.',
        it: 'Sei giorni, dodici artigiani e un cortile in via Solferino: ecco cosa presentiamo ad aprile.',
        es: 'Seis días, doce artesanos y un patio en Via Solferino: lo que presentamos este abril.',
        de: 'Sechs Tage, zwölf Kunsthandwerker und ein Innenhof in der Via Solferino: was wir im April zeigen.',
        fr: 'Six jours, douze artisans et une cour via Solferino : ce que nous présentons en avril.',
      },
      hero: img(scene('gallery', ['ash', 'murano-glass-clear'], 231), {
        en: 'The courtyard in Via Solferino during Design Week', it: 'Il cortile di via Solferino durante la Design Week', es: 'El patio de Via Solferino durante la Design Week', de: 'Der Innenhof in der Via Solferino während der Designwoche', fr: 'La cour de la via Solferino pendant la Design Week',
      }),
      content: [
        b.richText({
          en: '## Twelve makers, one courtyard\n\nFor Design Week our Milan headquarters opens its courtyard to twelve of the artisans we work with. Each will work in public for one day: glass, stone, wood, leather, ceramics.\n\n**When:** 14–19 April, 10 am to 9 pm. **Where:** Via Solferino 11, Brera.\n\nAmong them, the cabinetmakers we met for [Three Generations, One Bench](ref:magazine-three-generations-one-bench).',
          it: '## Dodici maestri, un cortile\n\nPer la Design Week la nostra sede milanese apre il cortile a dodici degli artigiani con cui lavoriamo. Ognuno lavorerà in pubblico per un giorno: vetro, pietra, legno, cuoio, ceramica.\n\n**Quando:** 14–19 aprile, dalle 10 alle 21. **Dove:** via Solferino 11, Brera.\n\nTra loro gli ebanisti che abbiamo incontrato per [Tre generazioni, un solo banco](ref:magazine-three-generations-one-bench).',
          es: '## Doce artesanos, un patio\n\nDurante la Design Week nuestra sede de Milán abre su patio a doce de los artesanos con los que trabajamos. Cada uno trabajará en público un día: cristal, piedra, madera, cuero, cerámica.\n\n**Cuándo:** del 14 al 19 de abril, de 10 a 21 h. **Dónde:** Via Solferino 11, Brera.\n\nEntre ellos, los ebanistas que conocimos en [Tres generaciones, un solo banco](ref:magazine-three-generations-one-bench).',
          de: '## Zwölf Meister, ein Innenhof\n\nZur Designwoche öffnet unser Mailänder Hauptsitz seinen Innenhof für zwölf der Kunsthandwerker, mit denen wir arbeiten. Jeder arbeitet einen Tag lang öffentlich: Glas, Stein, Holz, Leder, Keramik.\n\n**Wann:** 14.–19. April, 10 bis 21 Uhr. **Wo:** Via Solferino 11, Brera.\n\nDarunter die Kunsttischler, die wir für [Drei Generationen, eine Werkbank](ref:magazine-three-generations-one-bench) besucht haben.',
          fr: '## Douze artisans, une cour\n\nPendant la Design Week, notre siège milanais ouvre sa cour à douze des artisans avec qui nous travaillons. Chacun travaillera en public pendant une journée : verre, pierre, bois, cuir, céramique.\n\n**Quand :** du 14 au 19 avril, de 10 h à 21 h. **Où :** via Solferino 11, Brera.\n\nParmi eux, les ébénistes que nous avons rencontrés pour [Trois générations, un seul établi](ref:magazine-three-generations-one-bench).',
        }),
        b.documentsPreview({
          title: { en: 'Meet some of them', it: 'Conoscine alcuni', es: 'Conozca a algunos', de: 'Lernen Sie einige kennen', fr: 'Rencontrez-en quelques-uns' },
          carousel: true,
          ids: ['magazine-three-generations-one-bench', 'magazine-the-colour-of-the-lagoon', 'magazine-first-pieces', 'magazine-a-morning-at-the-workshop'],
        }),
      ],
    }),
  },
];
