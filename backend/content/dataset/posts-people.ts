/** Magazine posts about people: the artisan, the character, new makers and studio visits. */
import type { FeedArtisan } from '../../contracts';
import { productShot, scene } from './images';
import type { PostEnv, PostSpec } from './posts';
import type { ImageField } from './types';

const portrait = ({ img }: PostEnv, a: FeedArtisan, seed: number): ImageField =>
  img(scene('portrait', ['linen-sand', 'walnut'], seed), {
    en: `${a.name} in the workshop in ${a.city}`,
    it: `${a.name} nel laboratorio di ${a.city}`,
    es: `${a.name} en el taller de ${a.city}`,
    de: `${a.name} in der Werkstatt in ${a.city}`,
    fr: `${a.name} dans l’atelier de ${a.city}`,
  });

const workshop = ({ img }: PostEnv, a: FeedArtisan, seed: number): ImageField =>
  img(scene('workshop', ['oak', 'brass'], seed), {
    en: `Tools and work in progress at ${a.name}`,
    it: `Attrezzi e lavori in corso da ${a.name}`,
    es: `Herramientas y trabajo en curso en ${a.name}`,
    de: `Werkzeuge und angefangene Arbeiten bei ${a.name}`,
    fr: `Outils et travaux en cours chez ${a.name}`,
  });

