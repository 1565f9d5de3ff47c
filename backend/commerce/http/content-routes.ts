/**
 * Spree's menus and CMS pages. Menus are built from the taxon tree in the request's language
 * (header: categories two levels deep; footer: service pages); CMS pages are the shop's standard
 * service pages. Editorial content lives in the content service (Sanity); these exist so the Spree
 * API answers every catalogue call of spec §7.
 */
import { Hono } from 'hono';
import type { Language } from '../../shared/languages';
import type { CommerceContext } from '../context';
import { notFound } from './errors';
import { document, Included, Includes, pageParams, ref, refs, wholeList, type Resource } from './jsonapi';
import { obj, str } from './params';
import { handler, json, param } from './route';
import { localeOf } from './session';

type Text = Record<Language, string>;
interface Page { id: number; slug: string; title: Text; content: Text }

// prettier-ignore
const PAGES: Page[] = [
  { id: 1, slug: 'about', title: { en: 'About Casa Maestri', es: 'Sobre Casa Maestri', de: 'Über Casa Maestri', fr: 'À propos de Casa Maestri', it: 'Chi siamo' },
    content: { en: 'Casa Maestri brings together more than a hundred Italian workshops: cabinetmakers in Cantù, glassblowers in Murano, marble carvers in Carrara. Every piece is made by hand, to order or in small series.', es: 'Casa Maestri reúne a más de cien talleres italianos: ebanistas de Cantù, sopladores de vidrio de Murano, talladores de mármol de Carrara. Cada pieza se hace a mano, por encargo o en pequeñas series.', de: 'Casa Maestri vereint über hundert italienische Werkstätten: Kunsttischler in Cantù, Glasbläser auf Murano, Marmorbildhauer in Carrara. Jedes Stück entsteht von Hand, auf Bestellung oder in kleinen Serien.', fr: 'Casa Maestri réunit plus de cent ateliers italiens : ébénistes de Cantù, souffleurs de verre de Murano, tailleurs de marbre de Carrare. Chaque pièce est faite à la main, sur commande ou en petites séries.', it: 'Casa Maestri riunisce oltre cento botteghe italiane: ebanisti di Cantù, maestri vetrai di Murano, scultori del marmo di Carrara. Ogni pezzo è fatto a mano, su ordinazione o in piccole serie.' } },
  { id: 2, slug: 'shipping-and-returns', title: { en: 'Shipping and returns', es: 'Envíos y devoluciones', de: 'Versand und Rückgabe', fr: 'Livraison et retours', it: 'Spedizioni e resi' },
    content: { en: 'Pieces ready to ship leave our Milan warehouse within a week; made-to-order pieces ship from the artisan’s workshop when they are finished. White-glove delivery is available everywhere we ship.', es: 'Las piezas disponibles salen de nuestro almacén de Milán en una semana; las piezas por encargo salen del taller del artesano cuando están terminadas. La entrega white-glove está disponible en todos los destinos.', de: 'Sofort lieferbare Stücke verlassen unser Mailänder Lager innerhalb einer Woche; Anfertigungen werden nach Fertigstellung aus der Werkstatt versandt. White-Glove-Lieferung ist überall möglich.', fr: 'Les pièces disponibles quittent notre entrepôt de Milan sous une semaine ; les pièces sur commande partent de l’atelier une fois terminées. La livraison white-glove est possible partout.', it: 'I pezzi pronti partono dal nostro magazzino di Milano entro una settimana; quelli su ordinazione partono dalla bottega quando sono finiti. La consegna white-glove è disponibile ovunque spediamo.' } },
  { id: 3, slug: 'trade', title: { en: 'Trade programme', es: 'Programa profesional', de: 'Trade-Programm', fr: 'Programme professionnel', it: 'Programma trade' },
    content: { en: 'Interior designers and architects receive trade prices, a dedicated sales contact and samples on request. Apply with your studio details; favorites and lists work at once, checkout opens on approval.', es: 'Interioristas y arquitectos reciben precios profesionales, un contacto comercial dedicado y muestras bajo petición. Favoritos y listas funcionan de inmediato; la compra se habilita al aprobar la solicitud.', de: 'Innenarchitekten und Architekten erhalten Trade-Preise, einen persönlichen Ansprechpartner und Muster auf Anfrage. Favoriten und Listen funktionieren sofort, der Checkout nach Freigabe.', fr: 'Architectes et décorateurs bénéficient de prix professionnels, d’un contact dédié et d’échantillons sur demande. Favoris et listes fonctionnent aussitôt ; la commande s’ouvre après validation.', it: 'Architetti e interior designer ricevono prezzi trade, un referente dedicato e campioni su richiesta. Preferiti e liste funzionano subito, il checkout si apre all’approvazione.' } },
];

