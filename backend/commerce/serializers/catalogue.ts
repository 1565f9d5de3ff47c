/**
 * JSON:API resources of the catalogue: products (with the spec §3 "Product (full)" fields), variants,
 * images, product properties, artisans (vendors) and taxons.
 */
import { mediaUrl, PRODUCT_IMAGE_SIZE, SCENE_IMAGE_SIZE, type ImageRecipe } from '../../contracts';
import type { Language } from '../../shared/languages';
import type { Currency } from '../../shared/countries';
import { assetToken } from '../db/load-seed';
import type { CommerceContext } from '../context';
import type { ArtisanRecord, ProductRecord, TaxonRecord } from '../catalogue/repository';
import { shippingCostFor, zoneOf, zoneOfCurrency, type Zone } from '../domain/zones';
import { decimal, display } from '../money';
import { Included, type Includes, ref, refs, type Resource } from '../http/jsonapi';

export interface CatalogueView {
  locale: Language;
  currency: Currency;
  /** Upper-case ISO of the shopper's country, when given. */
  country: string | null;
  /** Trade prices are only ever written for trade users (approved or pending). */
  trade: boolean;
}

export const isOnRequest = (p: Pick<ProductRecord, 'sku'>) => p.sku.startsWith('PORAMI');

export function purchasable(p: ProductRecord): boolean {
  return p.canSupply && !isOnRequest(p) && (p.countOnHand > 0 || p.backorderable);
}

const imageId = (productId: number, index: number) => String(productId * 10 + index);
const propertyId = (productId: number, index: number) => String(productId * 100 + index);

function imageStyles(publicUrl: string, recipe: ImageRecipe) {
  const base = mediaUrl(publicUrl, recipe);
  const size = recipe.view === 'scene' ? SCENE_IMAGE_SIZE : PRODUCT_IMAGE_SIZE;
  return {
    original_url: base,
    styles: [360, 512, 750, 1080].map((w) => ({
      url: `${base}?w=${w}`,
      width: w,
      height: Math.round((w * size.height) / size.width),
      size: `${w}x${Math.round((w * size.height) / size.width)}>`,
    })),
    width: size.width,
    height: size.height,
  };
}

export function imageResources(ctx: CommerceContext, p: ProductRecord): Resource[] {
  return p.images.map((recipe, i) => {
    const styles = imageStyles(ctx.config.publicUrl, recipe);
    return {
      id: imageId(p.id, i),
      type: 'image',
      attributes: {
        viewable_type: 'Spree::Variant',
        viewable_id: p.variantId,
        position: i + 1,
        alt: p.name.slice(0, 150),
        original_url: styles.original_url,
        transformed_url: styles.original_url,
        styles: styles.styles,
        width: styles.width,
        height: styles.height,
        view: recipe.view,
      },
    };
  });
}

function propertyResources(p: ProductRecord): Resource[] {
  return p.properties.map((prop, i) => ({
    id: propertyId(p.id, i),
    type: 'product_property',
    attributes: { name: prop.name, description: prop.description, value: prop.value, filter_param: prop.name, show_property: true },
  }));
}

function priceAttributes(p: ProductRecord, view: CatalogueView) {
  const attrs: Record<string, unknown> = {
    price: decimal(p.price),
    currency: p.currency,
    display_price: display(p.price, p.currency),
    compare_at_price: p.compareAtPrice === null ? null : decimal(p.compareAtPrice),
    display_compare_at_price: p.compareAtPrice === null ? null : display(p.compareAtPrice, p.currency),
  };
  if (view.trade) {
    attrs.trade_price = decimal(p.tradePrice);
    attrs.display_trade_price = display(p.tradePrice, p.currency);
  }
  return attrs;
}