export const POSTS_PEOPLE: PostSpec[] = [
  {
    key: 'three-generations-one-bench',
    postType: 'the-artisan',
    published: 292,
    author: 'Giulia Ferri',
    artisanRole: 'woodworker',
    write: (env) => {
      const { ctx, b } = env;
      const a = env.artisans.woodworker;
      return {
        title: { en: `${a.name}: Three Generations, One Bench`, it: `${a.name}: tre generazioni, un solo banco`, es: `${a.name}: tres generaciones, un solo banco`, de: `${a.name}: drei Generationen, eine Werkbank`, fr: `${a.name} : trois générations, un seul établi` },
        excerpt: {
          en: `In ${a.city}, the same workbench has served a grandfather, a father and a daughter. We went to see what it makes today.`,
          it: `A ${a.city} lo stesso banco di lavoro ha servito un nonno, un padre e una figlia. Siamo andati a vedere cosa nasce oggi.`,
          es: `En ${a.city}, el mismo banco de trabajo ha servido a un abuelo, un padre y una hija. Fuimos a ver qué nace hoy en él.`,
          de: `In ${a.city} hat dieselbe Werkbank einem Großvater, einem Vater und einer Tochter gedient. Wir wollten sehen, was heute darauf entsteht.`,
          fr: `À ${a.city}, le même établi a servi un grand-père, un père et une fille. Nous sommes allés voir ce qui y naît aujourd’hui.`,
        },
        hero: portrait(env, a, 121),
        content: [
          b.linkedImage({
            image: workshop(env, a, 122),
            title: { en: 'The workshop', it: 'La bottega', es: 'El taller', de: 'Die Werkstatt', fr: 'L’atelier' },
            text: {
              en: `The door of [${a.name}](artisan:${a.slug}) opens onto the smell of shavings and beeswax. Nothing here is hurried: a piece is finished when the hand, not the clock, says so.`,
              it: `La porta di [${a.name}](artisan:${a.slug}) si apre sul profumo di trucioli e cera d’api. Qui niente ha fretta: un pezzo è finito quando lo dice la mano, non l’orologio.`,
              es: `La puerta de [${a.name}](artisan:${a.slug}) se abre al olor de virutas y cera de abeja. Aquí nada tiene prisa: una pieza está terminada cuando lo dice la mano, no el reloj.`,
              de: `Die Tür von [${a.name}](artisan:${a.slug}) öffnet sich auf den Duft von Hobelspänen und Bienenwachs. Nichts ist hier eilig: Ein Stück ist fertig, wenn die Hand es sagt, nicht die Uhr.`,
              fr: `La porte de [${a.name}](artisan:${a.slug}) s’ouvre sur une odeur de copeaux et de cire d’abeille. Rien ne presse ici : une pièce est finie quand la main le dit, pas l’horloge.`,
            },
            link: ctx.artisanLink(a, { en: `Meet ${a.name}`, it: `Scopri ${a.name}`, es: `Conozca a ${a.name}`, de: `${a.name} kennenlernen`, fr: `Découvrir ${a.name}` }),
          }),
          b.richText({
            en: `## Learning by watching\n\nNo one here was taught with a manual. Apprentices spend their first year sweeping, sharpening and watching; the second year they are trusted with a plane. "You learn where the wood wants to go," they tell us, "and then you stop arguing with it."\n\nEvery piece leaves ${a.city} signed underneath, with the year and the initials of the hand that finished it.`,
            it: `## Imparare guardando\n\nQui nessuno ha imparato da un manuale. Gli apprendisti passano il primo anno a spazzare, affilare e osservare; il secondo anno viene loro affidata una pialla. «Impari dove vuole andare il legno», ci dicono, «e poi smetti di litigarci.»\n\nOgni pezzo lascia ${a.city} firmato sotto, con l’anno e le iniziali della mano che lo ha rifinito.`,
            es: `## Aprender mirando\n\nAquí nadie aprendió con un manual. Los aprendices pasan el primer año barriendo, afilando y observando; el segundo se les confía un cepillo. «Aprendes hacia dónde quiere ir la madera», nos dicen, «y entonces dejas de discutir con ella».\n\nCada pieza sale de ${a.city} firmada por debajo, con el año y las iniciales de la mano que la terminó.`,
            de: `## Lernen durch Zusehen\n\nHier hat niemand aus einem Handbuch gelernt. Lehrlinge verbringen ihr erstes Jahr mit Fegen, Schärfen und Zusehen; im zweiten vertraut man ihnen einen Hobel an. „Man lernt, wohin das Holz will“, sagen sie uns, „und dann hört man auf, mit ihm zu streiten.“\n\nJedes Stück verlässt ${a.city} unten signiert, mit dem Jahr und den Initialen der Hand, die es vollendet hat.`,
            fr: `## Apprendre en regardant\n\nIci, personne n’a appris dans un manuel. Les apprentis passent leur première année à balayer, affûter et observer ; la deuxième, on leur confie un rabot. « On apprend où le bois veut aller, nous dit-on, et on cesse de se disputer avec lui. »\n\nChaque pièce quitte ${a.city} signée en dessous, avec l’année et les initiales de la main qui l’a achevée.`,
          }),
          b.quote({
            text: {
              en: 'My grandfather said a chair is only good if you forget you are sitting on it.',
              it: 'Mio nonno diceva che una sedia è buona solo se dimentichi di esserci seduto.',
              es: 'Mi abuelo decía que una silla solo es buena si olvidas que estás sentado en ella.',
              de: 'Mein Großvater sagte, ein Stuhl sei nur dann gut, wenn man vergisst, dass man darauf sitzt.',
              fr: 'Mon grand-père disait qu’une chaise n’est bonne que si l’on oublie qu’on y est assis.',
            },
            author: a.name,
            role: { en: 'Master craftsman', it: 'Maestro artigiano', es: 'Maestro artesano', de: 'Handwerksmeister', fr: 'Maître artisan' },
          }),
          b.productList({
            title: { en: `By ${a.name}`, it: `Di ${a.name}`, es: `De ${a.name}`, de: `Von ${a.name}`, fr: `Par ${a.name}` },
            productIds: ctx.catalogue.pickIds(8, { artisanSlug: a.slug }),
          }),
        ],
      };
    },
  },
  {
    key: 'the-colour-of-the-lagoon',
    postType: 'the-artisan',
    published: 205,
    author: 'Marco Vitale',
    artisanRole: 'glassmaker',
    write: (env) => {
      const { ctx, b } = env;
      const a = env.artisans.glassmaker;
      return {
        title: { en: `${a.name}: The Colour of the Lagoon`, it: `${a.name}: il colore della laguna`, es: `${a.name}: el color de la laguna`, de: `${a.name}: Die Farbe der Lagune`, fr: `${a.name} : la couleur de la lagune` },
        excerpt: {
          en: `How ${a.name} turns minerals, fire and time into colours that exist nowhere else.`,
          it: `Come ${a.name} trasforma minerali, fuoco e tempo in colori che non esistono altrove.`,
          es: `Cómo ${a.name} convierte minerales, fuego y tiempo en colores que no existen en ningún otro lugar.`,
          de: `Wie ${a.name} aus Mineralien, Feuer und Zeit Farben macht, die es nirgendwo sonst gibt.`,
          fr: `Comment ${a.name} transforme minéraux, feu et temps en couleurs qui n’existent nulle part ailleurs.`,
        },
        hero: portrait(env, a, 131),
        content: [
          b.linkedImage({
            image: workshop(env, a, 132),
            imagePosition: 'right',
            title: { en: 'Recipes kept by heart', it: 'Ricette custodite a memoria', es: 'Recetas guardadas de memoria', de: 'Rezepte, auswendig bewahrt', fr: 'Des recettes gardées par cœur' },
            text: {
              en: `At [${a.name}](artisan:${a.slug}) the colour recipes are not written down. They are passed from one master to the next, a pinch of cobalt or copper at a time.`,
              it: `Da [${a.name}](artisan:${a.slug}) le ricette dei colori non sono scritte. Passano da un maestro all’altro, un pizzico di cobalto o di rame alla volta.`,
              es: `En [${a.name}](artisan:${a.slug}) las recetas de color no están escritas. Pasan de un maestro a otro, una pizca de cobalto o de cobre cada vez.`,
              de: `Bei [${a.name}](artisan:${a.slug}) werden die Farbrezepte nicht aufgeschrieben. Sie gehen von Meister zu Meister, eine Prise Kobalt oder Kupfer nach der anderen.`,
              fr: `Chez [${a.name}](artisan:${a.slug}), les recettes de couleur ne sont pas écrites. Elles passent d’un maître à l’autre, une pincée de cobalt ou de cuivre à la fois.`,
            },
            link: ctx.artisanLink(a),
          }),
          b.twoColumns(
            {
              image: env.img(productShot('vase', ['murano-glass-blue'], 133), { en: 'Blue glass vase', it: 'Vaso in vetro blu', es: 'Jarrón de cristal azul', de: 'Vase aus blauem Glas', fr: 'Vase en verre bleu' }),
              body: {
                en: '### Fire\n\nThe furnace is never allowed to go cold. On Sunday nights someone comes in to feed it, so that on Monday the work can begin at dawn.',
                it: '### Fuoco\n\nLa fornace non si lascia mai raffreddare. La domenica sera qualcuno passa ad alimentarla, perché il lunedì il lavoro possa cominciare all’alba.',
                es: '### Fuego\n\nEl horno nunca se deja enfriar. Los domingos por la noche alguien viene a alimentarlo, para que el lunes el trabajo empiece al amanecer.',
                de: '### Feuer\n\nDer Ofen darf nie erkalten. Sonntagabends kommt jemand, um ihn zu nähren, damit am Montag die Arbeit im Morgengrauen beginnen kann.',
                fr: '### Feu\n\nOn ne laisse jamais le four refroidir. Le dimanche soir, quelqu’un vient l’alimenter pour que, le lundi, le travail commence à l’aube.',
              },
            },
            {
              image: env.img(productShot('bowl', ['murano-glass-green'], 134), { en: 'Green glass bowl', it: 'Coppa in vetro verde', es: 'Cuenco de cristal verde', de: 'Schale aus grünem Glas', fr: 'Coupe en verre vert' }),
              body: {
                en: '### Time\n\nA large piece cools for two days in the annealing oven. Rush it, and it will crack a month later on your table.',
                it: '### Tempo\n\nUn pezzo grande si raffredda per due giorni nel forno di ricottura. Se lo si affretta, si crepa un mese dopo sulla vostra tavola.',
                es: '### Tiempo\n\nUna pieza grande se enfría durante dos días en el horno de recocido. Si se apresura, se agrietará un mes después en su mesa.',
                de: '### Zeit\n\nEin großes Stück kühlt zwei Tage lang im Kühlofen ab. Wer es eilig hat, findet es einen Monat später gesprungen auf dem Tisch.',
                fr: '### Temps\n\nUne grande pièce refroidit deux jours dans le four de recuisson. Si on la presse, elle se fendra un mois plus tard sur votre table.',
              },
            },
          ),
          b.productList({ productIds: ctx.catalogue.pickIds(8, { artisanSlug: a.slug }) }),
        ],
      };
    },
  },
  {
    key: 'livia-ferrante-on-rooms-that-age-well',
    postType: 'the-character',
    published: 250,
    author: 'Elena Marchetti',
    write: ({ b, d, img }) => ({
      title: {
        en: 'Livia Ferrante on Rooms That Age Well',
        it: 'Livia Ferrante e le stanze che invecchiano bene',
        es: 'Livia Ferrante y las estancias que envejecen bien',
        de: 'Livia Ferrante über Räume, die gut altern',
        fr: 'Livia Ferrante et les pièces qui vieillissent bien',
      },
      excerpt: {
        en: 'The Roman interior designer explains why she buys fewer, older-feeling things, and keeps them for life.',
        it: 'L’interior designer romana spiega perché compra meno cose, dall’aria vissuta, e le tiene per sempre.',
        es: 'La interiorista romana explica por qué compra menos cosas, con aire vivido, y las conserva toda la vida.',
        de: 'Die römische Innenarchitektin erklärt, warum sie weniger, gelebt wirkende Dinge kauft und sie ein Leben lang behält.',
        fr: 'L’architecte d’intérieur romaine explique pourquoi elle achète moins d’objets, à l’air vécu, et les garde toute une vie.',
      },
      hero: img(scene('portrait', ['linen-sand', 'travertine'], 141), {
        en: 'Livia Ferrante at home in Rome', it: 'Livia Ferrante nella sua casa romana', es: 'Livia Ferrante en su casa de Roma', de: 'Livia Ferrante zu Hause in Rom', fr: 'Livia Ferrante chez elle à Rome',
      }),
      content: [
        b.quote({
          text: {
            en: 'A room should look as if it had been collected, not bought on a Tuesday.',
            it: 'Una stanza dovrebbe sembrare collezionata, non comprata un martedì pomeriggio.',
            es: 'Una estancia debería parecer coleccionada, no comprada un martes por la tarde.',
            de: 'Ein Raum sollte aussehen, als sei er gesammelt worden, nicht an einem Dienstag gekauft.',
            fr: 'Une pièce devrait sembler collectionnée, pas achetée un mardi après-midi.',
          },
          author: 'Livia Ferrante',
          role: { en: 'Interior designer, Rome', it: 'Interior designer, Roma', es: 'Interiorista, Roma', de: 'Innenarchitektin, Rom', fr: 'Architecte d’intérieur, Rome' },
        }),
        b.twoColumns(
          {
            body: {
              en: '**What do you buy first for a new home?**\n\nA table. People gather around a table; everything else arranges itself around the people.',
              it: '**Qual è la prima cosa che compra per una casa nuova?**\n\nUn tavolo. Le persone si riuniscono intorno a un tavolo; tutto il resto si dispone intorno alle persone.',
              es: '**¿Qué compra primero para una casa nueva?**\n\nUna mesa. La gente se reúne alrededor de una mesa; todo lo demás se ordena alrededor de la gente.',
              de: '**Was kaufen Sie zuerst für ein neues Zuhause?**\n\nEinen Tisch. Menschen versammeln sich um einen Tisch; alles andere ordnet sich um die Menschen.',
              fr: '**Qu’achetez-vous en premier pour une nouvelle maison ?**\n\nUne table. On se réunit autour d’une table ; tout le reste s’organise autour des gens.',
            },
          },
          {
            body: {
              en: `**And the material you never tire of?**\n\nTravertine. It is humble and grand at once. Look at the [tables](category:${d.tables.permalink}) and you will see why.`,
              it: `**E il materiale di cui non si stanca mai?**\n\nIl travertino. È umile e solenne insieme. Guardate i [tavoli](category:${d.tables.permalink}) e capirete perché.`,
              es: `**¿Y el material del que nunca se cansa?**\n\nEl travertino. Es humilde y majestuoso a la vez. Mire las [mesas](category:${d.tables.permalink}) y entenderá por qué.`,
              de: `**Und das Material, von dem Sie nie genug bekommen?**\n\nTravertin. Er ist bescheiden und erhaben zugleich. Sehen Sie sich die [Tische](category:${d.tables.permalink}) an, und Sie verstehen, warum.`,
              fr: `**Et le matériau dont vous ne vous lassez jamais ?**\n\nLe travertin. Il est humble et grandiose à la fois. Regardez les [tables](category:${d.tables.permalink}) et vous comprendrez.`,
            },
          },
        ),
        b.richText({
          en: 'Ferrante’s own flat, on the top floor of a seventeenth-century palazzo near Campo de’ Fiori, has changed very little in ten years. "I add one thing a year," she says, "and I give one thing away."',
          it: 'L’appartamento di Ferrante, all’ultimo piano di un palazzo seicentesco vicino a Campo de’ Fiori, è cambiato pochissimo in dieci anni. «Aggiungo una cosa all’anno», dice, «e ne regalo una.»',
          es: 'El piso de Ferrante, en la última planta de un palacio del siglo XVII junto a Campo de’ Fiori, apenas ha cambiado en diez años. «Añado una cosa al año», dice, «y regalo otra».',
          de: 'Ferrantes eigene Wohnung im obersten Stock eines Palazzos aus dem 17. Jahrhundert nahe dem Campo de’ Fiori hat sich in zehn Jahren kaum verändert. „Ich füge jedes Jahr ein Ding hinzu“, sagt sie, „und verschenke eines.“',
          fr: 'L’appartement de Livia Ferrante, au dernier étage d’un palais du XVIIe siècle près du Campo de’ Fiori, a très peu changé en dix ans. « J’ajoute une chose par an, dit-elle, et j’en donne une. »',
        }),
      ],
    }),
  },
  {
    key: 'a-collector-in-naples',
    postType: 'the-character',
    published: 180,
    author: 'Giulia Ferri',
    write: ({ b, img }) => ({
      title: { en: 'A Collector in Naples', it: 'Un collezionista a Napoli', es: 'Un coleccionista en Nápoles', de: 'Ein Sammler in Neapel', fr: 'Un collectionneur à Naples' },
      excerpt: {
        en: 'Andrea Sorrentino has spent forty years gathering Capodimonte porcelain. He still uses every piece.',
        it: 'Andrea Sorrentino ha passato quarant’anni a raccogliere porcellane di Capodimonte. E le usa ancora tutte.',
        es: 'Andrea Sorrentino lleva cuarenta años reuniendo porcelana de Capodimonte. Y todavía usa cada pieza.',
        de: 'Andrea Sorrentino sammelt seit vierzig Jahren Capodimonte-Porzellan. Er benutzt noch immer jedes Stück.',
        fr: 'Andrea Sorrentino collectionne la porcelaine de Capodimonte depuis quarante ans. Il se sert encore de chaque pièce.',
      },
      hero: img(scene('dining-room', ['porcelain-white', 'ceramic-cobalt'], 151), {
        en: 'Porcelain on a dining table in Naples', it: 'Porcellane su una tavola a Napoli', es: 'Porcelana en una mesa de Nápoles', de: 'Porzellan auf einem Esstisch in Neapel', fr: 'Porcelaine sur une table à Naples',
      }),
      content: [
        b.richText({
          en: 'The apartment looks over the bay from Posillipo. On every wall, on every shelf, there is porcelain; but nothing sits behind glass. "A cup that is never used is only a photograph of a cup," Sorrentino says, pouring coffee into one from 1780.',
          it: 'L’appartamento guarda il golfo da Posillipo. Su ogni parete, su ogni mensola, c’è porcellana; ma niente sta dietro un vetro. «Una tazza che non si usa è solo la fotografia di una tazza», dice Sorrentino, versando il caffè in una del 1780.',
          es: 'El piso mira a la bahía desde Posillipo. En cada pared, en cada estante, hay porcelana; pero nada está tras un cristal. «Una taza que nunca se usa es solo la fotografía de una taza», dice Sorrentino, sirviendo café en una de 1780.',
          de: 'Die Wohnung blickt von Posillipo über den Golf. An jeder Wand, auf jedem Regal steht Porzellan, doch nichts hinter Glas. „Eine Tasse, die nie benutzt wird, ist nur die Fotografie einer Tasse“, sagt Sorrentino und gießt Kaffee in eine von 1780.',
          fr: 'L’appartement domine la baie depuis le Pausilippe. Sur chaque mur, sur chaque étagère, de la porcelaine ; mais rien derrière une vitrine. « Une tasse dont on ne se sert jamais n’est que la photographie d’une tasse », dit Sorrentino en versant le café dans une tasse de 1780.',
        }),
        b.quote({
          text: {
            en: 'I have broken four pieces in forty years. Each time I learned something about my own hands.',
            it: 'In quarant’anni ho rotto quattro pezzi. Ogni volta ho imparato qualcosa sulle mie mani.',
            es: 'En cuarenta años he roto cuatro piezas. Cada vez aprendí algo de mis propias manos.',
            de: 'In vierzig Jahren habe ich vier Stücke zerbrochen. Jedes Mal habe ich etwas über meine eigenen Hände gelernt.',
            fr: 'En quarante ans, j’ai cassé quatre pièces. Chaque fois, j’ai appris quelque chose sur mes propres mains.',
          },
          author: 'Andrea Sorrentino',
        }),
        b.documentsPreview({
          title: { en: 'More characters', it: 'Altri personaggi', es: 'Más personajes', de: 'Weitere Persönlichkeiten', fr: 'D’autres personnages' },
          carousel: true,
          ids: ['magazine-livia-ferrante-on-rooms-that-age-well', 'magazine-three-generations-one-bench', 'magazine-a-palazzo-in-brera'],
        }),
      ],
    }),
  },
  {
    key: 'first-pieces',
    postType: 'new-makers',
    published: 230,
    author: 'Luca Benassi',
    artisanRole: 'newcomer',
    write: (env) => {
      const { ctx, b } = env;
      const a = env.artisans.newcomer;
      return {
        title: { en: `First Pieces: ${a.name}`, it: `Primi pezzi: ${a.name}`, es: `Primeras piezas: ${a.name}`, de: `Erste Stücke: ${a.name}`, fr: `Premières pièces : ${a.name}` },
        excerpt: {
          en: `New to our catalogue this season, ${a.name} brings the know-how of ${a.city} to a younger eye.`,
          it: `Nuovo nel nostro catalogo questa stagione, ${a.name} porta il saper fare di ${a.city} a uno sguardo più giovane.`,
          es: `Nuevo en nuestro catálogo esta temporada, ${a.name} lleva el saber hacer de ${a.city} a una mirada más joven.`,
          de: `Neu in unserem Katalog in dieser Saison: ${a.name} bringt das Können von ${a.city} zu einem jüngeren Blick.`,
          fr: `Nouveau dans notre catalogue cette saison, ${a.name} met le savoir-faire de ${a.city} au service d’un regard plus jeune.`,
        },
        hero: portrait(env, a, 161),
        content: [
          b.linkedImage({
            image: workshop(env, a, 162),
            title: { en: 'Why we chose them', it: 'Perché li abbiamo scelti', es: 'Por qué los elegimos', de: 'Warum wir sie gewählt haben', fr: 'Pourquoi nous les avons choisis' },
            text: {
              en: `We visited [${a.name}](artisan:${a.slug}) three times before asking for a single piece. Each time the work was better than we remembered.`,
              it: `Abbiamo visitato [${a.name}](artisan:${a.slug}) tre volte prima di chiedere un solo pezzo. Ogni volta il lavoro era migliore di come lo ricordavamo.`,
              es: `Visitamos [${a.name}](artisan:${a.slug}) tres veces antes de pedir una sola pieza. Cada vez el trabajo era mejor de lo que recordábamos.`,
              de: `Wir haben [${a.name}](artisan:${a.slug}) dreimal besucht, bevor wir um ein einziges Stück baten. Jedes Mal war die Arbeit besser als in unserer Erinnerung.`,
              fr: `Nous avons rendu visite à [${a.name}](artisan:${a.slug}) trois fois avant de demander une seule pièce. Chaque fois, le travail était meilleur que dans notre souvenir.`,
            },
            link: ctx.artisanLink(a),
          }),
          b.richText({
            en: `What sets the new generation in ${a.city} apart is not rebellion but precision: the old techniques, applied to simpler forms, with nothing added that does not need to be there.`,
            it: `Ciò che distingue la nuova generazione di ${a.city} non è la ribellione ma la precisione: le tecniche antiche, applicate a forme più semplici, senza nulla di superfluo.`,
            es: `Lo que distingue a la nueva generación de ${a.city} no es la rebeldía sino la precisión: las técnicas antiguas, aplicadas a formas más sencillas, sin nada que sobre.`,
            de: `Was die neue Generation in ${a.city} auszeichnet, ist nicht Rebellion, sondern Präzision: die alten Techniken, angewandt auf einfachere Formen, ohne etwas Überflüssiges.`,
            fr: `Ce qui distingue la nouvelle génération de ${a.city}, ce n’est pas la rébellion mais la précision : les techniques anciennes, appliquées à des formes plus simples, sans rien de superflu.`,
          }),
          b.productList({ productIds: ctx.catalogue.pickIds(6, { artisanSlug: a.slug }) }),
        ],
      };
    },
  },
  {
    key: 'the-young-hands-of-bassano',
    postType: 'new-makers',
    published: 160,
    author: 'Elena Marchetti',
    artisanRole: 'youngWorkshop',
    write: (env) => {
      const { ctx, b, img } = env;
      const a = env.artisans.youngWorkshop;
      const pieces = ctx.catalogue.pick(4, { artisanSlug: a.slug });
      return {
        title: { en: `Young Hands: ${a.name}`, it: `Mani giovani: ${a.name}`, es: `Manos jóvenes: ${a.name}`, de: `Junge Hände: ${a.name}`, fr: `Jeunes mains : ${a.name}` },
        excerpt: {
          en: `A small team in ${a.city} making a case for slow work in a fast decade.`,
          it: `Una piccola squadra a ${a.city} che difende il lavoro lento in un decennio veloce.`,
          es: `Un pequeño equipo en ${a.city} que defiende el trabajo lento en una década veloz.`,
          de: `Ein kleines Team in ${a.city}, das in einem schnellen Jahrzehnt für langsame Arbeit eintritt.`,
          fr: `Une petite équipe à ${a.city} qui plaide pour le travail lent dans une décennie pressée.`,
        },
        hero: workshop(env, a, 171),
        content: [
          b.richText({
            en: `The team at [${a.name}](artisan:${a.slug}) is four people, the oldest thirty-four. They share one workshop, one long bench and a rule: no piece leaves until all four have held it.`,
            it: `La squadra di [${a.name}](artisan:${a.slug}) è di quattro persone, la più grande ha trentaquattro anni. Condividono una bottega, un lungo banco e una regola: nessun pezzo esce finché tutti e quattro non lo hanno tenuto in mano.`,
            es: `El equipo de [${a.name}](artisan:${a.slug}) son cuatro personas; la mayor tiene treinta y cuatro años. Comparten un taller, un largo banco y una regla: ninguna pieza sale hasta que los cuatro la han tenido en las manos.`,
            de: `Das Team von [${a.name}](artisan:${a.slug}) besteht aus vier Menschen, der älteste ist vierunddreißig. Sie teilen eine Werkstatt, eine lange Werkbank und eine Regel: Kein Stück geht hinaus, bevor alle vier es in der Hand hatten.`,
            fr: `L’équipe de [${a.name}](artisan:${a.slug}) compte quatre personnes, la plus âgée a trente-quatre ans. Elles partagent un atelier, un long établi et une règle : aucune pièce ne sort avant d’être passée entre les quatre paires de mains.`,
          }),
          b.row({
            title: { en: 'Recent work', it: 'Lavori recenti', es: 'Trabajos recientes', de: 'Neue Arbeiten', fr: 'Travaux récents' },
            carousel: false,
            items: pieces.map((p, i) => ({
              image: img(productShot('bowl', ['ceramic-majolica', 'terracotta'], 172 + i), p.title),
              title: p.title,
              link: ctx.productLink(p),
            })),
          }),
        ],
      };
    },
  },
  {
    key: 'a-morning-at-the-workshop',
    postType: 'studio-visit',
    published: 270,
    author: 'Marco Vitale',
    artisanRole: 'ceramicist',
    write: (env) => {
      const { b, img } = env;
      const a = env.artisans.ceramicist;
      return {
        title: { en: `A Morning with ${a.name}`, it: `Una mattina da ${a.name}`, es: `Una mañana con ${a.name}`, de: `Ein Morgen bei ${a.name}`, fr: `Une matinée chez ${a.name}` },
        excerpt: {
          en: `From seven o’clock coffee to the first piece out of the kiln: a morning in ${a.city}.`,
          it: `Dal caffè delle sette al primo pezzo uscito dalla fornace: una mattina a ${a.city}.`,
          es: `Del café de las siete a la primera pieza que sale del horno: una mañana en ${a.city}.`,
          de: `Vom Kaffee um sieben bis zum ersten Stück aus dem Ofen: ein Morgen in ${a.city}.`,
          fr: `Du café de sept heures à la première pièce sortie du four : une matinée à ${a.city}.`,
        },
        hero: workshop(env, a, 181),
        content: [
          b.cinema({
            slides: [7, 9, 11].map((hour, i) => ({
              image: img(scene(i === 1 ? 'portrait' : 'workshop', [(['terracotta', 'oak', 'brass'] as const)[i]], 182 + i), {
                en: `${a.name} at ${hour} o’clock`, it: `${a.name} alle ${hour}`, es: `${a.name} a las ${hour}`, de: `${a.name} um ${hour} Uhr`, fr: `${a.name} à ${hour} heures`,
              }),
              caption: {
                en: [`7 am: the kiln is opened`, `9 am: the first pieces are checked by hand`, `11 am: packing for clients abroad`][i],
                it: [`Ore 7: si apre la fornace`, `Ore 9: i primi pezzi vengono controllati a mano`, `Ore 11: si imballa per i clienti all’estero`][i],
                es: [`7 h: se abre el horno`, `9 h: las primeras piezas se revisan a mano`, `11 h: embalaje para clientes en el extranjero`][i],
                de: [`7 Uhr: Der Ofen wird geöffnet`, `9 Uhr: Die ersten Stücke werden von Hand geprüft`, `11 Uhr: Verpacken für Kunden im Ausland`][i],
                fr: [`7 h : on ouvre le four`, `9 h : les premières pièces sont vérifiées à la main`, `11 h : emballage pour les clients à l’étranger`][i],
              },
            })),
          }),
          b.richText({
            en: `Work at [${a.name}](artisan:${a.slug}) begins before the town wakes. By the time the bar across the street raises its shutter, the first batch is cooling on the racks and someone has already swept the floor twice.`,
            it: `Da [${a.name}](artisan:${a.slug}) il lavoro comincia prima che il paese si svegli. Quando il bar di fronte alza la saracinesca, la prima infornata si raffredda sulle rastrelliere e qualcuno ha già spazzato il pavimento due volte.`,
            es: `En [${a.name}](artisan:${a.slug}) el trabajo empieza antes de que despierte el pueblo. Cuando el bar de enfrente sube la persiana, la primera hornada se enfría en los estantes y alguien ya ha barrido el suelo dos veces.`,
            de: `Bei [${a.name}](artisan:${a.slug}) beginnt die Arbeit, bevor der Ort erwacht. Wenn die Bar gegenüber ihre Rollläden hochzieht, kühlt die erste Charge schon auf den Gestellen ab, und jemand hat den Boden bereits zweimal gefegt.`,
            fr: `Chez [${a.name}](artisan:${a.slug}), le travail commence avant que la ville ne s’éveille. Quand le bar d’en face lève son rideau, la première fournée refroidit déjà sur les claies et quelqu’un a balayé le sol deux fois.`,
          }),
          b.quote({
            text: {
              en: 'The kiln decides. We only prepare the argument.',
              it: 'Decide la fornace. Noi prepariamo solo le argomentazioni.',
              es: 'El horno decide. Nosotros solo preparamos los argumentos.',
              de: 'Der Ofen entscheidet. Wir bereiten nur die Argumente vor.',
              fr: 'C’est le four qui décide. Nous ne faisons que préparer la plaidoirie.',
            },
            author: a.name,
          }),
        ],
      };
    },
  },
  {
    key: 'inside-the-finishing-room',
    postType: 'studio-visit',
    published: 190,
    author: 'Luca Benassi',
    artisanRole: 'finisher',
    write: (env) => {
      const { ctx, b } = env;
      const a = env.artisans.finisher;
      return {
        title: { en: `Inside the Finishing Room at ${a.name}`, it: `Nella sala di finitura di ${a.name}`, es: `En la sala de acabados de ${a.name}`, de: `Im Veredelungsraum von ${a.name}`, fr: `Dans la salle de finition de ${a.name}` },
        excerpt: {
          en: 'Where surfaces are sanded, waxed and polished until the light slides across them.',
          it: 'Dove le superfici vengono carteggiate, cerate e lucidate finché la luce non ci scivola sopra.',
          es: 'Donde las superficies se lijan, enceran y pulen hasta que la luz resbala sobre ellas.',
          de: 'Wo Oberflächen geschliffen, gewachst und poliert werden, bis das Licht über sie gleitet.',
          fr: 'Là où les surfaces sont poncées, cirées et polies jusqu’à ce que la lumière y glisse.',
        },
        hero: workshop(env, a, 191),
        content: [
          b.linkedImage({
            image: portrait(env, a, 192),
            title: { en: 'Twelve coats', it: 'Dodici mani', es: 'Doce capas', de: 'Zwölf Schichten', fr: 'Douze couches' },
            text: {
              en: `A lacquered surface at [${a.name}](artisan:${a.slug}) takes twelve coats, each sanded by hand before the next.`,
              it: `Una superficie laccata da [${a.name}](artisan:${a.slug}) richiede dodici mani, ognuna carteggiata a mano prima della successiva.`,
              es: `Una superficie lacada en [${a.name}](artisan:${a.slug}) lleva doce capas, cada una lijada a mano antes de la siguiente.`,
              de: `Eine Lackoberfläche bei [${a.name}](artisan:${a.slug}) braucht zwölf Schichten, jede von Hand geschliffen, bevor die nächste folgt.`,
              fr: `Une surface laquée chez [${a.name}](artisan:${a.slug}) demande douze couches, chacune poncée à la main avant la suivante.`,
            },
            link: ctx.artisanLink(a),
          }),
          b.grey([
            b.richText({
              en: '- Sanding: grit 120 to 1,200, always with the grain\n- Waxing: beeswax and carnauba, warmed by hand\n- Polishing: wool, then linen, then the palm',
              it: '- Carteggiatura: grana da 120 a 1.200, sempre nel senso della venatura\n- Ceratura: cera d’api e carnauba, scaldate a mano\n- Lucidatura: lana, poi lino, poi il palmo della mano',
              es: '- Lijado: grano de 120 a 1.200, siempre a favor de la veta\n- Encerado: cera de abeja y carnauba, calentadas a mano\n- Pulido: lana, luego lino, luego la palma de la mano',
              de: '- Schleifen: Körnung 120 bis 1.200, immer mit der Maserung\n- Wachsen: Bienenwachs und Carnauba, von Hand erwärmt\n- Polieren: Wolle, dann Leinen, dann die Handfläche',
              fr: '- Ponçage : grain de 120 à 1 200, toujours dans le sens du fil\n- Cirage : cire d’abeille et carnauba, chauffées à la main\n- Polissage : laine, puis lin, puis la paume de la main',
            }),
          ]),
          b.productList({ productIds: ctx.catalogue.pickIds(6, { artisanSlug: a.slug }) }),
        ],
      };
    },
  },
];
