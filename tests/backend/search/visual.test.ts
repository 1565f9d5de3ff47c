import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../../../backend/search';
import { fixtureFeed, generateCatalogue } from '../../../backend/search/fixture';
import type { ImageRecipe, Service } from '../../../backend/contracts';
import { renderImage } from '../../../backend/media/render';

const HEADERS = { 'x-algolia-application-id': 'casamaestri', 'x-algolia-api-key': 'embedded-search-key' };
let service: Service;

beforeAll(() => {
  service = createSearchService(fixtureFeed(generateCatalogue(400)), { publicUrl: 'http://127.0.0.1', dataDir: '/tmp' });
});

type Hit = { objectID: string; main_image: string; title: string; _score: number };

/** A studio shot stand-in: an object of one colour on a white background. */
async function photo(rgb: [number, number, number], format: 'png' | 'jpeg'): Promise<Buffer> {
  const [r, g, b] = rgb;
  const object = await sharp({ create: { width: 120, height: 160, channels: 3, background: { r, g, b } } }).png().toBuffer();
  return sharp({ create: { width: 200, height: 250, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .composite([{ input: object, top: 45, left: 40 }])
    [format]()
    .toBuffer();
}

async function upload(data: Buffer, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(data)], name, { type }));
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  const res = await service.app.request('/1/embedded/visual-search', { method: 'POST', headers: HEADERS, body: form });
  return { status: res.status, body: (await res.json()) as { hits: Hit[]; message?: string; index?: string } };
}

describe('visual search', () => {
  it('finds products in the colours of an uploaded photo', async () => {
    const blue = await upload(await photo([38, 88, 168], 'png'), 'lamp.png', 'image/png', { hitsPerPage: '8' });
    expect(blue.status).toBe(200);
    expect(blue.body.hits).toHaveLength(8);
    expect(blue.body.hits.every((h) => /murano-glass-blue|ceramic-cobalt/.test(h.main_image))).toBe(true);
    const green = await upload(await photo([22, 92, 62], 'jpeg'), 'chair.JPG', 'image/jpeg', { indexName: 'production_products_it' });
    expect(green.body.index).toBe('production_products_it');
    expect(green.body.hits.slice(0, 5).every((h) => /velvet-emerald/.test(h.main_image) && /velluto smeraldo/.test(h.title))).toBe(true);
    expect(green.body.hits[0]).not.toHaveProperty('trade_price_EUR');
  });

  it("finds a piece from its own photo, resized and saved again as a shopper's phone would, among the first three", async () => {
    for (const id of ['prod-1', 'prod-57', 'prod-123', 'prod-250', 'prod-399']) {
      const me = (await (await service.app.request(`/1/indexes/production_products/${id}`, { headers: HEADERS })).json()) as Hit;
      const [subject, materials, file] = me.main_image.split('/media/')[1].split('/');
      const [view, seed] = file.replace('.jpg', '').split('-');
      const recipe = { subject, materials: materials.split('+'), view, seed: Number(seed) } as unknown as ImageRecipe;
      const saved = await sharp(await renderImage(recipe, { width: 800, format: 'jpeg' })).resize(390).jpeg({ quality: 70 }).toBuffer();
      const { status, body } = await upload(saved, 'IMG_2041.JPG', 'image/jpeg', { hitsPerPage: '12' });
      expect(status).toBe(200);
      expect(body.hits.slice(0, 3).map((h) => h.objectID)).toContain(id);
    }
  });

  it('finds products like a given one: same kind of object first, then shared materials', async () => {
    const res = await service.app.request('/1/embedded/visual-search', {
      method: 'POST', headers: HEADERS, body: JSON.stringify({ objectID: 'prod-1', hitsPerPage: 10 }),
    });
    const { hits } = (await res.json()) as { hits: Hit[] };
    const subject = (h: Hit) => h.main_image.split('/media/')[1].split('/')[0];
    const material = (h: Hit) => h.main_image.split('/media/')[1].split('/')[1];
    const me = (await (await service.app.request('/1/indexes/production_products/prod-1', { headers: HEADERS })).json()) as Hit;
    expect(hits.map((h) => h.objectID)).not.toContain('prod-1');
    expect(hits.every((h) => subject(h) === subject(me))).toBe(true);
    expect(material(hits[0])).toBe(material(me));
    expect(hits.map((h) => h._score)).toEqual([...hits.map((h) => h._score)].sort((a, b) => b - a));
  });

  it('accepts only .jpeg, .jpg and .png images', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    const message = 'Please upload an image (.jpeg, .jpg, .png)';
    expect(await upload(gif, 'a.gif', 'image/gif')).toMatchObject({ status: 400, body: { message } });
    expect(await upload(gif, 'disguised.png', 'image/png')).toMatchObject({ status: 400, body: { message } });
    expect(await upload(Buffer.from('not an image'), 'x.jpg', 'image/jpeg')).toMatchObject({ status: 400, body: { message } });
    const missing = await service.app.request('/1/embedded/visual-search', { method: 'POST', headers: HEADERS, body: JSON.stringify({ objectID: 'nope' }) });
    expect(missing.status).toBe(404);
    const anonymous = await service.app.request('/1/embedded/visual-search', { method: 'POST', body: JSON.stringify({ objectID: 'prod-1' }) });
    expect(anonymous.status).toBe(403);
  });
});