export function variantResource(p: ProductRecord, view: CatalogueView): Resource {
  return {
    id: String(p.variantId),
    type: 'variant',
    attributes: {
      sku: p.sku,
      ...priceAttributes(p, view),
      weight: null,
      width: String(p.widthCm),
      height: String(p.heightCm),
      depth: String(p.depthCm),
      is_master: true,
      options_text: '',
      purchasable: purchasable(p),
      in_stock: p.countOnHand > 0,
      backorderable: p.backorderable,
    },
    relationships: {
      product: ref('product', p.id),
      images: refs('image', p.images.map((_, i) => imageId(p.id, i))),
      option_values: refs('option_value', []),
    },
  };
}

export function vendorResource(ctx: CommerceContext, a: ArtisanRecord, locale: Language): Resource {
  return {
    id: String(a.id),
    type: 'vendor',
    attributes: {
      name: a.name,
      slug: a.slug,
      about_us: a.story[locale],
      contact_us: null,
      city: a.city,
      region: a.region,
      founded_year: a.foundedYear,
      program_level: a.programLevel,
      is_premium_plus: a.programLevel === 3,
      image_url: mediaUrl(ctx.config.publicUrl, a.image),
      created_at: a.createdAt,
    },
    relationships: { image: ref('vendor_image', a.id) },
  };
}

export function taxonResource(t: TaxonRecord, locale: Language): Resource {
  return {
    id: String(t.id),
    type: 'taxon',
    attributes: {
      name: t.name[locale],
      pretty_name: t.name[locale],
      permalink: t.permalink,
      localized_permalink: t.localizedPermalink[locale],
      localized_permalinks: t.localizedPermalink,
      slug: t.slug[locale],
      localized_slugs: t.slug,
      seo_title: t.name[locale],
      description: null,
      meta_title: null,
      meta_description: null,
      meta_keywords: null,
      position: t.position,
      depth: t.depth,
      is_root: t.parentId === null,
      is_child: t.parentId !== null,
      is_leaf: t.childIds.length === 0,
    },
    relationships: {
      parent: ref('taxon', t.parentId),
      taxonomy: ref('taxonomy', 1),
      children: refs('taxon', t.childIds),
      image: ref('taxon_image', null),
    },
  };
}

function assetUrl(ctx: CommerceContext, productId: number, kind: 'cad' | 'tearsheet') {
  return `${ctx.config.publicUrl}/api/v2/storefront/digitals/${assetToken(productId, kind)}`;
}

