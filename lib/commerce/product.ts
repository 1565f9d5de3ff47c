/**
 * The full product of spec §3, mapped from Spree's JSON:API product resource with its images,
 * properties and artisan to camelCase fields. Components see only this type, never JSON:API.
 */
import { z } from 'zod';
import { CURRENCIES, type Currency } from '../money/currency';
import { productImageName } from '../model/product';
import { related, type JsonApiDocument } from './jsonapi';

const money = z.string().regex(/^-?\d+(\.\d+)?$/);
const nullableMoney = money.nullable().optional().transform((v) => v ?? null);

const productAttributes = z.object({
  title: z.string(),
  description: z.string().default(''),
  details: z.string().default(''),
  slug: z.string(),
  localized_slugs: z.record(z.string(), z.string()).default({}),
  sku: z.string(),
  variant_id: z.coerce.string(),
  price: money,
  compare_at_price: nullableMoney,
  full_price: nullableMoney,
  trade_price: nullableMoney,
  currency: z.enum(CURRENCIES),
  breadcrumbs: z.array(z.object({ name: z.string(), slug: z.string(), url: z.string() })).default([]),
  ar_model: z.string().nullable().default(null),
  ar_model_ios: z.string().nullable().default(null),
  cad_model: z.string().nullable().default(null),
  tearsheet: z.string().nullable().default(null),
  shipping_time: z.number(),
  shipping_message: z.string().nullable().default(null),
  shipping_cost: nullableMoney,
  shipping_cost_eu: nullableMoney,
  shipping_cost_us: nullableMoney,
  shipping_cost_world: nullableMoney,
  shipping_cost_gbp: nullableMoney,
  is_fragile: z.boolean().default(false),
  suitable_for_contract: z.boolean().default(false),
  excluded_countries: z.array(z.string()).default([]),
  can_supply: z.boolean().default(true),
  available: z.boolean().default(true),
  not_shoppable: z.boolean().default(false),
  customizable: z.boolean().default(false),
  curbside_delivery: z.boolean().default(false),
  b2b_only: z.boolean().default(false),
  b2c_only: z.boolean().default(false),
  purchasable: z.boolean().default(true),
  in_stock: z.boolean().default(true),
  backorderable: z.boolean().default(false),
  is_premium_plus: z.boolean().default(false),
  designer: z.string().nullable().default(null),
  dimensions: z
    .object({
      unit: z.string(),
      width: z.number().nullable(),
      height: z.number().nullable(),
      depth: z.number().nullable(),
      seat_height: z.number().nullable().optional(),
      arm_height: z.number().nullable().optional(),
    })
    .nullable()
    .default(null),
  materials: z.array(z.string()).default([]),
  colors: z.array(z.string()).default([]),
  lighting: z
    .object({ watt: z.number(), voltage: z.string(), lumen: z.number(), bulb: z.string(), energy_class: z.string(), dimmable: z.boolean() })
    .nullable()
    .default(null),
  com_available: z.boolean().default(false),
  meta_description: z.string().nullable().default(null),
});

const imageAttributes = z.object({ alt: z.string().nullable().default(null), original_url: z.string(), position: z.number().default(0) });
const propertyAttributes = z.object({ name: z.string(), description: z.string(), value: z.string() });
const artisanAttributes = z.object({ name: z.string(), slug: z.string() });

export interface ProductImage {
  url: string;
  alt: string;
}

export interface ProductDimensions {
  unit: string;
  width: number | null;
  height: number | null;
  depth: number | null;
  seatHeight: number | null;
  armHeight: number | null;
}

export interface ProductLighting {
  watt: number;
  voltage: string;
  lumen: number;
  bulb: string;
  energyClass: string;
  dimmable: boolean;
}

