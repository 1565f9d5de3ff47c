/**
 * The full product of spec §3, mapped from Spree's JSON:API product resource with its images,
 * properties and artisan. Components see only this type, never JSON:API.
 */
import { z } from 'zod';
import type { Currency } from '../i18n/countries';
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
  currency: z.enum(['USD', 'EUR', 'GBP']),
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

export interface Product {
  id: string;
  variantId: string;
  sku: string;
  slug: string;
  localized_slugs: Record<string, string>;
  title: string;
  description: string;
  details: string;
  images: ProductImage[];
  artisan: { id: string; name: string; slug: string } | null;
  price: string;
  /** Compare-at price, when the product is reduced. */
  full_price: string | null;
  /** Present only in answers to trade users. */
  trade_price: string | null;
  currency: Currency;
  breadcrumbs: { name: string; slug: string; url: string }[];
  ar_model: string | null;
  ar_model_ios: string | null;
  cad_model: string | null;
  tearsheet: string | null;
  shipping_time: number;
  shipping_message: string | null;
  shipping_cost: string | null;
  shipping_cost_eu: string | null;
  shipping_cost_us: string | null;
  shipping_cost_world: string | null;
  shipping_cost_gbp: string | null;
  is_fragile: boolean;
  suitable_for_contract: boolean;
  excluded_countries: string[];
  can_supply: boolean;
  available: boolean;
  not_shoppable: boolean;
  customizable: boolean;
  curbside_delivery: boolean;
  b2b_only: boolean;
  b2c_only: boolean;
  purchasable: boolean;
  inStock: boolean;
  backorderable: boolean;
  properties: { name: string; description: string; value: string }[];
  isPremiumPlus: boolean;
  designer: string | null;
  dimensions: z.infer<typeof productAttributes>['dimensions'];
  materials: string[];
  colors: string[];
  /** Lamps only: the details tab's electrical rows. */
  lighting: z.infer<typeof productAttributes>['lighting'];
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
    .map((img) => ({ url: img.original_url, alt: (img.alt ?? a.title).slice(0, 150) })); // spec §9: image names cut to 150 characters
  const [artisanResource] = related(document, resource, 'artisan');
  const artisan = artisanResource ? { id: artisanResource.id, ...artisanAttributes.parse(artisanResource.attributes) } : null;
  const properties = related(document, resource, 'product_properties').map((r) => propertyAttributes.parse(r.attributes));
  return {
    id: resource.id,
    variantId: a.variant_id,
    sku: a.sku,
    slug: a.slug,
    localized_slugs: a.localized_slugs,
    title: a.title,
    description: a.description,
    details: a.details,
    images,
    artisan,
    price: a.price,
    full_price: a.full_price ?? a.compare_at_price,
    trade_price: a.trade_price,
    currency: a.currency,
    breadcrumbs: a.breadcrumbs,
    ar_model: a.ar_model,
    ar_model_ios: a.ar_model_ios,
    cad_model: a.cad_model,
    tearsheet: a.tearsheet,
    shipping_time: a.shipping_time,
    shipping_message: a.shipping_message,
    shipping_cost: a.shipping_cost,
    shipping_cost_eu: a.shipping_cost_eu,
    shipping_cost_us: a.shipping_cost_us,
    shipping_cost_world: a.shipping_cost_world,
    shipping_cost_gbp: a.shipping_cost_gbp,
    is_fragile: a.is_fragile,
    suitable_for_contract: a.suitable_for_contract,
    excluded_countries: a.excluded_countries,
    can_supply: a.can_supply,
    available: a.available,
    not_shoppable: a.not_shoppable,
    customizable: a.customizable,
    curbside_delivery: a.curbside_delivery,
    b2b_only: a.b2b_only,
    b2c_only: a.b2c_only,
    purchasable: a.purchasable,
    inStock: a.in_stock,
    backorderable: a.backorderable,
    properties,
    isPremiumPlus: a.is_premium_plus,
    designer: a.designer,
    dimensions: a.dimensions,
    materials: a.materials,
    colors: a.colors,
    lighting: a.lighting,
    comAvailable: a.com_available,
    metaDescription: a.meta_description,
  };
}