export function productResource(ctx: CommerceContext, p: ProductRecord, view: CatalogueView, localizedSlugs: Record<Language, string>): Resource {
  const { repo } = ctx;
  const artisan = repo.artisans.get(p.artisanId);
  const path = repo.taxonPath(p.taxonId);
  const zone: Zone = view.country ? zoneOf(view.country) : zoneOfCurrency(view.currency);
  const shippingCost = shippingCostFor(p.shipping, zone, view.currency);
  const inCountry = view.country ? !p.excludedCountries.includes(view.country) : true;
  const onRequest = isOnRequest(p);
  const prop = (name: string) => p.properties.find((x) => x.name === name)?.value ?? null;
  return {
    id: String(p.id),
    type: 'product',
    attributes: {
      name: p.name,
      title: p.name,
      description: p.description,
      details: p.details,
      available_on: p.availableOn,
      slug: p.slug,
      localized_slugs: localizedSlugs,
      sku: p.sku,
      variant_id: String(p.variantId),
      ...priceAttributes(p, view),
      full_price: p.compareAtPrice === null ? null : decimal(p.compareAtPrice),
      purchasable: purchasable(p) && inCountry,
      in_stock: p.countOnHand > 0,
      backorderable: p.backorderable,
      available: p.canSupply && Date.parse(p.availableOn) <= ctx.config.now(),
      not_shoppable: onRequest || !p.canSupply,
      available_on_request: onRequest,
      can_supply: p.canSupply,
      available_in_country: inCountry,
      // The whole text: the storefront cuts descriptions at a word (lib/seo/description.ts), as it must a real Spree one.
      meta_description: p.description,
      meta_keywords: null,
      updated_at: p.updatedAt,
      created_at: p.createdAt,
      artisan_name: artisan?.name ?? null,
      is_premium_plus: artisan?.programLevel === 3,
      designer: p.designer,
      breadcrumbs: path.map((t) => ({ name: t.name[view.locale], slug: t.slug[view.locale], url: `/categories/${t.localizedPermalink[view.locale]}` })),
      shipping_time: p.shippingTime,
      shipping_message: p.shippingMessage,
      shipping_cost: decimal(shippingCost),
      display_shipping_cost: display(shippingCost, view.currency),
      shipping_cost_eu: decimal(p.shipping.eu),
      shipping_cost_us: decimal(p.shipping.us),
      shipping_cost_world: decimal(p.shipping.world),
      shipping_cost_gbp: decimal(p.shipping.gbp),
      free_shipping: shippingCost === 0,
      is_fragile: p.isFragile,
      suitable_for_contract: p.suitableForContract,
      excluded_countries: p.excludedCountries,
      customizable: p.customizable,
      curbside_delivery: p.curbsideDelivery,
      b2b_only: p.b2bOnly,
      b2c_only: p.b2cOnly,
      editors_pick: p.editorsPick,
      ar_model: p.hasAr ? `${ctx.config.publicUrl}/api/v2/storefront/ar_models/${p.id}.glb` : null,
      ar_model_ios: p.hasAr ? `${ctx.config.publicUrl}/api/v2/storefront/ar_models/${p.id}.usdz` : null,
      cad_model: p.hasCad ? assetUrl(ctx, p.id, 'cad') : null,
      tearsheet: assetUrl(ctx, p.id, 'tearsheet'),
      dimensions: {
        unit: 'cm', width: p.widthCm, height: p.heightCm, depth: p.depthCm,
        seat_height: p.seatHeightCm, arm_height: p.armHeightCm,
      },
      lighting: p.lighting
        ? { watt: p.lighting.watt, voltage: p.lighting.voltage, lumen: p.lighting.lumen, bulb: p.lighting.bulb, energy_class: p.lighting.energyClass, dimmable: p.lighting.dimmable }
        : null,
      com_available: prop('com_available') !== null && prop('com_available') !== 'No' && prop('com_available') !== 'Nein',
      materials: prop('material')?.split(', ') ?? [],
      colors: prop('color')?.split(', ') ?? [],
    },
    relationships: {
      variants: refs('variant', []),
      default_variant: ref('variant', p.variantId),
      primary_variant: ref('variant', p.variantId),
      option_types: refs('option_type', []),
      product_properties: refs('product_property', p.properties.map((_, i) => propertyId(p.id, i))),
      taxons: refs('taxon', [p.taxonId]),
      images: refs('image', p.images.map((_, i) => imageId(p.id, i))),
      artisan: ref('vendor', p.artisanId),
      vendor: ref('vendor', p.artisanId),
    },
  };
}

/** Serializes products and collects what `include` asks for. */
export function productDocuments(ctx: CommerceContext, products: ProductRecord[], view: CatalogueView, includes: Includes) {
  const slugs = ctx.repo.localizedSlugsMany(products.map((p) => p.id));
  const included = new Included();
  const data = products.map((p) => {
    if (includes.has('images')) included.add(...imageResources(ctx, p));
    if (includes.has('product_properties')) included.add(...propertyResources(p));
    if (includes.has('default_variant') || includes.has('primary_variant') || includes.has('variants')) included.add(variantResource(p, view));
    if (includes.has('taxons')) included.add(...ctx.repo.taxonPath(p.taxonId).slice(-1).map((t) => taxonResource(t, view.locale)));
    const artisan = ctx.repo.artisans.get(p.artisanId);
    if (artisan && (includes.has('artisan') || includes.has('vendor'))) included.add(vendorResource(ctx, artisan, view.locale));
    const slugMap = slugs.get(p.id);
    if (!slugMap) throw new Error(`product ${p.id} has no translations`);
    return productResource(ctx, p, view, slugMap);
  });
  return { data, included };
}
