/** Spec §9: product image names are cut to 150 characters. */
const PRODUCT_IMAGE_NAME_LIMIT = 150;

/** The accessible name of a product's picture: its own, or the product's, within the §9 limit. */
export function productImageName(name: string): string {
  return name.slice(0, PRODUCT_IMAGE_NAME_LIMIT);
}
