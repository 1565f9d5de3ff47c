/**
 * The picture widths and quality the shop asks the image optimiser for (spec §9: 750, 1080, 1920, 2048
 * and 360, 512; quality 75), as next.config.ts `images` lists them (lib/security/limits.ts IMAGE_LIMITS).
 * A module of its own so the browser's loaders read them without the rest of the shop's limits.
 */
export const IMAGE_WIDTHS = {
  deviceSizes: [750, 1080, 1920, 2048],
  imageSizes: [360, 512],
  qualities: [75],
} as const;
