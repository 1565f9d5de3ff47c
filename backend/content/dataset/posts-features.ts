/** Magazine features about objects: shop the look, the A-list, editor's pick, vitrine and new vision. */
import { productShot, scene } from './images';
import type { PostSpec } from './posts';

export const POSTS_FEATURES: PostSpec[] = [
  {
    key: 'the-amber-hour',
    postType: 'shop-the-look',
    published: 300,
    author: 'Giulia Ferri',
    write: ({ ctx, b, d, img }) => {
      const [sofa, armchair] = ctx.catalogue.pick(2, { permalink: d.seating.permalink });
      const [lamp] = ctx.catalogue.pick(1, { permalink: d.lighting.permalink });
      const [vase] = ctx.catalogue.pick(1, { permalink: d.decor.permalink });
      const room = img(scene('living-room', ['velvet-rust', 'walnut', 'murano-glass-amber'], 11), {
        en: 'A living room in late light: rust velvet, walnut and an amber Murano lamp',
        it: 'Un soggiorno nella luce del tardo pomeriggio: velluto ruggine, noce e una lampada di Murano ambra',
        es: 'Un salón con la última luz de la tarde: terciopelo óxido, nogal y una lámpara de Murano ámbar',
        de: 'Ein Wohnzimmer im späten Licht: rostroter Samt, Nussbaum und eine bernsteinfarbene Murano-Leuchte',
        fr: 'Un salon dans la lumière du soir : velours rouille, noyer et une lampe de Murano ambre',
      });
      return {
        title: { en: 'The Amber Hour', it: "L'ora d'ambra", es: 'La hora ámbar', de: 'Die Bernsteinstunde', fr: "L'heure ambrée" },
        excerpt: {
          en: 'Rust velvet, oiled walnut and a lamp of Murano glass: a living room composed for the moment the sun goes down.',
          it: 'Velluto ruggine, noce oliato e una lampada in vetro di Murano: un soggiorno composto per il momento in cui il sole tramonta.',
          es: 'Terciopelo óxido, nogal aceitado y una lámpara de cristal de Murano: un salón compuesto para el momento en que se pone el sol.',
          de: 'Rostroter Samt, geölter Nussbaum und eine Leuchte aus Muranoglas: ein Wohnzimmer, komponiert für den Moment, in dem die Sonne sinkt.',
          fr: 'Velours rouille, noyer huilé et une lampe en verre de Murano : un salon composé pour l’instant où le soleil se couche.',
        },
        hero: room,
        content: [
          b.shopTheLook({
            title: { en: 'Shop the room', it: 'Acquista la stanza', es: 'Compra la estancia', de: 'Den Raum kaufen', fr: 'Shoppez la pièce' },
            image: room,
            hotspots: [
              { x: 34, y: 62, productId: sofa.id },
              { x: 71, y: 58, productId: armchair.id },
              { x: 82, y: 31, productId: lamp.id },
              { x: 18, y: 44, productId: vase.id },
            ],
          }),
          b.richText({
            en: `Some rooms are made for the morning. This one waits for the hour when the light turns the colour of honey. We began with [${sofa.title.en}](product:${sofa.id}), deep enough to sink into, and answered it with [${armchair.title.en}](product:${armchair.id}), its velvet the colour of autumn leaves in the Langhe.\n\nOn the side table, [${lamp.title.en}](product:${lamp.id}) does what Murano glass has done for five centuries: it holds the light and gives it back warmer. Find more pieces like it among our [lighting](category:${d.lighting.permalink}).`,
            it: `Ci sono stanze fatte per il mattino. Questa aspetta l'ora in cui la luce prende il colore del miele. Siamo partiti da [${sofa.title.it}](product:${sofa.id}), profondo quanto basta per lasciarsi andare, e gli abbiamo risposto con [${armchair.title.it}](product:${armchair.id}), il velluto del colore delle foglie d'autunno nelle Langhe.\n\nSul tavolino, [${lamp.title.it}](product:${lamp.id}) fa ciò che il vetro di Murano fa da cinque secoli: trattiene la luce e la restituisce più calda. Altri pezzi così nella nostra [illuminazione](category:${d.lighting.permalink}).`,
            es: `Hay estancias hechas para la mañana. Esta espera la hora en que la luz toma el color de la miel. Empezamos con [${sofa.title.es}](product:${sofa.id}), lo bastante profundo para hundirse en él, y le respondimos con [${armchair.title.es}](product:${armchair.id}), de terciopelo del color de las hojas de otoño en las Langhe.\n\nSobre la mesa auxiliar, [${lamp.title.es}](product:${lamp.id}) hace lo que el cristal de Murano lleva cinco siglos haciendo: retiene la luz y la devuelve más cálida. Descubra más piezas así en nuestra [iluminación](category:${d.lighting.permalink}).`,
            de: `Manche Räume sind für den Morgen gemacht. Dieser wartet auf die Stunde, in der das Licht die Farbe von Honig annimmt. Wir begannen mit [${sofa.title.de}](product:${sofa.id}), tief genug, um darin zu versinken, und antworteten mit [${armchair.title.de}](product:${armchair.id}), dessen Samt die Farbe des Herbstlaubs im Piemont trägt.\n\nAuf dem Beistelltisch tut [${lamp.title.de}](product:${lamp.id}), was Muranoglas seit fünf Jahrhunderten tut: Es hält das Licht fest und gibt es wärmer zurück. Weitere Stücke finden Sie in unserer [Beleuchtung](category:${d.lighting.permalink}).`,
            fr: `Certaines pièces sont faites pour le matin. Celle-ci attend l’heure où la lumière prend la couleur du miel. Nous avons commencé par [${sofa.title.fr}](product:${sofa.id}), assez profond pour s’y abandonner, et lui avons répondu avec [${armchair.title.fr}](product:${armchair.id}), dont le velours a la couleur des feuilles d’automne dans les Langhe.\n\nSur la table d’appoint, [${lamp.title.fr}](product:${lamp.id}) fait ce que le verre de Murano fait depuis cinq siècles : il retient la lumière et la rend plus chaude. D’autres pièces vous attendent parmi nos [luminaires](category:${d.lighting.permalink}).`,
          }),
          b.productList({
            title: { en: 'In this room', it: 'In questa stanza', es: 'En esta estancia', de: 'In diesem Raum', fr: 'Dans cette pièce' },
            productIds: [sofa.id, armchair.id, lamp.id, vase.id, ...ctx.catalogue.pickIds(4, { permalink: d.decor.permalink })],
          }),
        ],
      };
    },
  },
  {
    key: 'dinner-on-the-terrace',
    postType: 'shop-the-look',
    published: 262,
    author: 'Marco Vitale',
    write: ({ ctx, b, d, img }) => {
      const [table] = ctx.catalogue.pick(1, { permalink: d.tables.permalink });
      const [plates, glasses] = ctx.catalogue.pick(2, { permalink: d.tableware.permalink });
      const terrace = img(scene('terrace', ['travertine', 'ceramic-majolica', 'raffia'], 23), {
        en: 'A travertine table laid for dinner on a terrace above the sea, with majolica plates',
        it: 'Un tavolo in travertino apparecchiato per cena su una terrazza sul mare, con piatti in maiolica',
        es: 'Una mesa de travertino puesta para la cena en una terraza sobre el mar, con platos de mayólica',
        de: 'Ein Travertintisch, zum Abendessen gedeckt, auf einer Terrasse über dem Meer, mit Majolikatellern',
        fr: 'Une table en travertin dressée pour le dîner sur une terrasse face à la mer, avec des assiettes en majolique',
      });
      return {
        title: { en: 'Dinner on the Terrace', it: 'Cena in terrazza', es: 'Cena en la terraza', de: 'Abendessen auf der Terrasse', fr: 'Dîner sur la terrasse' },
        excerpt: {
          en: 'A long table in travertine, hand-painted plates from the Amalfi coast and glasses blown in Murano: summer, set for eight.',
          it: 'Un lungo tavolo in travertino, piatti dipinti a mano della costiera amalfitana e bicchieri soffiati a Murano: l’estate, apparecchiata per otto.',
          es: 'Una larga mesa de travertino, platos pintados a mano de la costa amalfitana y copas sopladas en Murano: el verano, servido para ocho.',
          de: 'Ein langer Tisch aus Travertin, handbemalte Teller von der Amalfiküste und in Murano geblasene Gläser: der Sommer, gedeckt für acht.',
          fr: 'Une longue table en travertin, des assiettes peintes à la main sur la côte amalfitaine et des verres soufflés à Murano : l’été, dressé pour huit.',
        },
        hero: terrace,
        content: [
          b.shopTheLook({
            image: terrace,
            hotspots: [
              { x: 50, y: 66, productId: table.id },
              { x: 38, y: 52, productId: plates.id },
              { x: 61, y: 47, productId: glasses.id },
            ],
          }),
          b.quote({
            text: {
              en: 'A table is never finished until someone has spilled a little wine on it.',
              it: 'Una tavola non è mai finita finché qualcuno non vi ha versato un po’ di vino.',
              es: 'Una mesa nunca está terminada hasta que alguien derrama en ella un poco de vino.',
              de: 'Ein Tisch ist erst fertig, wenn jemand ein wenig Wein darauf verschüttet hat.',
              fr: 'Une table n’est jamais achevée tant que quelqu’un n’y a pas renversé un peu de vin.',
            },
            author: 'Marco Vitale',
            role: { en: 'Tableware editor', it: 'Redattore tavola', es: 'Editor de mesa', de: 'Redakteur Tischkultur', fr: 'Rédacteur art de la table' },
          }),
          b.cta(ctx.categoryLink(d.tableware, {
            en: 'Discover the tableware',
            it: 'Scopri la tavola',
            es: 'Descubra la mesa',
            de: 'Tischkultur entdecken',
            fr: 'Découvrir l’art de la table',
          })),
        ],
      };
    },
  },
  {
    key: 'ten-lamps-we-would-move-house-for',
    postType: 'a-list',
    published: 288,
    author: 'Giulia Ferri',
    write: ({ ctx, b, d, img }) => {
      const lamps = ctx.catalogue.pick(10, { permalink: d.lighting.permalink });
      const glass = ['murano-glass-amber', 'murano-glass-blue', 'murano-glass-green', 'murano-glass-clear'] as const;
      return {
        title: {
          en: 'Ten Lamps We Would Move House For',
          it: 'Dieci lampade per cui cambieremmo casa',
          es: 'Diez lámparas por las que nos mudaríamos',
          de: 'Zehn Leuchten, für die wir umziehen würden',
          fr: 'Dix lampes pour lesquelles nous déménagerions',
        },
        excerpt: {
          en: 'From blown glass to spun brass, the ten lights our editors cannot stop talking about.',
          it: 'Dal vetro soffiato all’ottone tornito, le dieci luci di cui la redazione non smette di parlare.',
          es: 'Del cristal soplado al latón torneado, las diez luces de las que nuestros editores no dejan de hablar.',
          de: 'Von mundgeblasenem Glas bis zu gedrücktem Messing: die zehn Leuchten, über die unsere Redaktion nicht aufhört zu sprechen.',
          fr: 'Du verre soufflé au laiton repoussé, les dix luminaires dont notre rédaction ne cesse de parler.',
        },
        hero: img(scene('still-life', ['murano-glass-amber', 'brass'], 31), {
          en: 'Still life of glass and brass lamps', it: 'Natura morta di lampade in vetro e ottone', es: 'Bodegón de lámparas de cristal y latón',
          de: 'Stillleben mit Leuchten aus Glas und Messing', fr: 'Nature morte de lampes en verre et laiton',
        }),
        content: [
          b.richText({
            en: 'A good lamp is furniture by day and atmosphere by night. We asked our editors to choose the ten they would carry with them to any house; the list turned into an argument, and the argument into this page.\n\n**The rule:** every piece is made by hand in Italy, and every one can be lit tonight.',
            it: 'Una buona lampada è un arredo di giorno e un’atmosfera di notte. Abbiamo chiesto alla redazione di scegliere le dieci che porterebbe con sé in qualsiasi casa; la lista è diventata una discussione, e la discussione questa pagina.\n\n**La regola:** ogni pezzo è fatto a mano in Italia, e ognuno può essere acceso stasera.',
            es: 'Una buena lámpara es mueble de día y atmósfera de noche. Pedimos a nuestros editores que eligieran las diez que se llevarían a cualquier casa; la lista se convirtió en una discusión, y la discusión en esta página.\n\n**La regla:** cada pieza está hecha a mano en Italia, y todas pueden encenderse esta noche.',
            de: 'Eine gute Leuchte ist tagsüber ein Möbel und nachts eine Stimmung. Wir baten unsere Redaktion, die zehn zu wählen, die sie in jedes Haus mitnehmen würde; aus der Liste wurde eine Diskussion und aus der Diskussion diese Seite.\n\n**Die Regel:** Jedes Stück ist in Italien von Hand gefertigt, und jedes kann heute Abend leuchten.',
            fr: 'Une belle lampe est un meuble le jour et une atmosphère la nuit. Nous avons demandé à la rédaction de choisir les dix qu’elle emporterait dans n’importe quelle maison ; la liste est devenue un débat, et le débat cette page.\n\n**La règle :** chaque pièce est faite à la main en Italie, et chacune peut s’allumer ce soir.',
          }),
          b.row({
            title: { en: 'The shortlist', it: 'La selezione', es: 'La selección', de: 'Die engere Wahl', fr: 'La sélection' },
            carousel: true,
            items: lamps.slice(0, 4).map((lamp, i) => ({
              image: img(productShot('table-lamp', [glass[i], 'brass'], 40 + i), {
                en: `${lamp.title.en}, lit`, it: `${lamp.title.it}, accesa`, es: `${lamp.title.es}, encendida`, de: `${lamp.title.de}, eingeschaltet`, fr: `${lamp.title.fr}, allumée`,
              }),
              title: lamp.title,
              text: {
                en: `Number ${i + 1}, made by ${lamp.artisan.name}.`,
                it: `Numero ${i + 1}, realizzata da ${lamp.artisan.name}.`,
                es: `Número ${i + 1}, realizada por ${lamp.artisan.name}.`,
                de: `Nummer ${i + 1}, gefertigt von ${lamp.artisan.name}.`,
                fr: `Numéro ${i + 1}, réalisée par ${lamp.artisan.name}.`,
              },
              link: ctx.productLink(lamp),
            })),
          }),
          b.productList({
            title: { en: 'All ten', it: 'Tutte e dieci', es: 'Las diez', de: 'Alle zehn', fr: 'Les dix' },
            productIds: lamps.map((l) => l.id),
          }),
        ],
      };
    },
  },
  {
    key: 'the-marble-edit',
    postType: 'a-list',
    published: 214,
    author: 'Elena Marchetti',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'The Marble Edit', it: 'Il meglio del marmo', es: 'Lo mejor del mármol', de: 'Die Marmor-Auswahl', fr: 'La sélection marbre' },
      excerpt: {
        en: 'Carrara, Calacatta, Nero Marquina and travertine: the stones that shaped Italian design, and the pieces that carry them today.',
        it: 'Carrara, Calacatta, Nero Marquina e travertino: le pietre che hanno dato forma al design italiano e i pezzi che oggi le portano in casa.',
        es: 'Carrara, Calacatta, Nero Marquina y travertino: las piedras que dieron forma al diseño italiano y las piezas que hoy las llevan a casa.',
        de: 'Carrara, Calacatta, Nero Marquina und Travertin: die Steine, die das italienische Design geprägt haben, und die Stücke, die sie heute tragen.',
        fr: 'Carrare, Calacatta, Nero Marquina et travertin : les pierres qui ont façonné le design italien et les pièces qui les portent aujourd’hui.',
      },
      hero: img(scene('gallery', ['calacatta-marble', 'travertine'], 52), {
        en: 'Marble tables in a gallery', it: 'Tavoli in marmo in una galleria', es: 'Mesas de mármol en una galería', de: 'Marmortische in einer Galerie', fr: 'Tables en marbre dans une galerie',
      }),
      content: [
        b.richText({
          en: '## Why marble still matters\n\nNo two slabs are alike. The veins of Calacatta run gold and grey; Carrara is quieter, almost blue in the morning; travertine keeps the holes left by ancient springs. Each piece below was cut, honed and finished by hand, so that the stone, not the machine, has the last word.',
          it: '## Perché il marmo conta ancora\n\nNon esistono due lastre uguali. Le venature del Calacatta corrono oro e grigio; il Carrara è più quieto, quasi azzurro al mattino; il travertino conserva i fori lasciati da antiche sorgenti. Ogni pezzo qui sotto è stato tagliato, levigato e rifinito a mano, perché l’ultima parola spetti alla pietra, non alla macchina.',
          es: '## Por qué el mármol sigue importando\n\nNo hay dos losas iguales. Las vetas del Calacatta corren oro y gris; el Carrara es más sereno, casi azul por la mañana; el travertino conserva los poros que dejaron antiguos manantiales. Cada pieza fue cortada, pulida y acabada a mano, para que la última palabra la tenga la piedra, no la máquina.',
          de: '## Warum Marmor noch immer zählt\n\nKeine zwei Platten gleichen sich. Die Adern des Calacatta laufen golden und grau; Carrara ist stiller, am Morgen fast blau; Travertin bewahrt die Poren uralter Quellen. Jedes Stück wurde von Hand geschnitten, geschliffen und vollendet, damit der Stein das letzte Wort hat, nicht die Maschine.',
          fr: '## Pourquoi le marbre compte encore\n\nAucune dalle ne ressemble à une autre. Les veines du Calacatta courent or et gris ; le Carrare est plus calme, presque bleu le matin ; le travertin garde les cavités laissées par d’anciennes sources. Chaque pièce a été taillée, polie et finie à la main, pour que le dernier mot revienne à la pierre, non à la machine.',
        }),
        b.productList({ productIds: ctx.catalogue.pickIds(8, { permalink: d.tables.permalink }) }),
        b.twoBanners([
          {
            image: img(productShot('coffee-table', ['calacatta-marble', 'brass'], 53), {
              en: 'Calacatta coffee table', it: 'Tavolino in Calacatta', es: 'Mesa de centro de Calacatta', de: 'Couchtisch aus Calacatta', fr: 'Table basse en Calacatta',
            }),
            title: { en: 'Tables in stone', it: 'Tavoli in pietra', es: 'Mesas de piedra', de: 'Tische aus Stein', fr: 'Tables en pierre' },
            link: ctx.categoryLink(d.tables),
          },
          {
            image: img(productShot('vase', ['travertine'], 54), {
              en: 'Travertine vase', it: 'Vaso in travertino', es: 'Jarrón de travertino', de: 'Vase aus Travertin', fr: 'Vase en travertin',
            }),
            title: { en: 'Objects in stone', it: 'Oggetti in pietra', es: 'Objetos de piedra', de: 'Objekte aus Stein', fr: 'Objets en pierre' },
            link: ctx.categoryLink(d.vases),
          },
        ]),
      ],
    }),
  },
  {
    key: 'velvet-for-the-season',
    postType: 'editors-pick',
    published: 276,
    author: 'Elena Marchetti',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Velvet for the Season', it: 'Velluto per la stagione', es: 'Terciopelo para la temporada', de: 'Samt für die Saison', fr: 'Du velours pour la saison' },
      excerpt: {
        en: 'Emerald, rust and blush: why our editors are upholstering everything this autumn.',
        it: 'Smeraldo, ruggine e cipria: perché quest’autunno la redazione vuole rivestire tutto.',
        es: 'Esmeralda, óxido y rosa empolvado: por qué este otoño nuestros editores lo tapizan todo.',
        de: 'Smaragd, Rost und Puder: warum unsere Redaktion diesen Herbst alles neu beziehen lässt.',
        fr: 'Émeraude, rouille et rose poudré : pourquoi notre rédaction veut tout retapisser cet automne.',
      },
      hero: img(productShot('armchair', ['velvet-emerald', 'walnut'], 61), {
        en: 'Emerald velvet armchair', it: 'Poltrona in velluto smeraldo', es: 'Butaca de terciopelo esmeralda', de: 'Sessel aus smaragdgrünem Samt', fr: 'Fauteuil en velours émeraude',
      }),
      content: [
        b.richText({
          en: `Velvet asks to be touched. In the workshops of Cantù it is still cut and stretched by hand over frames of beech, then pinned with brass nails one by one. Our pick this season: anything in emerald, the colour of the lake at Bellagio in October. Find it across our [seating](category:${d.seating.permalink}).`,
          it: `Il velluto chiede di essere toccato. Nelle botteghe di Cantù viene ancora tagliato e teso a mano su telai di faggio, poi fissato con chiodi d’ottone uno a uno. La nostra scelta di stagione: tutto ciò che è smeraldo, il colore del lago a Bellagio in ottobre. Lo trovate in tutte le nostre [sedute](category:${d.seating.permalink}).`,
          es: `El terciopelo pide ser tocado. En los talleres de Cantù todavía se corta y se tensa a mano sobre armazones de haya, y se fija con clavos de latón uno a uno. Nuestra elección de la temporada: todo lo que sea esmeralda, el color del lago en Bellagio en octubre. Encuéntrelo en todos nuestros [asientos](category:${d.seating.permalink}).`,
          de: `Samt will berührt werden. In den Werkstätten von Cantù wird er noch immer von Hand zugeschnitten, über Buchenrahmen gespannt und Nagel für Nagel mit Messing befestigt. Unsere Wahl der Saison: alles in Smaragd, der Farbe des Sees bei Bellagio im Oktober. Sie finden ihn bei all unseren [Sitzmöbeln](category:${d.seating.permalink}).`,
          fr: `Le velours demande à être touché. Dans les ateliers de Cantù, il est encore coupé et tendu à la main sur des bâtis en hêtre, puis fixé clou de laiton après clou de laiton. Notre choix de la saison : tout ce qui est émeraude, la couleur du lac à Bellagio en octobre. Retrouvez-le dans toutes nos [assises](category:${d.seating.permalink}).`,
        }),
        b.productList({
          title: { en: 'Our velvet pick', it: 'La nostra scelta in velluto', es: 'Nuestra selección de terciopelo', de: 'Unsere Samt-Auswahl', fr: 'Notre sélection velours' },
          productIds: ctx.catalogue.pickIds(8, { permalink: d.seating.permalink, where: (p) => p.editorsPick }),
        }),
        b.cta(ctx.categoryLink(d.seating, { en: 'All seating', it: 'Tutte le sedute', es: 'Todos los asientos', de: 'Alle Sitzmöbel', fr: 'Toutes les assises' }), 'secondary'),
      ],
    }),
  },
  {
    key: 'murano-on-the-table',
    postType: 'editors-pick',
    published: 198,
    author: 'Marco Vitale',
    write: ({ ctx, b, d, img }) => {
      const glasses = ctx.catalogue.pick(3, { permalink: d.glassware.permalink });
      const colours = ['murano-glass-green', 'murano-glass-blue', 'murano-glass-amber'] as const;
      return {
        title: { en: 'Murano on the Table', it: 'Murano in tavola', es: 'Murano en la mesa', de: 'Murano auf dem Tisch', fr: 'Murano à table' },
        excerpt: {
          en: 'Three glasses, three colours, one island: the pieces we set out when guests are coming.',
          it: 'Tre bicchieri, tre colori, un’isola: i pezzi che mettiamo in tavola quando arrivano gli ospiti.',
          es: 'Tres copas, tres colores, una isla: las piezas que ponemos en la mesa cuando llegan invitados.',
          de: 'Drei Gläser, drei Farben, eine Insel: die Stücke, die wir auftischen, wenn Gäste kommen.',
          fr: 'Trois verres, trois couleurs, une île : les pièces que nous sortons quand viennent les invités.',
        },
        hero: img(productShot('glassware', ['murano-glass-green', 'murano-glass-amber'], 71), {
          en: 'Coloured Murano glasses', it: 'Bicchieri colorati di Murano', es: 'Copas de Murano de colores', de: 'Farbige Muranogläser', fr: 'Verres de Murano colorés',
        }),
        content: [
          b.row({
            carousel: false,
            items: glasses.map((g, i) => ({
              image: img(productShot('glassware', [colours[i]], 72 + i, 'front'), g.title),
              title: g.title,
              text: {
                en: 'Mouth-blown and finished at the furnace, so each one is slightly different.',
                it: 'Soffiato a bocca e rifinito in fornace, ognuno è leggermente diverso.',
                es: 'Soplado a boca y acabado en el horno, cada uno es ligeramente distinto.',
                de: 'Mundgeblasen und am Ofen vollendet, daher ist jedes ein wenig anders.',
                fr: 'Soufflé à la bouche et fini au four, chacun est légèrement différent.',
              },
            })),
          }),
          b.productList({ productIds: [...glasses.map((g) => g.id), ...ctx.catalogue.pickIds(5, { permalink: d.tableware.permalink })] }),
        ],
      };
    },
  },
  {
    key: 'brass',
    postType: 'vitrine',
    published: 240,
    author: 'Giulia Ferri',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Vitrine: Brass', it: 'Vetrina: ottone', es: 'Vitrina: latón', de: 'Vitrine: Messing', fr: 'Vitrine : laiton' },
      excerpt: {
        en: 'Warm, soft and honest about age: brass, turned and polished in Milan.',
        it: 'Caldo, morbido e onesto con il tempo: l’ottone, tornito e lucidato a Milano.',
        es: 'Cálido, suave y honesto con el paso del tiempo: el latón, torneado y pulido en Milán.',
        de: 'Warm, weich und ehrlich im Altern: Messing, in Mailand gedreht und poliert.',
        fr: 'Chaud, doux et honnête avec le temps : le laiton, tourné et poli à Milan.',
      },
      hero: img(productShot('candle-holder', ['brass'], 81), {
        en: 'Brass candle holders', it: 'Candelieri in ottone', es: 'Candelabros de latón', de: 'Kerzenhalter aus Messing', fr: 'Bougeoirs en laiton',
      }),
      content: [
        b.grey([
          b.richText({
            en: 'Brass darkens where hands touch it and stays bright where they do not. Left unlacquered, it records a household’s habits. These pieces are turned on the lathe and polished with pumice and oil.',
            it: 'L’ottone si scurisce dove le mani lo toccano e resta luminoso dove non arrivano. Lasciato senza vernice, registra le abitudini di una casa. Questi pezzi sono torniti al tornio e lucidati con pomice e olio.',
            es: 'El latón se oscurece donde lo tocan las manos y sigue brillante donde no llegan. Sin barniz, registra las costumbres de una casa. Estas piezas se tornean y se pulen con piedra pómez y aceite.',
            de: 'Messing dunkelt dort nach, wo Hände es berühren, und bleibt hell, wo sie es nicht tun. Unlackiert zeichnet es die Gewohnheiten eines Hauses auf. Diese Stücke werden auf der Drehbank geformt und mit Bimsstein und Öl poliert.',
            fr: 'Le laiton fonce là où les mains le touchent et reste clair ailleurs. Sans vernis, il garde la mémoire des habitudes d’une maison. Ces pièces sont tournées au tour puis polies à la pierre ponce et à l’huile.',
          }),
          b.productList({ productIds: ctx.catalogue.pickIds(6, { permalink: d.decor.permalink }) }),
        ]),
        b.banner({
          image: img(scene('still-life', ['brass', 'nero-marquina'], 82), {
            en: 'Brass objects on black marble', it: 'Oggetti in ottone su marmo nero', es: 'Objetos de latón sobre mármol negro', de: 'Messingobjekte auf schwarzem Marmor', fr: 'Objets en laiton sur marbre noir',
          }),
          title: { en: 'All decor', it: 'Tutti i complementi', es: 'Toda la decoración', de: 'Alle Wohnaccessoires', fr: 'Toute la décoration' },
          link: ctx.categoryLink(d.decor),
        }),
      ],
    }),
  },
  {
    key: 'terracotta',
    postType: 'vitrine',
    published: 170,
    author: 'Elena Marchetti',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Vitrine: Impruneta Terracotta', it: "Vetrina: terracotta dell'Impruneta", es: 'Vitrina: terracota de Impruneta', de: 'Vitrine: Terrakotta aus Impruneta', fr: 'Vitrine : terre cuite d’Impruneta' },
      excerpt: {
        en: 'The clay of the hills above Florence, fired for days until it rings like a bell.',
        it: 'L’argilla delle colline sopra Firenze, cotta per giorni finché non suona come una campana.',
        es: 'La arcilla de las colinas sobre Florencia, cocida durante días hasta que suena como una campana.',
        de: 'Der Ton der Hügel über Florenz, tagelang gebrannt, bis er klingt wie eine Glocke.',
        fr: 'L’argile des collines au-dessus de Florence, cuite des jours durant jusqu’à sonner comme une cloche.',
      },
      hero: img(productShot('planter', ['terracotta'], 91), {
        en: 'Impruneta terracotta planter', it: "Vaso da giardino in terracotta dell'Impruneta", es: 'Macetero de terracota de Impruneta', de: 'Pflanzgefäß aus Impruneta-Terrakotta', fr: 'Jardinière en terre cuite d’Impruneta',
      }),
      content: [
        b.grey([
          b.quote({
            text: {
              en: 'Our clay is rich in iron and lime. Frost cannot break it; only carelessness can.',
              it: 'La nostra argilla è ricca di ferro e calcare. Il gelo non la spezza; solo la disattenzione può farlo.',
              es: 'Nuestra arcilla es rica en hierro y cal. La helada no puede romperla; solo el descuido.',
              de: 'Unser Ton ist reich an Eisen und Kalk. Frost kann ihn nicht brechen, nur Unachtsamkeit.',
              fr: 'Notre argile est riche en fer et en calcaire. Le gel ne peut la briser ; seule la négligence le peut.',
            },
            author: 'Fornace dell’Impruneta',
          }),
          b.cta(ctx.categoryLink(d.vases, { en: 'Shop vases and vessels', it: 'Acquista vasi', es: 'Comprar jarrones', de: 'Vasen kaufen', fr: 'Acheter les vases' })),
        ]),
        b.row({
          title: { en: 'From the kiln', it: 'Dalla fornace', es: 'Del horno', de: 'Aus dem Brennofen', fr: 'Sortis du four' },
          carousel: true,
          items: ctx.catalogue.pick(5, { permalink: d.vases.permalink }).map((p, i) => ({
            image: img(productShot('vase', ['terracotta'], 92 + i), p.title),
            title: p.title,
          })),
        }),
      ],
    }),
  },
  {
    key: 'terrazzo-reimagined',
    postType: 'new-vision',
    published: 226,
    author: 'Luca Benassi',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Terrazzo, Reimagined', it: 'Il terrazzo, reinventato', es: 'El terrazo, reinventado', de: 'Terrazzo, neu gedacht', fr: 'Le terrazzo réinventé' },
      excerpt: {
        en: 'Venetian floors made of leftover marble chips become tables, trays and lamps in the hands of a new generation.',
        it: 'I pavimenti veneziani fatti di scaglie di marmo avanzate diventano tavoli, vassoi e lampade nelle mani di una nuova generazione.',
        es: 'Los suelos venecianos hechos con restos de mármol se convierten en mesas, bandejas y lámparas en manos de una nueva generación.',
        de: 'Venezianische Böden aus Marmorresten werden in den Händen einer neuen Generation zu Tischen, Tabletts und Leuchten.',
        fr: 'Les sols vénitiens faits d’éclats de marbre deviennent tables, plateaux et lampes entre les mains d’une nouvelle génération.',
      },
      hero: img(scene('gallery', ['terrazzo', 'brass'], 101), {
        en: 'Terrazzo tables in a white gallery', it: 'Tavoli in terrazzo in una galleria bianca', es: 'Mesas de terrazo en una galería blanca', de: 'Terrazzotische in einer weißen Galerie', fr: 'Tables en terrazzo dans une galerie blanche',
      }),
      content: [
        b.banner({
          image: img(productShot('tray', ['terrazzo'], 102), {
            en: 'Terrazzo tray', it: 'Vassoio in terrazzo', es: 'Bandeja de terrazo', de: 'Tablett aus Terrazzo', fr: 'Plateau en terrazzo',
          }),
          title: { en: 'Nothing is wasted', it: 'Niente va sprecato', es: 'Nada se desperdicia', de: 'Nichts geht verloren', fr: 'Rien ne se perd' },
          subtitle: {
            en: 'An eighteenth-century idea of thrift, seen with new eyes.',
            it: 'Un’idea settecentesca di parsimonia, vista con occhi nuovi.',
            es: 'Una idea dieciochesca de austeridad, vista con ojos nuevos.',
            de: 'Eine Idee der Sparsamkeit aus dem 18. Jahrhundert, mit neuen Augen gesehen.',
            fr: 'Une idée d’économie du XVIIIe siècle, vue avec un regard neuf.',
          },
        }),
        b.richText({
          en: 'Terrazzo was born on Venetian building sites, where masons set the offcuts of marble into lime and polished the floor for weeks. Today the same mixture is cast thin, coloured with pigments and cut with water jets, without losing the patience of the original.',
          it: 'Il terrazzo nasce nei cantieri veneziani, dove i muratori annegavano gli scarti di marmo nella calce e levigavano il pavimento per settimane. Oggi lo stesso impasto viene colato sottile, colorato con pigmenti e tagliato ad acqua, senza perdere la pazienza dell’originale.',
          es: 'El terrazo nació en las obras venecianas, donde los albañiles incrustaban restos de mármol en cal y pulían el suelo durante semanas. Hoy la misma mezcla se cuela en capas finas, se tiñe con pigmentos y se corta con agua, sin perder la paciencia del original.',
          de: 'Terrazzo entstand auf venezianischen Baustellen, wo Maurer Marmorreste in Kalk betteten und den Boden wochenlang schliffen. Heute wird dieselbe Mischung dünn gegossen, mit Pigmenten gefärbt und mit Wasserstrahl geschnitten, ohne die Geduld des Originals zu verlieren.',
          fr: 'Le terrazzo est né sur les chantiers vénitiens, où les maçons noyaient les chutes de marbre dans la chaux avant de polir le sol des semaines durant. Aujourd’hui, le même mélange est coulé en fine épaisseur, teinté de pigments et découpé au jet d’eau, sans rien perdre de la patience d’origine.',
        }),
        b.productList({ productIds: ctx.catalogue.pickIds(6, { permalink: d.tables.permalink }) }),
      ],
    }),
  },
  {
    key: 'light-as-material',
    postType: 'new-vision',
    published: 150,
    author: 'Luca Benassi',
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Light as a Material', it: 'La luce come materia', es: 'La luz como materia', de: 'Licht als Material', fr: 'La lumière comme matière' },
      excerpt: {
        en: 'Young lighting designers are shaping glass, alabaster and silk as if light itself could be carved.',
        it: 'Giovani designer della luce modellano vetro, alabastro e seta come se la luce stessa si potesse scolpire.',
        es: 'Jóvenes diseñadores de iluminación moldean cristal, alabastro y seda como si la propia luz pudiera tallarse.',
        de: 'Junge Lichtdesigner formen Glas, Alabaster und Seide, als ließe sich das Licht selbst schnitzen.',
        fr: 'De jeunes créateurs de luminaires façonnent verre, albâtre et soie comme si la lumière elle-même pouvait se sculpter.',
      },
      hero: img(scene('dining-room', ['murano-glass-clear', 'silk-ochre'], 111), {
        en: 'A dining room lit by a glass chandelier', it: 'Una sala da pranzo illuminata da un lampadario in vetro', es: 'Un comedor iluminado por una araña de cristal', de: 'Ein Esszimmer im Licht eines gläsernen Kronleuchters', fr: 'Une salle à manger éclairée par un lustre en verre',
      }),
      content: [
        b.cinema({
          title: { en: 'Four rooms, four lights', it: 'Quattro stanze, quattro luci', es: 'Cuatro estancias, cuatro luces', de: 'Vier Räume, vier Lichter', fr: 'Quatre pièces, quatre lumières' },
          slides: (['dining-room', 'bedroom', 'living-room', 'gallery'] as const).map((room, i) => ({
            image: img(scene(room, [(['murano-glass-clear', 'silk-ochre', 'murano-glass-amber', 'brass'] as const)[i]], 112 + i), {
              en: `Lighting study ${i + 1}`, it: `Studio di luce ${i + 1}`, es: `Estudio de luz ${i + 1}`, de: `Lichtstudie ${i + 1}`, fr: `Étude de lumière ${i + 1}`,
            }),
            caption: {
              en: ['Morning: glass that scatters', 'Evening: silk that softens', 'Night: amber that warms', 'Gallery: brass that points'][i],
              it: ['Mattino: vetro che diffonde', 'Sera: seta che addolcisce', 'Notte: ambra che scalda', 'Galleria: ottone che indica'][i],
              es: ['Mañana: cristal que dispersa', 'Tarde: seda que suaviza', 'Noche: ámbar que calienta', 'Galería: latón que señala'][i],
              de: ['Morgen: Glas, das streut', 'Abend: Seide, die mildert', 'Nacht: Bernstein, der wärmt', 'Galerie: Messing, das lenkt'][i],
              fr: ['Matin : le verre qui diffuse', 'Soir : la soie qui adoucit', 'Nuit : l’ambre qui réchauffe', 'Galerie : le laiton qui désigne'][i],
            },
            link: ctx.categoryLink(d.lighting),
          })),
        }),
        b.twoColumns(
          {
            body: {
              en: '### Glass\n\nBlown in Murano, the glass is left slightly uneven on purpose, so that the filament’s glow is broken into a hundred small reflections.',
              it: '### Vetro\n\nSoffiato a Murano, il vetro è lasciato volutamente irregolare, perché il bagliore del filamento si spezzi in cento piccoli riflessi.',
              es: '### Cristal\n\nSoplado en Murano, el cristal se deja ligeramente irregular a propósito, para que el brillo del filamento se rompa en cien pequeños reflejos.',
              de: '### Glas\n\nIn Murano geblasen, bleibt das Glas bewusst ein wenig unregelmäßig, damit sich das Glühen des Fadens in hundert kleine Reflexe bricht.',
              fr: '### Verre\n\nSoufflé à Murano, le verre reste volontairement un peu irrégulier, pour que l’éclat du filament se brise en cent petits reflets.',
            },
          },
          {
            body: {
              en: `### Silk\n\nPleated by hand in Como, silk shades turn a bulb into a lantern. See the [table lamps](category:${d.tableLamps.permalink}).`,
              it: `### Seta\n\nPlissettati a mano a Como, i paralumi di seta trasformano una lampadina in una lanterna. Scopri le [lampade da tavolo](category:${d.tableLamps.permalink}).`,
              es: `### Seda\n\nPlisadas a mano en Como, las pantallas de seda convierten una bombilla en un farol. Vea las [lámparas de mesa](category:${d.tableLamps.permalink}).`,
              de: `### Seide\n\nIn Como von Hand plissiert, verwandeln Seidenschirme eine Glühbirne in eine Laterne. Zu den [Tischleuchten](category:${d.tableLamps.permalink}).`,
              fr: `### Soie\n\nPlissés à la main à Côme, les abat-jour en soie font d’une ampoule une lanterne. Voir les [lampes à poser](category:${d.tableLamps.permalink}).`,
            },
          },
        ),
      ],
    }),
  },
  {
    key: 'winter-light',
    postType: 'editors-pick',
    published: 340,
    author: 'Giulia Ferri',
    draftOnly: true,
    write: ({ ctx, b, d, img }) => ({
      title: { en: 'Winter Light', it: 'Luce d’inverno', es: 'Luz de invierno', de: 'Winterlicht', fr: 'Lumière d’hiver' },
      excerpt: {
        en: 'When the days are short, a lamp becomes the warmest thing in the room. Our editors choose theirs.',
        it: 'Quando le giornate si accorciano, una lampada diventa la cosa più calda della stanza. La redazione sceglie la sua.',
        es: 'Cuando los días se acortan, una lámpara se convierte en lo más cálido de la estancia. Nuestros editores eligen la suya.',
        de: 'Wenn die Tage kurz werden, ist eine Leuchte das Wärmste im Raum. Unsere Redaktion wählt ihre.',
        fr: 'Quand les jours raccourcissent, une lampe devient ce qu’il y a de plus chaleureux dans la pièce. Notre rédaction choisit la sienne.',
      },
      hero: img(scene('bedroom', ['murano-glass-amber', 'wool-cream'], 121), {
        en: 'A bedroom lit by an amber glass lamp on a winter evening', it: 'Una camera illuminata da una lampada in vetro ambra in una sera d’inverno',
        es: 'Un dormitorio iluminado por una lámpara de cristal ámbar en una tarde de invierno', de: 'Ein Schlafzimmer im Schein einer bernsteinfarbenen Glasleuchte an einem Winterabend',
        fr: 'Une chambre éclairée par une lampe en verre ambré un soir d’hiver',
      }),
      content: [
        b.richText({
          en: `Amber glass, pleated silk, a dimmer turned low: the [table lamps](category:${d.tableLamps.permalink}) we reach for from November to March.`,
          it: `Vetro ambra, seta plissettata, un dimmer al minimo: le [lampade da tavolo](category:${d.tableLamps.permalink}) che accendiamo da novembre a marzo.`,
          es: `Cristal ámbar, seda plisada, un regulador al mínimo: las [lámparas de mesa](category:${d.tableLamps.permalink}) que encendemos de noviembre a marzo.`,
          de: `Bernsteinglas, plissierte Seide, ein heruntergedimmtes Licht: die [Tischleuchten](category:${d.tableLamps.permalink}), zu denen wir von November bis März greifen.`,
          fr: `Verre ambré, soie plissée, variateur au plus bas : les [lampes à poser](category:${d.tableLamps.permalink}) que nous allumons de novembre à mars.`,
        }),
        b.productList({ productIds: ctx.catalogue.pickIds(6, { permalink: d.lighting.permalink }) }),
      ],
    }),
  },
];
