/**
 * Building blocks shared by the lists of variants a user keeps (wishlists, the wedding registry):
 * the item parameters, the catalogue view of the request, and the variant/product/images includes.
 */
import { z } from 'zod';
import type { ProductRecord } from '../catalogue/repository';
import type { CommerceContext } from '../context';
import { isTrade } from '../domain/users';
import { imageResources, productResource, variantResource, type CatalogueView } from '../serializers/catalogue';
import type { Included, Includes } from './jsonapi';
import type { Request } from './route';
import { currencyOf, localeOf } from './session';

export const quantity = z.coerce.number({ error: 'is not a number' }).int('must be an integer').min(1, 'must be greater than 0').max(999, 'must be less than 1000');
export const itemSchema = z.object({
  variant_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/, 'is invalid')).transform(Number),
  quantity: quantity.default(1),
});

/** Localized by `locale`, priced by `currency`; trade prices only for a trade bearer. */
export const catalogueView = (req: Request): CatalogueView => ({
  locale: localeOf(req.params), currency: currencyOf(req.params), country: null, trade: isTrade(req.session.user),
});

/** Items' variants by variant id, in the request's language and currency. */
export function productsOf(ctx: CommerceContext, variantIds: number[], view: CatalogueView): Map<number, ProductRecord> {
  return new Map(ctx.repo.productsByVariantIds(variantIds, view.locale, view.currency).map((p) => [p.variantId, p]));
}

/** `<prefix>.variant`, `<prefix>.variant.product` and `<prefix>.variant.images` as asked for. */
export function includeVariants(
  ctx: CommerceContext, products: Iterable<ProductRecord>, view: CatalogueView, includes: Includes, included: Included, prefix: string,
): void {
  if (!includes.has(`${prefix}.variant`)) return;
  for (const p of products) {
    included.add(variantResource(p, view));
    if (includes.has(`${prefix}.variant.product`)) included.add(productResource(ctx, p, view, ctx.repo.localizedSlugs(p.id)));
    if (includes.has(`${prefix}.variant.images`)) included.add(...imageResources(ctx, p));
  }
}
