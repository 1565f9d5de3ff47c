/** Catalogue: products, taxons, countries, vendors (artisans), digital assets and AR models. */
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { z } from 'zod';
import { COUNTRIES, DEFAULT_COUNTRY, findCountry, isInEU, showsWhatsapp, timeFormatFor, unitsOf, type Country } from '../../shared/countries';
import { LANGUAGES } from '../../shared/languages';
import { PRODUCT_SORTS, queryProducts, type ProductFilters, type ProductSort } from '../catalogue/product-query';
import type { CommerceContext } from '../context';
import { renderArModel } from '../digital/ar';
import { renderCad } from '../digital/cad';
import { renderTearsheet } from '../digital/tearsheet';
import { isTrade } from '../domain/users';
import { statesOf, statesRequired, type StateRecord } from '../domain/states';
import { toCents } from '../money';
import { productDocuments, taxonResource, vendorResource, type CatalogueView } from '../serializers/catalogue';
import { notFound } from './errors';
import { document, Included, Includes, pageParams, refs, wholeList, type Resource } from './jsonapi';
import { list, obj, str, validate, type Params } from './params';
import { handler, json, param, type Request } from './route';
import { currencyOf, localeOf } from './session';

export function catalogueView(req: Request): CatalogueView {
  const country = str(req.params.country)?.toUpperCase() ?? null;
  return { locale: localeOf(req.params), currency: currencyOf(req.params), country, trade: isTrade(req.session.user) };
}

const idList = z.array(z.string().regex(/^\d+$/, 'must be a list of ids').transform(Number));

const productListSchema = z.object({
  sort: z.enum(Object.keys(PRODUCT_SORTS) as [ProductSort, ...ProductSort[]]).default('curated'),
});

function productFilters(ctx: CommerceContext, params: Params): ProductFilters {
  const f = obj(params.filter);
  const filters: ProductFilters = {};
  const ids = list(f.ids);
  if (ids.length) filters.ids = validate(idList, ids);
  const skus = list(f.skus);
  if (skus.length) filters.skus = skus;
  const taxons = list(f.taxons);
  if (taxons.length) {
    // Ids or permalinks, as Spree accepts both.
    filters.taxonIds = taxons.map((t) => (/^\d+$/.test(t) ? Number(t) : (ctx.repo.taxonByPermalink.get(t)?.id ?? -1)));
  }
  const price = list(f.price);
  if (price.length) {
    const [min, max] = price.map(toCents);
    if (Number.isFinite(min)) filters.priceMin = min;
    if (Number.isFinite(max)) filters.priceMax = max;
  }
  const name = str(f.name);
  if (name) filters.name = name;
  const vendors = [...list(f.vendor_ids), ...list(f.artisan)];
  if (vendors.length) {
    filters.artisanIds = vendors.map((v) => (/^\d+$/.test(v) ? Number(v) : (ctx.repo.artisanBySlug.get(v)?.id ?? -1)));
  }
  if (str(f.in_stock) === 'true' || str(f.purchasable) === 'true') filters.inStock = true;
  if (str(f.editors_pick) === 'true') filters.editorsPick = true;
  return filters;
}

function countryResource(c: Country, isDefault: boolean): Resource {
  return {
    id: c.isocode,
    type: 'country',
    attributes: {
      iso: c.isocode,
      iso3: c.isocode3Letters,
      iso_name: c.localizedCountryName.en.toUpperCase(),
      name: c.localizedCountryName.en,
      states_required: statesRequired(c.isocode),
      zipcode_required: true,
      default: isDefault,
      currency: c.currency,
      default_language: c.defaultLanguage,
      supported_languages: c.supportedLanguages,
      crawling_languages: c.crawlingLanguages,
      localized_country_name: c.localizedCountryName,
      preferred_phone_num: c.preferredPhoneNum ?? null,
      preferred_time_format: timeFormatFor(c),
      show_whatsapp: showsWhatsapp(c),
      is_in_eu: isInEU(c.isocode),
      units: unitsOf(c),
    },
    relationships: { states: refs('state', statesOf(c.isocode).map((s) => s.id)) },
  };
}