export interface Product {
  id: string;
  variantId: string;
  sku: string;
  slug: string;
  localizedSlugs: Record<string, string>;
  title: string;
  description: string;
  details: string;
  images: ProductImage[];
  artisan: { id: string; name: string; slug: string } | null;
  price: string;
  /** Compare-at price, when the product is reduced. */
  fullPrice: string | null;
  /** Present only in answers to trade users. */
  tradePrice: string | null;
  currency: Currency;
  breadcrumbs: { name: string; slug: string; url: string }[];
  arModel: string | null;
  arModelIos: string | null;
  cadModel: string | null;
  tearsheet: string | null;
  shippingTime: number;
  shippingMessage: string | null;
  shippingCost: string | null;
  shippingCostEu: string | null;
  shippingCostUs: string | null;
  shippingCostWorld: string | null;
  shippingCostGbp: string | null;
  isFragile: boolean;
  suitableForContract: boolean;
  excludedCountries: string[];
  canSupply: boolean;
  available: boolean;
  notShoppable: boolean;
  customizable: boolean;
  curbsideDelivery: boolean;
  b2bOnly: boolean;
  b2cOnly: boolean;
  purchasable: boolean;
  inStock: boolean;
  backorderable: boolean;
  properties: { name: string; description: string; value: string }[];
  isPremiumPlus: boolean;
  designer: string | null;
  dimensions: ProductDimensions | null;
  materials: string[];
  colors: string[];
  /** Lamps only: the details tab's electrical rows. */
  lighting: ProductLighting | null;
  /** Upholstered pieces accept the customer's own material (COM). */
  comAvailable: boolean;
  metaDescription: string | null;
}

export function toProduct(document: JsonApiDocument): Product {
  const resource = document.data;
  const a = productAttributes.parse(resource.attributes);
  const images = related(document, resource, 'images')
    .map((r) => imageAttributes.parse(r.attributes))
    .sort((x, y) => x.position - y.position)
    .map((img) => ({ url: img.original_url, alt: productImageName(img.alt ?? a.title) }));
  const [artisanResource] = related(document, resource, 'artisan');
  const artisan = artisanResource ? { id: artisanResource.id, ...artisanAttributes.parse(artisanResource.attributes) } : null;
  const properties = related(document, resource, 'product_properties').map((r) => propertyAttributes.parse(r.attributes));
  return {
    id: resource.id,
    variantId: a.variant_id,
    sku: a.sku,
    slug: a.slug,
    localizedSlugs: a.localized_slugs,
    title: a.title,
    description: a.description,
    details: a.details,
    images,
    artisan,
    price: a.price,
    fullPrice: a.full_price ?? a.compare_at_price,
    tradePrice: a.trade_price,
    currency: a.currency,
    breadcrumbs: a.breadcrumbs,
    arModel: a.ar_model,
    arModelIos: a.ar_model_ios,
    cadModel: a.cad_model,
    tearsheet: a.tearsheet,
    shippingTime: a.shipping_time,
    shippingMessage: a.shipping_message,
    shippingCost: a.shipping_cost,
    shippingCostEu: a.shipping_cost_eu,
    shippingCostUs: a.shipping_cost_us,
    shippingCostWorld: a.shipping_cost_world,
    shippingCostGbp: a.shipping_cost_gbp,
    isFragile: a.is_fragile,
    suitableForContract: a.suitable_for_contract,
    excludedCountries: a.excluded_countries,
    canSupply: a.can_supply,
    available: a.available,
    notShoppable: a.not_shoppable,
    customizable: a.customizable,
    curbsideDelivery: a.curbside_delivery,
    b2bOnly: a.b2b_only,
    b2cOnly: a.b2c_only,
    purchasable: a.purchasable,
    inStock: a.in_stock,
    backorderable: a.backorderable,
    properties,
    isPremiumPlus: a.is_premium_plus,
    designer: a.designer,
    dimensions: a.dimensions && { unit: a.dimensions.unit, width: a.dimensions.width, height: a.dimensions.height, depth: a.dimensions.depth, seatHeight: a.dimensions.seat_height ?? null, armHeight: a.dimensions.arm_height ?? null },
    materials: a.materials,
    colors: a.colors,
    lighting: a.lighting && { watt: a.lighting.watt, voltage: a.lighting.voltage, lumen: a.lighting.lumen, bulb: a.lighting.bulb, energyClass: a.lighting.energy_class, dimmable: a.lighting.dimmable },
    comAvailable: a.com_available,
    metaDescription: a.meta_description,
  };
}
