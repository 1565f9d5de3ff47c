/**
 * Company pages (`_type: 'page'`): about, the trade programme and the footer pages (press, careers,
 * whistleblowing, design service, interior projects, contract, visit us with the Milan and New York
 * galleries). Found by `pageKey`; their localized slugs serve non-fixed routes.
 */
import { COMPANY, OFFICES, officeAddress } from '../../shared/contact';
import type { Blocks, ContentBlock } from './blocks';
import { COLLECTION_IDS } from './collections';
import type { BuildContext } from './context';
import type { Departments } from './departments';
import { scene } from './images';
import { LANDING_IDS } from './landings';
import { localeSlug, ls } from './locale';
import { postId } from './posts';
import type { ImageField, SanityDocument, Texts } from './types';
import { PAGE_SLUGS, type PageKey, pagePath } from './routes';


interface PageSpec {
  key: PageKey;
  title: Texts;
  intro: Texts;
  hero: ImageField;
  content: ContentBlock[];
  updated: number;
}

export function buildPages(ctx: BuildContext, b: Blocks, d: Departments): SanityDocument[] {
  const img = ctx.images.image.bind(ctx.images);
  const milan = OFFICES.milan;
  const ny = OFFICES['new-york'];
  const mail = (address: string) => `[${address}](mailto:${address})`;

  const specs: PageSpec[] = [
    {
      key: 'about',
      title: { en: 'About Casa Maestri', it: 'Chi siamo', es: 'Quiénes somos', de: 'Über Casa Maestri', fr: 'À propos de Casa Maestri' },
      intro: {
        en: 'We bring the work of Italy’s finest workshops to homes around the world, without hurrying the hands that make it.',
        it: 'Portiamo il lavoro delle migliori botteghe italiane nelle case di tutto il mondo, senza mettere fretta alle mani che lo creano.',
        es: 'Llevamos el trabajo de los mejores talleres de Italia a hogares de todo el mundo, sin apresurar las manos que lo hacen.',
        de: 'Wir bringen die Arbeit der besten Werkstätten Italiens in Häuser auf der ganzen Welt, ohne die Hände zu drängen, die sie schaffen.',
        fr: 'Nous faisons entrer le travail des meilleurs ateliers d’Italie dans les maisons du monde entier, sans presser les mains qui le façonnent.',
      },
      hero: img(scene('workshop', ['walnut', 'linen-sand'], 901), { en: 'A cabinetmaker’s bench in Brianza', it: 'Il banco di un ebanista in Brianza', es: 'El banco de un ebanista en Brianza', de: 'Die Werkbank eines Kunsttischlers in der Brianza', fr: 'L’établi d’un ébéniste en Brianza' }),
      updated: 150,
      content: [
        b.richText({
          en: `## Our story\n\n${COMPANY.brand} was founded in Milan by people who grew up among workshops: a grandfather who turned brass, an aunt who wove silk in Como. We saw the finest makers in the country lose their clients to the speed of the market, and decided to build them a window onto the world.\n\nToday we work with more than a hundred workshops, from the glass furnaces of Murano to the stone yards of Carrara. We visit every one of them, we know the names of the people at the bench, and we pay them on time.`,
          it: `## La nostra storia\n\n${COMPANY.brand} è nata a Milano da persone cresciute tra le botteghe: un nonno che tornava l’ottone, una zia che tesseva la seta a Como. Abbiamo visto i migliori artigiani del paese perdere i loro clienti per la fretta del mercato, e abbiamo deciso di costruire per loro una finestra sul mondo.\n\nOggi lavoriamo con più di cento botteghe, dalle fornaci di Murano alle cave di Carrara. Le visitiamo tutte, conosciamo i nomi di chi sta al banco e paghiamo puntuali.`,
          es: `## Nuestra historia\n\n${COMPANY.brand} nació en Milán de la mano de personas que crecieron entre talleres: un abuelo que torneaba latón, una tía que tejía seda en Como. Vimos cómo los mejores artesanos del país perdían a sus clientes por la prisa del mercado y decidimos construirles una ventana al mundo.\n\nHoy trabajamos con más de cien talleres, de los hornos de Murano a las canteras de Carrara. Los visitamos todos, conocemos el nombre de quien está en el banco y pagamos puntualmente.`,
          de: `## Unsere Geschichte\n\n${COMPANY.brand} wurde in Mailand von Menschen gegründet, die zwischen Werkstätten aufwuchsen: ein Großvater, der Messing drehte, eine Tante, die in Como Seide webte. Wir sahen, wie die besten Handwerker des Landes ihre Kunden an die Eile des Marktes verloren, und beschlossen, ihnen ein Fenster zur Welt zu bauen.\n\nHeute arbeiten wir mit mehr als hundert Werkstätten, von den Glasöfen Muranos bis zu den Steinbrüchen von Carrara. Wir besuchen jede einzelne, kennen die Namen der Menschen an der Werkbank und zahlen pünktlich.`,
          fr: `## Notre histoire\n\n${COMPANY.brand} est née à Milan, fondée par des personnes qui ont grandi parmi les ateliers : un grand-père qui tournait le laiton, une tante qui tissait la soie à Côme. Nous avons vu les meilleurs artisans du pays perdre leurs clients face à la vitesse du marché, et décidé de leur ouvrir une fenêtre sur le monde.\n\nAujourd’hui, nous travaillons avec plus d’une centaine d’ateliers, des fours de Murano aux carrières de Carrare. Nous les visitons tous, connaissons le nom de ceux qui sont à l’établi et les payons à temps.`,
        }),
        b.quote({
          text: {
            en: 'Luxury is the time someone has given to an object.',
            it: 'Il lusso è il tempo che qualcuno ha dedicato a un oggetto.',
            es: 'El lujo es el tiempo que alguien ha dedicado a un objeto.',
            de: 'Luxus ist die Zeit, die jemand einem Gegenstand geschenkt hat.',
            fr: 'Le luxe, c’est le temps que quelqu’un a consacré à un objet.',
          },
          author: 'Casa Maestri',
        }),
        b.documentsPreview({
          title: { en: 'Meet the makers', it: 'Conosci i maestri', es: 'Conozca a los artesanos', de: 'Die Meister kennenlernen', fr: 'Rencontrer les artisans' },
          carousel: true,
          ids: [postId('three-generations-one-bench'), postId('the-colour-of-the-lagoon'), postId('a-morning-at-the-workshop')],
        }),
      ],
    },
    {
      key: 'trade',
      title: { en: 'Trade Programme', it: 'Programma trade', es: 'Programa trade', de: 'Trade-Programm', fr: 'Programme trade' },
      intro: {
        en: 'For interior designers, architects and hospitality professionals: trade prices, project support and the whole of Italian craft in one account.',
        it: 'Per interior designer, architetti e professionisti dell’hospitality: prezzi trade, supporto ai progetti e tutto l’artigianato italiano in un solo account.',
        es: 'Para interioristas, arquitectos y profesionales de la hostelería: precios trade, apoyo a proyectos y toda la artesanía italiana en una sola cuenta.',
        de: 'Für Innenarchitekten, Architekten und Hotellerie-Profis: Trade-Preise, Projektbegleitung und das ganze italienische Handwerk in einem Konto.',
        fr: 'Pour les architectes d’intérieur, architectes et professionnels de l’hôtellerie : prix professionnels, accompagnement de projet et tout l’artisanat italien dans un seul compte.',
      },
      hero: img(scene('gallery', ['oak', 'boucle-ivory'], 902), { en: 'Samples laid out on a studio table', it: 'Campioni disposti su un tavolo di studio', es: 'Muestras dispuestas sobre una mesa de estudio', de: 'Muster auf einem Studiotisch', fr: 'Échantillons disposés sur une table de studio' }),
      updated: 260,
      content: [
        b.row({
          title: { en: 'Why join', it: 'Perché aderire', es: 'Por qué unirse', de: 'Warum Mitglied werden', fr: 'Pourquoi nous rejoindre' },
          carousel: false,
          items: [
            {
              image: img(scene('still-life', ['brass', 'walnut'], 903), { en: 'Price list and samples', it: 'Listino e campioni', es: 'Tarifa y muestras', de: 'Preisliste und Muster', fr: 'Tarifs et échantillons' }),
              title: { en: 'Trade prices', it: 'Prezzi trade', es: 'Precios trade', de: 'Trade-Preise', fr: 'Prix professionnels' },
              text: { en: 'Reserved prices on the whole catalogue, shown as soon as you apply.', it: 'Prezzi riservati su tutto il catalogo, visibili appena ti candidi.', es: 'Precios reservados en todo el catálogo, visibles en cuanto lo solicita.', de: 'Sonderpreise auf den gesamten Katalog, sichtbar sobald Sie sich bewerben.', fr: 'Des prix réservés sur tout le catalogue, visibles dès votre candidature.' },
            },
            {
              image: img(scene('workshop', ['oak', 'brass'], 904), { en: 'Technical drawings', it: 'Disegni tecnici', es: 'Planos técnicos', de: 'Technische Zeichnungen', fr: 'Dessins techniques' }),
              title: { en: 'Tearsheets and CAD', it: 'Schede tecniche e CAD', es: 'Fichas técnicas y CAD', de: 'Datenblätter und CAD', fr: 'Fiches techniques et CAO' },
              text: { en: 'Download specification sheets, with or without prices, and CAD files for your drawings.', it: 'Scarica schede tecniche, con o senza prezzi, e file CAD per i tuoi disegni.', es: 'Descargue fichas técnicas, con o sin precios, y archivos CAD para sus planos.', de: 'Laden Sie Datenblätter mit oder ohne Preise sowie CAD-Dateien für Ihre Pläne herunter.', fr: 'Téléchargez des fiches techniques, avec ou sans prix, et des fichiers CAO pour vos plans.' },
            },
            {
              image: img(scene('portrait', ['linen-sand'], 905), { en: 'A trade advisor on the phone', it: 'Una consulente trade al telefono', es: 'Una asesora trade al teléfono', de: 'Eine Trade-Beraterin am Telefon', fr: 'Une conseillère trade au téléphone' }),
              title: { en: 'A dedicated advisor', it: 'Un consulente dedicato', es: 'Un asesor dedicado', de: 'Ein persönlicher Berater', fr: 'Un conseiller dédié' },
              text: { en: 'One person for quotes, samples, customizations and deliveries.', it: 'Una sola persona per preventivi, campioni, personalizzazioni e consegne.', es: 'Una sola persona para presupuestos, muestras, personalizaciones y entregas.', de: 'Ein Ansprechpartner für Angebote, Muster, Anpassungen und Lieferungen.', fr: 'Un seul interlocuteur pour devis, échantillons, personnalisations et livraisons.' },
            },
          ],
        }),
        b.richText({
          en: `## How it works\n\n- Apply with your company details; it takes five minutes\n- Favorites, lists and trade prices work at once\n- Checkout opens when our team approves your account, usually within two working days\n\nRead the [trade terms and conditions of sale](${pagePath('trade-sales-terms').en}).`,
          it: `## Come funziona\n\n- Candidati con i dati della tua azienda: bastano cinque minuti\n- Preferiti, liste e prezzi trade funzionano subito\n- Il checkout si apre quando il nostro team approva l’account, di solito entro due giorni lavorativi\n\nLeggi le [condizioni di vendita trade](${pagePath('trade-sales-terms').it}).`,
          es: `## Cómo funciona\n\n- Envíe su solicitud con los datos de su empresa; son cinco minutos\n- Favoritos, listas y precios trade funcionan al instante\n- La compra se habilita cuando nuestro equipo aprueba su cuenta, normalmente en dos días laborables\n\nLea las [condiciones de venta trade](${pagePath('trade-sales-terms').es}).`,
          de: `## So funktioniert es\n\n- Bewerben Sie sich mit Ihren Firmendaten; das dauert fünf Minuten\n- Favoriten, Listen und Trade-Preise stehen sofort zur Verfügung\n- Die Kasse öffnet, sobald unser Team Ihr Konto freigibt, meist innerhalb von zwei Werktagen\n\nLesen Sie die [Verkaufsbedingungen für Fachkunden](${pagePath('trade-sales-terms').de}).`,
          fr: `## Comment ça marche\n\n- Postulez avec les informations de votre société : cinq minutes suffisent\n- Favoris, listes et prix professionnels fonctionnent immédiatement\n- Le paiement s’ouvre dès que notre équipe approuve votre compte, en général sous deux jours ouvrés\n\nLisez les [conditions de vente professionnelles](${pagePath('trade-sales-terms').fr}).`,
        }),
        b.cta(ctx.urlLink({ en: 'Apply now', it: 'Candidati ora', es: 'Solicítelo ahora', de: 'Jetzt bewerben', fr: 'Postuler maintenant' }, pagePath('trade', 'apply'))),
      ],
    },
    {
      key: 'press',
      title: { en: 'Press', it: 'Stampa', es: 'Prensa', de: 'Presse', fr: 'Presse' },
      intro: {
        en: 'Images, facts and interviews for journalists writing about Italian craft.',
        it: 'Immagini, dati e interviste per i giornalisti che scrivono di artigianato italiano.',
        es: 'Imágenes, datos y entrevistas para periodistas que escriben sobre artesanía italiana.',
        de: 'Bilder, Fakten und Interviews für Journalisten, die über italienisches Handwerk schreiben.',
        fr: 'Images, chiffres et entretiens pour les journalistes qui écrivent sur l’artisanat italien.',
      },
      hero: img(scene('gallery', ['travertine', 'brass'], 906), { en: 'Our Milan gallery', it: 'La nostra galleria di Milano', es: 'Nuestra galería de Milán', de: 'Unsere Mailänder Galerie', fr: 'Notre galerie milanaise' }),
      updated: 140,
      content: [
        b.richText({
          en: `For interviews, high-resolution images and visits to our workshops, write to ${mail('press@casamaestri.example')}. We answer within one working day.`,
          it: `Per interviste, immagini ad alta risoluzione e visite alle botteghe scrivete a ${mail('press@casamaestri.example')}. Rispondiamo entro un giorno lavorativo.`,
          es: `Para entrevistas, imágenes en alta resolución y visitas a los talleres, escriba a ${mail('press@casamaestri.example')}. Respondemos en un día laborable.`,
          de: `Für Interviews, hochaufgelöste Bilder und Werkstattbesuche schreiben Sie an ${mail('press@casamaestri.example')}. Wir antworten innerhalb eines Werktags.`,
          fr: `Pour les entretiens, les images haute définition et les visites d’ateliers, écrivez à ${mail('press@casamaestri.example')}. Nous répondons sous un jour ouvré.`,
        }),
        b.documentsPreview({ title: { en: 'Latest news', it: 'Ultime notizie', es: 'Últimas noticias', de: 'Neuigkeiten', fr: 'Dernières actualités' }, carousel: false, ids: [postId('our-new-york-gallery-opens'), postId('milan-design-week-2026')] }),
      ],
    },
    {
      key: 'careers',
      title: { en: 'Careers', it: 'Lavora con noi', es: 'Trabaje con nosotros', de: 'Karriere', fr: 'Carrières' },
      intro: {
        en: 'We are a small team in Milan, London, Dubai and New York, and we hire people who care about how things are made.',
        it: 'Siamo una piccola squadra tra Milano, Londra, Dubai e New York, e cerchiamo persone a cui importa come sono fatte le cose.',
        es: 'Somos un equipo pequeño entre Milán, Londres, Dubái y Nueva York, y buscamos personas a las que les importa cómo se hacen las cosas.',
        de: 'Wir sind ein kleines Team in Mailand, London, Dubai und New York und suchen Menschen, denen wichtig ist, wie Dinge gemacht werden.',
        fr: 'Nous sommes une petite équipe entre Milan, Londres, Dubaï et New York, et nous recrutons des personnes attentives à la manière dont les choses sont faites.',
      },
      hero: img(scene('workshop', ['ash', 'linen-sand'], 907), { en: 'Our Milan studio', it: 'Il nostro studio di Milano', es: 'Nuestro estudio de Milán', de: 'Unser Studio in Mailand', fr: 'Notre studio milanais' }),
      updated: 130,
      content: [
        b.twoColumns(
          {
            body: {
              en: '### Open roles\n\n- Artisan relations manager, Milan\n- Trade advisor, London\n- Client care specialist (Arabic and English), Dubai',
              it: '### Posizioni aperte\n\n- Responsabile relazioni con gli artigiani, Milano\n- Consulente trade, Londra\n- Specialista assistenza clienti (arabo e inglese), Dubai',
              es: '### Puestos abiertos\n\n- Responsable de relaciones con artesanos, Milán\n- Asesor trade, Londres\n- Especialista de atención al cliente (árabe e inglés), Dubái',
              de: '### Offene Stellen\n\n- Manager für Kunsthandwerkerbeziehungen, Mailand\n- Trade-Berater, London\n- Kundenservice-Spezialist (Arabisch und Englisch), Dubai',
              fr: '### Postes ouverts\n\n- Responsable des relations artisans, Milan\n- Conseiller trade, Londres\n- Spécialiste service client (arabe et anglais), Dubaï',
            },
          },
          {
            body: {
              en: `### How to apply\n\nSend a short letter and your CV to ${mail('careers@casamaestri.example')}. Tell us about an object you love and why.`,
              it: `### Come candidarsi\n\nInvia una breve lettera e il tuo CV a ${mail('careers@casamaestri.example')}. Raccontaci di un oggetto che ami, e perché.`,
              es: `### Cómo presentarse\n\nEnvíe una breve carta y su CV a ${mail('careers@casamaestri.example')}. Háblenos de un objeto que ame y por qué.`,
              de: `### So bewerben Sie sich\n\nSenden Sie ein kurzes Anschreiben und Ihren Lebenslauf an ${mail('careers@casamaestri.example')}. Erzählen Sie uns von einem Gegenstand, den Sie lieben, und warum.`,
              fr: `### Comment postuler\n\nEnvoyez une courte lettre et votre CV à ${mail('careers@casamaestri.example')}. Parlez-nous d’un objet que vous aimez, et dites-nous pourquoi.`,
            },
          },
        ),
      ],
    },
    {
      key: 'whistleblowing',
      title: { en: 'Whistleblowing', it: 'Whistleblowing', es: 'Canal de denuncias', de: 'Hinweisgebersystem', fr: 'Lanceurs d’alerte' },
      intro: {
        en: 'How to report a breach of law or of our code of conduct, safely and, if you wish, anonymously.',
        it: 'Come segnalare una violazione di legge o del nostro codice di condotta, in sicurezza e, se lo desideri, in forma anonima.',
        es: 'Cómo comunicar una infracción de la ley o de nuestro código de conducta, con seguridad y, si lo desea, de forma anónima.',
        de: 'Wie Sie einen Verstoß gegen Gesetze oder unseren Verhaltenskodex sicher und auf Wunsch anonym melden.',
        fr: 'Comment signaler une violation de la loi ou de notre code de conduite, en toute sécurité et, si vous le souhaitez, anonymement.',
      },
      hero: img(scene('still-life', ['linen-sand'], 908), { en: 'A letter on a linen cloth', it: 'Una lettera su un telo di lino', es: 'Una carta sobre un paño de lino', de: 'Ein Brief auf einem Leinentuch', fr: 'Une lettre sur une toile de lin' }),
      updated: 110,
      content: [
        b.richText({
          en: `Under Italian Legislative Decree 24/2023, anyone who works with ${COMPANY.name}, including our artisans and suppliers, may report wrongdoing. Reports are received by an independent officer at ${mail('whistleblowing@casamaestri.example')} and acknowledged within seven days. No one will suffer retaliation for a report made in good faith.`,
          it: `Ai sensi del D.lgs. 24/2023 chiunque lavori con ${COMPANY.name}, compresi i nostri artigiani e fornitori, può segnalare illeciti. Le segnalazioni sono ricevute da un referente indipendente all’indirizzo ${mail('whistleblowing@casamaestri.example')} e riscontrate entro sette giorni. Nessuno subirà ritorsioni per una segnalazione fatta in buona fede.`,
          es: `Conforme al Decreto Legislativo italiano 24/2023, cualquier persona que trabaje con ${COMPANY.name}, incluidos nuestros artesanos y proveedores, puede denunciar irregularidades. Las denuncias las recibe un responsable independiente en ${mail('whistleblowing@casamaestri.example')} y se acusa recibo en siete días. Nadie sufrirá represalias por una denuncia hecha de buena fe.`,
          de: `Nach dem italienischen Gesetzesdekret 24/2023 kann jeder, der mit ${COMPANY.name} arbeitet, auch unsere Kunsthandwerker und Lieferanten, Missstände melden. Meldungen nimmt eine unabhängige Stelle unter ${mail('whistleblowing@casamaestri.example')} entgegen und bestätigt sie innerhalb von sieben Tagen. Niemand erleidet Nachteile wegen einer in gutem Glauben abgegebenen Meldung.`,
          fr: `Conformément au décret législatif italien 24/2023, toute personne travaillant avec ${COMPANY.name}, y compris nos artisans et fournisseurs, peut signaler des irrégularités. Les signalements sont reçus par un référent indépendant à ${mail('whistleblowing@casamaestri.example')} et font l’objet d’un accusé de réception sous sept jours. Aucun signalement de bonne foi ne donnera lieu à des représailles.`,
        }),
      ],
    },
    {
      key: 'affiliation',
      title: { en: 'Affiliate programme', it: 'Programma di affiliazione', es: 'Programa de afiliados', de: 'Partnerprogramm', fr: 'Programme d’affiliation' },
      intro: {
        en: 'Writers, editors and creators who share our love of Italian craft can earn a commission on the pieces their readers choose.',
        it: 'Autori, redattori e creatori che condividono la nostra passione per l’artigianato italiano possono ricevere una commissione sui pezzi scelti dai loro lettori.',
        es: 'Autores, editores y creadores que comparten nuestra pasión por la artesanía italiana pueden ganar una comisión por las piezas que eligen sus lectores.',
        de: 'Autorinnen, Redakteure und Kreative, die unsere Liebe zum italienischen Handwerk teilen, erhalten eine Provision auf die Stücke, die ihre Leser wählen.',
        fr: 'Auteurs, rédacteurs et créateurs qui partagent notre amour de l’artisanat italien peuvent percevoir une commission sur les pièces choisies par leurs lecteurs.',
      },
      hero: img(scene('still-life', ['walnut', 'linen-sand'], 909), { en: 'A magazine open on a walnut table', it: 'Una rivista aperta su un tavolo in noce', es: 'Una revista abierta sobre una mesa de nogal', de: 'Eine aufgeschlagene Zeitschrift auf einem Nussbaumtisch', fr: 'Un magazine ouvert sur une table en noyer' }),
      updated: 105,
      content: [
        b.twoColumns(
          {
            body: {
              en: '### How it works\n\n- Apply with a link to your publication or channel\n- Share pieces with your personal link\n- Earn 6% on every order completed within 30 days of a visit',
              it: '### Come funziona\n\n- Candidati con il link alla tua testata o al tuo canale\n- Condividi i pezzi con il tuo link personale\n- Ricevi il 6% su ogni ordine completato entro 30 giorni da una visita',
              es: '### Cómo funciona\n\n- Preséntese con el enlace a su publicación o canal\n- Comparta piezas con su enlace personal\n- Gane un 6 % por cada pedido completado en los 30 días siguientes a una visita',
              de: '### So funktioniert es\n\n- Bewerben Sie sich mit einem Link zu Ihrer Publikation oder Ihrem Kanal\n- Teilen Sie Stücke über Ihren persönlichen Link\n- Erhalten Sie 6 % auf jede Bestellung, die innerhalb von 30 Tagen nach einem Besuch abgeschlossen wird',
              fr: '### Comment ça marche\n\n- Postulez avec le lien de votre publication ou de votre chaîne\n- Partagez des pièces avec votre lien personnel\n- Recevez 6 % sur chaque commande finalisée dans les 30 jours suivant une visite',
            },
          },
          {
            body: {
              en: `### Apply\n\nWrite to ${mail('affiliates@casamaestri.example')} with your name, your publication and the countries of your readers. We answer within ten working days.`,
              it: `### Candidati\n\nScrivi a ${mail('affiliates@casamaestri.example')} indicando il tuo nome, la tua testata e i paesi dei tuoi lettori. Rispondiamo entro dieci giorni lavorativi.`,
              es: `### Solicitud\n\nEscriba a ${mail('affiliates@casamaestri.example')} con su nombre, su publicación y los países de sus lectores. Respondemos en diez días laborables.`,
              de: `### Bewerbung\n\nSchreiben Sie an ${mail('affiliates@casamaestri.example')} mit Ihrem Namen, Ihrer Publikation und den Ländern Ihrer Leser. Wir antworten innerhalb von zehn Werktagen.`,
              fr: `### Candidature\n\nÉcrivez à ${mail('affiliates@casamaestri.example')} en indiquant votre nom, votre publication et les pays de vos lecteurs. Nous répondons sous dix jours ouvrés.`,
            },
          },
        ),
      ],
    },
    {
      key: 'design-service',
      title: { en: 'Design Service', it: 'Servizio di progettazione', es: 'Servicio de diseño', de: 'Designservice', fr: 'Service de conception' },
      intro: {
        en: 'Our designers help you choose, measure and customize, from a single chair to a whole house. The consultation is free.',
        it: 'I nostri designer ti aiutano a scegliere, misurare e personalizzare, da una sedia a una casa intera. La consulenza è gratuita.',
        es: 'Nuestros diseñadores le ayudan a elegir, medir y personalizar, de una sola silla a una casa entera. La consulta es gratuita.',
        de: 'Unsere Designer helfen Ihnen beim Auswählen, Ausmessen und Anpassen, vom einzelnen Stuhl bis zum ganzen Haus. Die Beratung ist kostenlos.',
        fr: 'Nos designers vous aident à choisir, mesurer et personnaliser, d’une seule chaise à une maison entière. La consultation est gratuite.',
      },
      hero: img(scene('living-room', ['boucle-ivory', 'oak'], 909), { en: 'Fabric swatches on a sofa', it: 'Campioni di tessuto su un divano', es: 'Muestras de tejido sobre un sofá', de: 'Stoffmuster auf einem Sofa', fr: 'Échantillons de tissu sur un canapé' }),
      updated: 200,
      content: [
        b.linkedImage({
          image: img(scene('still-life', ['velvet-blush', 'linen-sand', 'boucle-ivory'], 910), { en: 'Swatches of velvet, linen and bouclé', it: 'Campioni di velluto, lino e bouclé', es: 'Muestras de terciopelo, lino y bouclé', de: 'Muster aus Samt, Leinen und Bouclé', fr: 'Échantillons de velours, lin et bouclé' }),
          title: { en: 'Samples at home', it: 'Campioni a casa', es: 'Muestras en casa', de: 'Muster nach Hause', fr: 'Des échantillons chez vous' },
          text: {
            en: `We send fabric, wood and stone samples so you can judge them in your own light. Browse the [seating](category:${d.seating.permalink}) that can be customized.`,
            it: `Ti inviamo campioni di tessuti, legni e pietre perché tu possa giudicarli nella tua luce. Scopri le [sedute](category:${d.seating.permalink}) personalizzabili.`,
            es: `Le enviamos muestras de tejidos, maderas y piedras para que las juzgue con su propia luz. Vea los [asientos](category:${d.seating.permalink}) personalizables.`,
            de: `Wir senden Ihnen Stoff-, Holz- und Steinmuster, damit Sie sie in Ihrem eigenen Licht beurteilen können. Entdecken Sie die anpassbaren [Sitzmöbel](category:${d.seating.permalink}).`,
            fr: `Nous vous envoyons des échantillons de tissus, de bois et de pierres pour en juger à votre propre lumière. Découvrez les [assises](category:${d.seating.permalink}) personnalisables.`,
          },
          link: ctx.urlLink({ en: 'Book a consultation', it: 'Prenota una consulenza', es: 'Reserve una consulta', de: 'Beratung buchen', fr: 'Réserver une consultation' }, pagePath('contact')),
        }),
      ],
    },
    {
      key: 'interior-projects',
      title: { en: 'Interior Projects', it: 'Progetti di interni', es: 'Proyectos de interiorismo', de: 'Innenarchitekturprojekte', fr: 'Projets d’intérieur' },
      intro: {
        en: 'Homes, villas and yachts we have furnished with our artisans, from the first drawing to the last cushion.',
        it: 'Case, ville e yacht che abbiamo arredato con i nostri artigiani, dal primo disegno all’ultimo cuscino.',
        es: 'Casas, villas y yates que hemos amueblado con nuestros artesanos, del primer dibujo al último cojín.',
        de: 'Wohnungen, Villen und Yachten, die wir mit unseren Kunsthandwerkern eingerichtet haben, von der ersten Zeichnung bis zum letzten Kissen.',
        fr: 'Maisons, villas et yachts que nous avons meublés avec nos artisans, du premier dessin au dernier coussin.',
      },
      hero: img(scene('bedroom', ['linen-sand', 'walnut'], 911), { en: 'A villa bedroom in Capri', it: 'Una camera in una villa a Capri', es: 'Un dormitorio en una villa de Capri', de: 'Ein Schlafzimmer in einer Villa auf Capri', fr: 'Une chambre dans une villa à Capri' }),
      updated: 210,
      content: [
        b.cinema({
          slides: (['living-room', 'bedroom', 'terrace'] as const).map((room, i) => ({
            image: img(scene(room, [(['velvet-blush', 'linen-sand', 'terracotta'] as const)[i], 'walnut'], 912 + i), {
              en: ['A townhouse in London', 'A villa in Capri', 'A penthouse in Dubai'][i],
              it: ['Una townhouse a Londra', 'Una villa a Capri', 'Un attico a Dubai'][i],
              es: ['Una casa adosada en Londres', 'Una villa en Capri', 'Un ático en Dubái'][i],
              de: ['Ein Stadthaus in London', 'Eine Villa auf Capri', 'Ein Penthouse in Dubai'][i],
              fr: ['Une maison de ville à Londres', 'Une villa à Capri', 'Un penthouse à Dubaï'][i],
            }),
            caption: {
              en: ['Belgravia: forty pieces from nine workshops', 'Capri: linen, majolica and whitewashed oak', 'Dubai: Murano glass above the Gulf'][i],
              it: ['Belgravia: quaranta pezzi da nove botteghe', 'Capri: lino, maiolica e rovere sbiancato', 'Dubai: vetro di Murano sul Golfo'][i],
              es: ['Belgravia: cuarenta piezas de nueve talleres', 'Capri: lino, mayólica y roble blanqueado', 'Dubái: cristal de Murano sobre el Golfo'][i],
              de: ['Belgravia: vierzig Stücke aus neun Werkstätten', 'Capri: Leinen, Majolika und gekalkte Eiche', 'Dubai: Muranoglas über dem Golf'][i],
              fr: ['Belgravia : quarante pièces de neuf ateliers', 'Capri : lin, majolique et chêne blanchi', 'Dubaï : verre de Murano au-dessus du Golfe'][i],
            },
          })),
        }),
        b.cta(ctx.docLink('landing', LANDING_IDS.hospitality, { en: 'Hospitality projects', it: 'Progetti hospitality', es: 'Proyectos de hostelería', de: 'Hotellerie-Projekte', fr: 'Projets hôteliers' }), 'secondary'),
      ],
    },
    {
      key: 'contract',
      title: { en: 'Contract', it: 'Contract', es: 'Contract', de: 'Objektgeschäft', fr: 'Contract' },
      intro: {
        en: 'Italian craft for hotels, restaurants, offices and residences, in the quantities and certifications a project needs.',
        it: 'Artigianato italiano per hotel, ristoranti, uffici e residenze, nelle quantità e con le certificazioni che un progetto richiede.',
        es: 'Artesanía italiana para hoteles, restaurantes, oficinas y residencias, en las cantidades y con las certificaciones que exige un proyecto.',
        de: 'Italienisches Handwerk für Hotels, Restaurants, Büros und Residenzen, in den Mengen und mit den Zertifizierungen, die ein Projekt braucht.',
        fr: 'L’artisanat italien pour hôtels, restaurants, bureaux et résidences, dans les quantités et avec les certifications qu’exige un projet.',
      },
      hero: img(scene('dining-room', ['oak', 'leather-cognac'], 915), { en: 'A restaurant dining room', it: 'La sala di un ristorante', es: 'El comedor de un restaurante', de: 'Der Speisesaal eines Restaurants', fr: 'La salle d’un restaurant' }),
      updated: 230,
      content: [
        b.twoBanners([
          {
            image: img(scene('gallery', ['walnut', 'bronze'], 916), { en: 'Hotel lobby', it: 'Hall d’albergo', es: 'Vestíbulo de hotel', de: 'Hotellobby', fr: 'Hall d’hôtel' }),
            title: { en: 'Contract collection', it: 'Collezione contract', es: 'Colección contract', de: 'Objektkollektion', fr: 'Collection contract' },
            link: ctx.docLink('collection', COLLECTION_IDS.contract, { en: 'Shop suitable pieces', it: 'Acquista i pezzi adatti', es: 'Comprar piezas aptas', de: 'Geeignete Stücke kaufen', fr: 'Acheter les pièces adaptées' }),
          },
          {
            image: img(scene('dining-room', ['leather-cognac', 'brass'], 917), { en: 'Hotel restaurant', it: 'Ristorante d’albergo', es: 'Restaurante de hotel', de: 'Hotelrestaurant', fr: 'Restaurant d’hôtel' }),
            title: { en: 'Hospitality projects', it: 'Progetti hospitality', es: 'Proyectos de hostelería', de: 'Hotellerie-Projekte', fr: 'Projets hôteliers' },
            link: ctx.docLink('landing', LANDING_IDS.hospitality, { en: 'See the projects', it: 'Guarda i progetti', es: 'Ver los proyectos', de: 'Projekte ansehen', fr: 'Voir les projets' }),
          },
        ]),
        b.richText({
          en: `Write to ${mail('contract@casamaestri.example')} with your drawings and schedule: we reply with a proposal, samples and lead times within a week.`,
          it: `Scrivi a ${mail('contract@casamaestri.example')} con disegni e tempistiche: rispondiamo entro una settimana con proposta, campioni e tempi di consegna.`,
          es: `Escriba a ${mail('contract@casamaestri.example')} con sus planos y su calendario: respondemos en una semana con una propuesta, muestras y plazos.`,
          de: `Schreiben Sie an ${mail('contract@casamaestri.example')} mit Plänen und Zeitplan: Wir antworten innerhalb einer Woche mit Angebot, Mustern und Lieferzeiten.`,
          fr: `Écrivez à ${mail('contract@casamaestri.example')} avec vos plans et votre calendrier : nous répondons sous une semaine avec une proposition, des échantillons et les délais.`,
        }),
      ],
    },
    {
      key: 'visit-us',
      title: { en: 'Visit Us', it: 'Vieni a trovarci', es: 'Visítenos', de: 'Besuchen Sie uns', fr: 'Nous rendre visite' },
      intro: {
        en: 'Our galleries in Milan and New York: come and sit, touch and talk to the people who know every piece.',
        it: 'Le nostre gallerie di Milano e New York: venite a sedervi, toccare e parlare con chi conosce ogni pezzo.',
        es: 'Nuestras galerías de Milán y Nueva York: venga a sentarse, tocar y hablar con quienes conocen cada pieza.',
        de: 'Unsere Galerien in Mailand und New York: Kommen Sie, setzen Sie sich, fühlen Sie und sprechen Sie mit den Menschen, die jedes Stück kennen.',
        fr: 'Nos galeries de Milan et de New York : venez vous asseoir, toucher et parler avec ceux qui connaissent chaque pièce.',
      },
      hero: img(scene('gallery', ['travertine', 'walnut'], 918), { en: 'The Milan gallery in Via Solferino', it: 'La galleria di via Solferino a Milano', es: 'La galería de Via Solferino en Milán', de: 'Die Galerie in der Via Solferino in Mailand', fr: 'La galerie de la via Solferino à Milan' }),
      updated: 298,
      content: [
        b.twoColumns(
          {
            image: img(scene('gallery', ['terrazzo', 'brass'], 919), { en: 'Milan gallery', it: 'Galleria di Milano', es: 'Galería de Milán', de: 'Galerie Mailand', fr: 'Galerie de Milan' }),
            body: {
              en: `### Milan\n\n${officeAddress(milan, 'en')}\n\nTuesday to Sunday, 10 am to 7 pm. [Directions](${milan.googleMapsLink})`,
              it: `### Milano\n\n${officeAddress(milan, 'it')}\n\nDal martedì alla domenica, dalle 10 alle 19. [Indicazioni](${milan.googleMapsLink})`,
              es: `### Milán\n\n${officeAddress(milan, 'es')}\n\nDe martes a domingo, de 10 a 19 h. [Cómo llegar](${milan.googleMapsLink})`,
              de: `### Mailand\n\n${officeAddress(milan, 'de')}\n\nDienstag bis Sonntag, 10 bis 19 Uhr. [Anfahrt](${milan.googleMapsLink})`,
              fr: `### Milan\n\n${officeAddress(milan, 'fr')}\n\nDu mardi au dimanche, de 10 h à 19 h. [Itinéraire](${milan.googleMapsLink})`,
            },
          },
          {
            image: img(scene('gallery', ['walnut', 'bronze'], 221), { en: 'New York gallery', it: 'Galleria di New York', es: 'Galería de Nueva York', de: 'Galerie New York', fr: 'Galerie de New York' }),
            body: {
              en: `### New York\n\n${officeAddress(ny, 'en')}\n\nTuesday to Saturday, 11 am to 7 pm, and by appointment. [Directions](${ny.googleMapsLink})`,
              it: `### New York\n\n${officeAddress(ny, 'it')}\n\nDal martedì al sabato, dalle 11 alle 19, e su appuntamento. [Indicazioni](${ny.googleMapsLink})`,
              es: `### Nueva York\n\n${officeAddress(ny, 'es')}\n\nDe martes a sábado, de 11 a 19 h, y con cita previa. [Cómo llegar](${ny.googleMapsLink})`,
              de: `### New York\n\n${officeAddress(ny, 'de')}\n\nDienstag bis Samstag, 11 bis 19 Uhr, und nach Vereinbarung. [Anfahrt](${ny.googleMapsLink})`,
              fr: `### New York\n\n${officeAddress(ny, 'fr')}\n\nDu mardi au samedi, de 11 h à 19 h, et sur rendez-vous. [Itinéraire](${ny.googleMapsLink})`,
            },
          },
        ),
        b.richText({
          en: `We also receive clients by appointment at our offices in London (${officeAddress(OFFICES.london, 'en')}) and Dubai (${officeAddress(OFFICES.dubai, 'en')}).`,
          it: `Riceviamo i clienti su appuntamento anche nei nostri uffici di Londra (${officeAddress(OFFICES.london, 'it')}) e Dubai (${officeAddress(OFFICES.dubai, 'it')}).`,
          es: `También recibimos a clientes con cita previa en nuestras oficinas de Londres (${officeAddress(OFFICES.london, 'es')}) y Dubái (${officeAddress(OFFICES.dubai, 'es')}).`,
          de: `Nach Vereinbarung empfangen wir Kunden auch in unseren Büros in London (${officeAddress(OFFICES.london, 'de')}) und Dubai (${officeAddress(OFFICES.dubai, 'de')}).`,
          fr: `Nous recevons aussi sur rendez-vous dans nos bureaux de Londres (${officeAddress(OFFICES.london, 'fr')}) et de Dubaï (${officeAddress(OFFICES.dubai, 'fr')}).`,
        }),
      ],
    },
  ];

  return specs.map((s) =>
    ctx.doc('page', `page-${s.key}`, { created: s.updated - 50, updated: s.updated }, {
      pageKey: s.key,
      title: ls(s.title),
      slug: localeSlug(PAGE_SLUGS[s.key]),
      intro: ls(s.intro),
      heroImage: s.hero,
      content: s.content,
    }),
  );
}
