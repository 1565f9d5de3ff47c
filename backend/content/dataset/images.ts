/**
 * Image assets: every image in the dataset is a generated picture described by an ImageRecipe. The asset
 * id follows Sanity's `image-<sha1>-<w>x<h>-<ext>` form with the sha1 of the recipe, so the same recipe
 * is always the same asset, and the content service can render it at the CDN path from its recipe.
 */
import { createHash } from 'node:crypto';
import {
  PRODUCT_IMAGE_SIZE,
  SCENE_IMAGE_SIZE,
  SCENE_SUBJECTS,
  type ImageRecipe,
  type MaterialSwatch,
  type ProductSubject,
  type SceneSubject,
} from '../../contracts';
import { ls } from './locale';
import type { ImageAssetDocument, ImageField, Texts } from './types';

const ASSET_CREATED_AT = '2025-11-03T08:00:00.000Z';

export function isSceneRecipe(recipe: ImageRecipe): boolean {
  return (SCENE_SUBJECTS as readonly string[]).includes(recipe.subject);
}

export function recipeSize(recipe: ImageRecipe): { width: number; height: number } {
  return isSceneRecipe(recipe) ? SCENE_IMAGE_SIZE : PRODUCT_IMAGE_SIZE;
}

/** sha1 of the recipe with its keys in a fixed order. */
export function recipeHash(recipe: ImageRecipe): string {
  const canonical = JSON.stringify([recipe.subject, recipe.materials, recipe.view, recipe.seed]);
  return createHash('sha1').update(canonical).digest('hex');
}

export function assetIdFor(recipe: ImageRecipe): string {
  const { width, height } = recipeSize(recipe);
  return `image-${recipeHash(recipe)}-${width}x${height}-jpg`;
}

export function scene(subject: SceneSubject, materials: MaterialSwatch[], seed: number): ImageRecipe {
  return { subject, materials, view: 'scene', seed };
}

export function productShot(subject: ProductSubject, materials: MaterialSwatch[], seed: number, view: 'front' | 'angle' | 'detail' = 'angle'): ImageRecipe {
  return { subject, materials, view, seed };
}

export interface ImageRegistryOptions {
  publicUrl: string;
  projectId: string;
  dataset: string;
}

/** Collects the assets that documents use while they are built; each recipe becomes one asset document. */
export class ImageRegistry {
  private readonly assets = new Map<string, ImageAssetDocument>();

  constructor(private readonly options: ImageRegistryOptions) {}

  image(recipe: ImageRecipe, alt: Texts, hotspot?: { x: number; y: number }): ImageField {
    const id = this.register(recipe);
    const field: ImageField = { _type: 'image', asset: { _type: 'reference', _ref: id }, alt: ls(alt) };
    if (hotspot) field.hotspot = { _type: 'sanity.imageHotspot', x: hotspot.x, y: hotspot.y, width: 0.4, height: 0.4 };
    return field;
  }

  documents(): ImageAssetDocument[] {
    return [...this.assets.values()].sort((a, b) => a._id.localeCompare(b._id));
  }

  private register(recipe: ImageRecipe): string {
    const id = assetIdFor(recipe);
    if (this.assets.has(id)) return id;
    const hash = recipeHash(recipe);
    const { width, height } = recipeSize(recipe);
    const path = `images/${this.options.projectId}/${this.options.dataset}/${hash}-${width}x${height}.jpg`;
    this.assets.set(id, {
      _id: id,
      _type: 'sanity.imageAsset',
      _createdAt: ASSET_CREATED_AT,
      _updatedAt: ASSET_CREATED_AT,
      assetId: hash,
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: `${recipe.subject}-${recipe.materials.join('-')}-${recipe.view}-${recipe.seed}.jpg`,
      path,
      url: `${this.options.publicUrl}/${path}`,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      },
      recipe: { ...recipe, materials: [...recipe.materials] },
    });
    return id;
  }
}