/** Spree's state resource (id, abbr, name). */
function stateResource(s: StateRecord): Resource {
  return { id: String(s.id), type: 'state', attributes: { abbr: s.abbr, name: s.name } };
}

/** `include=states`: the countries' states beside them, as Spree's country serializer includes them. */
function countryIncluded(req: Request, countries: Country[]): Included {
  const included = new Included();
  if (new Includes(req.params).has('states')) for (const c of countries) included.add(...statesOf(c.isocode).map(stateResource));
  return included;
}

export function catalogueRoutes(ctx: CommerceContext): Hono {
  const app = new Hono();
  const { repo, db } = ctx;

  app.get('/products', handler(ctx, (req) => {
    const view = catalogueView(req);
    const { sort } = validate(productListSchema, { sort: str(req.params.sort) });
    const { page, perPage } = pageParams(req.params);
    const { products, total } = queryProducts(db, repo, productFilters(ctx, req.params), sort, view.locale, view.currency, page, perPage);
    const { data, included } = productDocuments(ctx, products, view, new Includes(req.params));
    return json(document(data, req.params, included, { page: { page, perPage, totalCount: total }, url: req.c.req.url }));
  }));

  app.get('/products/:id', handler(ctx, (req) => {
    const view = catalogueView(req);
    const product = repo.product(param(req, 'id'), view.locale, view.currency);
    if (!product) throw notFound();
    const { data, included } = productDocuments(ctx, [product], view, new Includes(req.params));
    return json(document(data[0], req.params, included));
  }));

  const taxonDocs = (req: Request, taxons: ReturnType<typeof repo.taxons.get>[]) => {
    const locale = localeOf(req.params);
    const includes = new Includes(req.params);
    const included = new Included();
    const data = taxons.filter((t) => t !== undefined).map((t) => {
      if (includes.has('children')) included.add(...t.childIds.map((id) => taxonResource(repo.taxons.get(id)!, locale)));
      if (includes.has('parent') && t.parentId !== null) included.add(taxonResource(repo.taxons.get(t.parentId)!, locale));
      return taxonResource(t, locale);
    });
    return { data, included };
  };

  app.get('/taxons', handler(ctx, (req) => {
    const f = obj(req.params.filter);
    let taxons = [...repo.taxons.values()];
    const ids = list(f.ids);
    if (ids.length) taxons = taxons.filter((t) => ids.includes(String(t.id)));
    const parent = str(f.parent_id);
    if (parent) taxons = taxons.filter((t) => String(t.parentId) === parent);
    const parentPermalink = str(f.parent_permalink);
    if (parentPermalink) taxons = taxons.filter((t) => t.parentId !== null && repo.taxons.get(t.parentId)?.permalink === parentPermalink);
    if (str(f.roots) === 'true') taxons = taxons.filter((t) => t.parentId === null);
    const name = str(f.name)?.toLowerCase();
    const locale = localeOf(req.params);
    if (name) taxons = taxons.filter((t) => t.name[locale].toLowerCase().includes(name));
    const { page, perPage } = pageParams(req.params);
    const slice = taxons.slice((page - 1) * perPage, page * perPage);
    const { data, included } = taxonDocs(req, slice);
    return json(document(data, req.params, included, { page: { page, perPage, totalCount: taxons.length }, url: req.c.req.url }));
  }));

  // Permalinks contain slashes: taxons/furniture/seating/armchairs. Localized permalinks are found too.
  app.get('/taxons/:id{.+}', handler(ctx, (req) => {
    const key = param(req, 'id');
    const taxon = /^\d+$/.test(key)
      ? repo.taxons.get(Number(key))
      : (repo.taxonByPermalink.get(key) ?? [...repo.taxons.values()].find((t) => LANGUAGES.some((l) => t.localizedPermalink[l] === key)));
    if (!taxon) throw notFound();
    const { data, included } = taxonDocs(req, [taxon]);
    return json(document(data[0], req.params, included));
  }));

  app.get('/countries', handler(ctx, (req) => {
    const data = COUNTRIES.map((c) => countryResource(c, c.isocode === DEFAULT_COUNTRY));
    return json(document(data, req.params, countryIncluded(req, [...COUNTRIES]), wholeList(req.c.req.url, data.length)));
  }));
  app.get('/countries/:iso', handler(ctx, (req) => {
    const iso = param(req, 'iso').toUpperCase();
    const country = iso === 'DEFAULT' ? findCountry(DEFAULT_COUNTRY) : (findCountry(iso) ?? COUNTRIES.find((c) => c.isocode3Letters === iso));
    if (!country) throw notFound();
    return json(document(countryResource(country, country.isocode === DEFAULT_COUNTRY), req.params, countryIncluded(req, [country])));
  }));

  app.get('/vendors', handler(ctx, (req) => {
    const locale = localeOf(req.params);
    const f = obj(req.params.filter);
    let artisans = [...repo.artisans.values()];
    const ids = list(f.ids);
    if (ids.length) artisans = artisans.filter((a) => ids.includes(String(a.id)));
    const level = str(f.program_level);
    if (level) artisans = artisans.filter((a) => String(a.programLevel) === level);
    const sort = str(req.params.sort);
    if (sort === 'name') artisans.sort((a, b) => a.name.localeCompare(b.name));
    if (sort === '-created_at') artisans.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const { page, perPage } = pageParams(req.params);
    const data = artisans.slice((page - 1) * perPage, page * perPage).map((a) => vendorResource(ctx, a, locale));
    return json(document(data, req.params, new Included(), { page: { page, perPage, totalCount: artisans.length }, url: req.c.req.url }));
  }));
  app.get('/vendors/:id', handler(ctx, (req) => {
    const key = param(req, 'id');
    const artisan = /^\d+$/.test(key) ? repo.artisans.get(Number(key)) : repo.artisanBySlug.get(key);
    if (!artisan) throw notFound();
    return json(document(vendorResource(ctx, artisan, localeOf(req.params)), req.params, new Included()));
  }));

  // Tearsheets (PDF) and CAD drawings (DXF), generated from the product's data and streamed. A
  // tearsheet comes without price, or with `?price=true&currency=…` with the price in that currency
  // (and the trade price when the bearer token is a trade user's, as on the product page).
  app.get('/digitals/:token', handler(ctx, (req) => {
    const asset = db.prepare('SELECT product_id, kind, filename, content_type FROM digital_assets WHERE token = ?')
      .get(param(req, 'token')) as { product_id: number; kind: 'cad' | 'tearsheet'; filename: string; content_type: string } | undefined;
    if (!asset) throw notFound();
    const withPrice = asset.kind === 'tearsheet' && str(req.params.price) === 'true';
    const product = repo.product(String(asset.product_id), 'en', withPrice ? currencyOf(req.params, 'EUR') : 'EUR');
    if (!product) throw notFound();
    const artisan = repo.artisans.get(product.artisanId);
    const chunks = asset.kind === 'cad'
      ? renderCad(product)
      : renderTearsheet(product, artisan?.name ?? '', artisan?.city ?? '', withPrice ? { trade: isTrade(req.session.user) } : undefined);
    const filename = withPrice ? asset.filename.replace(/\.pdf$/, '-with-price.pdf') : asset.filename;
    req.c.header('content-type', asset.content_type);
    req.c.header('content-disposition', `attachment; filename="${filename}"`);
    // Prices change, and a trade price is one user's: a priced tearsheet is never stored.
    if (withPrice) req.c.header('cache-control', 'private, no-store');
    return stream(req.c, async (s) => {
      for (const chunk of chunks) await s.write(chunk);
    });
  }));

  app.get('/ar_models/:file{\\d+\\.(glb|usdz)}', handler(ctx, (req) => {
    const [id, ext] = param(req, 'file').split('.');
    const product = repo.product(id, 'en', 'EUR');
    if (!product || !product.hasAr) throw notFound();
    const body = renderArModel(product, ext === 'usdz' ? 'usdz' : 'glb');
    return new Response(new Uint8Array(body), {
      headers: { 'content-type': ext === 'usdz' ? 'model/vnd.usdz+zip' : 'model/gltf-binary', 'cache-control': 'public, max-age=86400' },
    });
  }));

  return app;
}