function pageResource(p: Page, locale: Language): Resource {
  return {
    id: String(p.id),
    type: 'cms_page',
    attributes: {
      title: p.title[locale], content: p.content[locale], meta_title: p.title[locale], meta_description: p.content[locale].slice(0, 160),
      slug: p.slug, locale, type: 'Spree::Cms::Pages::StandardPage',
    },
    relationships: { cms_sections: refs('cms_section', []) },
  };
}

export function contentRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();

  function menuDocument(location: 'header' | 'footer', locale: Language, withItems: boolean) {
    const items: Resource[] = [];
    const base = location === 'header' ? 1000 : 2000;
    const root: Resource = {
      id: String(base), type: 'menu_item',
      attributes: { name: location === 'header' ? 'Main menu' : 'Footer', code: null, subtitle: null, destination: null, new_window: false, item_type: 'Container', depth: 0, is_root: true, is_container: true, is_leaf: false, link: null },
      relationships: { parent: ref('menu_item', null), children: refs('menu_item', []) },
    };
    items.push(root);
    const children: string[] = [];
    const add = (id: number, name: string, link: string, depth: number, parent: Resource, container: boolean) => {
      const item: Resource = {
        id: String(id), type: 'menu_item',
        attributes: { name, code: null, subtitle: null, destination: link, link, new_window: false, item_type: container ? 'Container' : 'Link', depth, is_root: false, is_container: container, is_leaf: !container },
        relationships: { parent: ref('menu_item', parent.id), children: refs('menu_item', []) },
      };
      (parent.relationships?.children.data as { id: string; type: string }[]).push({ id: item.id, type: 'menu_item' });
      items.push(item);
      return item;
    };
    if (location === 'header') {
      for (const t of [...ctx.repo.taxons.values()].filter((x) => x.depth === 0)) {
        const top = add(base + t.id, t.name[locale], `/categories/${t.localizedPermalink[locale]}`, 1, root, true);
        for (const childId of t.childIds) {
          const c = ctx.repo.taxons.get(childId);
          if (c) add(base + c.id, c.name[locale], `/categories/${c.localizedPermalink[locale]}`, 2, top, false);
        }
      }
    } else {
      for (const p of PAGES) add(base + p.id, p.title[locale], `/${p.slug}`, 1, root, false);
    }
    children.push(...items.map((i) => i.id));
    const menu: Resource = {
      id: location === 'header' ? '1' : '2', type: 'menu',
      attributes: { name: location === 'header' ? 'Main menu' : 'Footer menu', location, locale },
      relationships: { menu_items: refs('menu_item', children) },
    };
    return { menu, items: withItems ? items : [] };
  }

  app.get('/menus', handler(ctx, (req) => {
    const locale = localeOf(req.params);
    const location = str(obj(req.params.filter).location);
    const included = new Included();
    const includes = new Includes(req.params);
    const menus = (['header', 'footer'] as const).filter((l) => !location || l === location).map((l) => {
      const { menu, items } = menuDocument(l, locale, includes.has('menu_items'));
      included.add(...items);
      return menu;
    });
    return json(document(menus, req.params, included, wholeList(req.c.req.url, menus.length)));
  }));
  app.get('/menus/:id', handler(ctx, (req) => {
    const id = param(req, 'id');
    const location = id === '1' || id === 'header' ? 'header' : id === '2' || id === 'footer' ? 'footer' : null;
    if (!location) throw notFound();
    const { menu, items } = menuDocument(location, localeOf(req.params), new Includes(req.params).has('menu_items'));
    const included = new Included();
    included.add(...items);
    return json(document(menu, req.params, included));
  }));

  app.get('/cms_pages', handler(ctx, (req) => {
    const locale = localeOf(req.params);
    const title = str(obj(req.params.filter).title)?.toLowerCase();
    const pages = PAGES.filter((p) => !title || p.title[locale].toLowerCase().includes(title));
    const { page, perPage } = pageParams(req.params);
    const data = pages.slice((page - 1) * perPage, page * perPage).map((p) => pageResource(p, locale));
    return json(document(data, req.params, new Included(), { page: { page, perPage, totalCount: pages.length }, url: req.c.req.url }));
  }));
  app.get('/cms_pages/:id', handler(ctx, (req) => {
    const id = param(req, 'id');
    const page = PAGES.find((p) => String(p.id) === id || p.slug === id);
    if (!page) throw notFound();
    return json(document(pageResource(page, localeOf(req.params)), req.params));
  }));

  return app;
}
