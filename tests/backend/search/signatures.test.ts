import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSearchService } from '../../../backend/search';
import { fixtureFeed, generateCatalogue } from '../../../backend/search/fixture';
import type { ImageRecipe } from '../../../backend/contracts';
import { renderImage } from '../../../backend/media/render';
import { NEAR_DISTANCE, recipeKey, SignatureStore, signatureDistance, signatureOf } from '../../../backend/search/signatures';

const recipe: ImageRecipe = { subject: 'armchair', materials: ['velvet-emerald', 'walnut'], view: 'front', seed: 4242 };

describe('image signatures', () => {
  it('reads the recipe of a product photo URL, and nothing else', () => {
    expect(recipeKey('http://127.0.0.1:4000/media/armchair/velvet-emerald+walnut/front-4242.jpg')).toBe('armchair/velvet-emerald+walnut/front-4242');
    expect(recipeKey('http://127.0.0.1:4000/media/living-room/walnut/scene-1.jpg')).toBeNull();
    expect(recipeKey(null)).toBeNull();
  });

  it('keeps a photo near itself when resized and recompressed, and far from another piece of the same kind', async () => {
    const own = await signatureOf(await renderImage(recipe, { width: 96, height: 120, format: 'png' }));
    const upload = await sharp(await renderImage(recipe, { width: 800, format: 'jpeg', quality: 75 })).resize(433).jpeg({ quality: 60 }).toBuffer();
    const near = signatureDistance(own, await signatureOf(upload));
    expect(near).toBeLessThan(NEAR_DISTANCE / 3);
    for (const seed of [17, 901, 33_333]) {
      const other = await signatureOf(await renderImage({ ...recipe, seed }, { width: 96, height: 120, format: 'png' }));
      expect(signatureDistance(own, other)).toBeGreaterThan(near);
    }
  });

  it('renders the background warm-up only while the service is quiet; an upload that waits is served at once', async () => {
    const urls = [4242, 17].map((seed) => `http://127.0.0.1:4000/media/armchair/velvet-emerald+walnut/front-${seed}.jpg`);
    let quiet = false;
    const store = new SignatureStore(null, () => quiet);
    const background = store.ensure(urls, { urgent: false });
    // Busy: the first photo is rendered (the warm-up starts at once), then nothing more while answers go on.
    const rendered = () => urls.filter((u) => store.get(recipeKey(u)!)).length;
    await expect.poll(rendered, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(rendered()).toBe(1);
    quiet = true;
    await background;
    expect(urls.every((u) => store.get(recipeKey(u)!))).toBe(true);

    // A shopper's upload does not wait for a quiet moment.
    quiet = false;
    const busy = new SignatureStore(null, () => quiet);
    await busy.ensure(urls);
    expect(urls.every((u) => busy.get(recipeKey(u)!))).toBe(true);
  });

  it("renders the signatures in the background from start-up unless told not to (the bench's backend)", async () => {
    const started = (warmUpImageSearch: boolean) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-signatures-'));
      const service = createSearchService(fixtureFeed(generateCatalogue(3)), { publicUrl: 'http://127.0.0.1', dataDir, warmUpImageSearch }, undefined, null);
      return { service, kept: () => fs.existsSync(path.join(dataDir, 'visual-signatures.json')) };
    };
    const warm = started(true);
    const cold = started(false);
    try {
      // The warm-up begins 2 s after the start and keeps the signatures in the data folder when done.
      await expect.poll(warm.kept, { timeout: 15_000, interval: 250 }).toBe(true);
      // Three photos take a tenth of a second: a second later the other would have kept them too.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(cold.kept()).toBe(false);
    } finally {
      warm.service.close?.();
      cold.service.close?.();
    }
  }, 20_000);
});
