import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MATERIAL_SWATCHES, PRODUCT_SUBJECTS, SCENE_SUBJECTS, type ImageRecipe } from '../../../backend/contracts';
import { renderImage } from '../../../backend/media/render';

const hash = (b: Buffer) => createHash('sha1').update(b).digest('hex');

describe('renderImage', () => {
  it('renders every product subject as a 4:5 image of the asked size', async () => {
    for (const [i, subject] of PRODUCT_SUBJECTS.entries()) {
      const buf = await renderImage({ subject, materials: [MATERIAL_SWATCHES[i % MATERIAL_SWATCHES.length], 'walnut'], view: 'front', seed: i }, { width: 80 });
      const meta = await sharp(buf).metadata();
      expect([subject, meta.format, meta.width, meta.height]).toEqual([subject, 'jpeg', 80, 100]);
    }
  }, 60_000);

  it('renders every scene as a 3:2 image', async () => {
    for (const subject of SCENE_SUBJECTS) {
      const meta = await sharp(await renderImage({ subject, materials: ['oak'], view: 'scene', seed: 3 }, { width: 120, format: 'png' })).metadata();
      expect([subject, meta.format, meta.width, meta.height]).toEqual([subject, 'png', 120, 80]);
    }
  }, 60_000);

  it('renders every material, in every view', async () => {
    const views = ['front', 'angle', 'detail'] as const;
    for (const [i, material] of MATERIAL_SWATCHES.entries()) {
      const buf = await renderImage({ subject: 'vase', materials: [material], view: views[i % 3], seed: i }, { width: 64, height: 64, format: 'webp' });
      const meta = await sharp(buf).metadata();
      expect([material, meta.format, meta.width, meta.height]).toEqual([material, 'webp', 64, 64]);
    }
  }, 60_000);

  it('renders at the intrinsic size by default and honours formats', async () => {
    const recipe: ImageRecipe = { subject: 'armchair', materials: ['velvet-emerald', 'walnut'], view: 'front', seed: 42 };
    const full = await sharp(await renderImage(recipe)).metadata();
    expect([full.width, full.height]).toEqual([1600, 2000]);
    const avif = await sharp(await renderImage(recipe, { width: 100, format: 'avif' })).metadata();
    expect(avif.format).toBe('heif');
    const byHeight = await sharp(await renderImage(recipe, { height: 250 })).metadata();
    expect([byHeight.width, byHeight.height]).toEqual([200, 250]);
  }, 30_000);

  it('is deterministic per recipe and varies with the seed, view and materials', async () => {
    const recipe: ImageRecipe = { subject: 'sofa', materials: ['velvet-rust', 'oak'], view: 'front', seed: 9 };
    const a = hash(await renderImage(recipe, { width: 200 }));
    expect(hash(await renderImage({ ...recipe }, { width: 200 }))).toBe(a);
    const others = await Promise.all([
      renderImage({ ...recipe, seed: 10 }, { width: 200 }),
      renderImage({ ...recipe, view: 'angle' }, { width: 200 }),
      renderImage({ ...recipe, view: 'detail' }, { width: 200 }),
      renderImage({ ...recipe, materials: ['boucle-ivory', 'oak'] }, { width: 200 }),
    ]);
    const hashes = others.map(hash);
    expect(new Set([a, ...hashes]).size).toBe(5);
  }, 30_000);

  it('draws an object in material colour on a warm backdrop, not a flat image', async () => {
    const buf = await renderImage({ subject: 'armchair', materials: ['velvet-emerald'], view: 'front', seed: 1 }, { width: 160, format: 'png' });
    const { data, info } = await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => { const o = (y * info.width + x) * 3; return [data[o], data[o + 1], data[o + 2]]; };
    const [r, , b] = px(4, 20);
    expect(r).toBeGreaterThanOrEqual(b); // warm corner
    const centre = px(80, 125);
    expect(centre[1]).toBeGreaterThan(centre[0]); // green velvet in the middle
    const stats = await sharp(buf).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(10);
  });

  it('keeps only the rect it is given, sized as if it were the whole image', async () => {
    const recipe: ImageRecipe = { subject: 'living-room', materials: ['velvet-rust', 'oak'], view: 'scene', seed: 5 };
    const pixels = async (buf: Buffer) => (await sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
    const whole = await pixels(await renderImage(recipe, { width: 240, format: 'png' }));
    // The left half of a 2400×1600 scene, as a 4:5 portrait at 120 px wide (the frame's own pixels).
    const part = await pixels(await renderImage(recipe, { rect: { left: 0, top: 0, width: 1280, height: 1600 }, width: 128, height: 160, format: 'png' }));
    expect([part.info.width, part.info.height]).toEqual([128, 160]);
    const distanceTo = (offsetX: number) => {
      let sum = 0;
      for (let y = 0; y < 160; y++) for (let x = 0; x < 128; x++) for (let c = 0; c < 3; c++) {
        sum += Math.abs(part.data[(y * 128 + x) * 3 + c] - whole.data[(y * 240 + x + offsetX) * 3 + c]);
      }
      return sum / (128 * 160 * 3);
    };
    expect(distanceTo(0)).toBeLessThan(6); // the same picture as the whole image's left part
    expect(distanceTo(112)).toBeGreaterThan(3 * distanceTo(0)); // and not its right part
  }, 30_000);
});
