import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../backend/contracts';
import { createMediaService } from '../../../backend/media';
import { startBackend, type RunningBackend } from '../../helpers/backend';

describe('media routes (isolated service)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  const { app } = createMediaService({ publicUrl: 'http://media.test', dataDir });
  const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves the URL mediaUrl() builds, with immutable caching and an ETag', async () => {
    const url = mediaUrl('http://media.test', { subject: 'armchair', materials: ['velvet-emerald', 'walnut'], view: 'angle', seed: 42 });
    const res = await get(new URL(url).pathname + '?w=320');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 400]);

    const again = await get(new URL(url).pathname + '?w=320', { 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('writes renders to the disk cache and serves them from there after a restart', async () => {
    const p = '/media/vase/murano-glass-blue/front-7.png?w=100&h=100';
    const first = await get(p);
    expect(first.status).toBe(200);
    const files = fs.readdirSync(path.join(dataDir, 'media-cache', 'vase', 'murano-glass-blue'));
    expect(files).toEqual(['front-7_100x100_q0.png']);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    // Replace the cached file: a fresh service must serve these bytes rather than render again.
    const file = path.join(dataDir, 'media-cache', 'vase', 'murano-glass-blue', files[0]);
    const marker = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }).png().toBuffer();
    fs.writeFileSync(file, marker);
    const fresh = createMediaService({ publicUrl: 'http://media.test', dataDir }).app;
    const res = await fresh.request(p);
    expect(Buffer.from(await res.arrayBuffer()).equals(marker)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('answers repeated requests from memory in a couple of milliseconds', async () => {
    const p = '/media/bowl/terracotta/detail-3.webp?w=200';
    expect((await get(p)).status).toBe(200);
    const t = performance.now();
    for (let i = 0; i < 20; i++) await (await get(p)).arrayBuffer();
    expect((performance.now() - t) / 20).toBeLessThan(5);
  });

  it('shares one render between concurrent requests for the same image', async () => {
    const p = '/media/sofa/boucle-ivory+oak/front-5.jpg?w=240';
    const bodies = await Promise.all(Array.from({ length: 4 }, async () => Buffer.from(await (await get(p)).arrayBuffer())));
    expect(bodies.every((b) => b.equals(bodies[0]))).toBe(true);
  });

  it('honours fm, q and clamps the width to 16..3000', async () => {
    const webp = await get('/media/stool/oak/front-1.jpg?fm=webp&q=50&w=5');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await webp.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 16, 20]);
  });

  it('rejects unknown subjects, materials, views and bad queries with JSON errors', async () => {
    const cases: Array<[string, number]> = [
      ['/media/spaceship/walnut/front-1.jpg', 404],
      ['/media/armchair/plastic/front-1.jpg', 404],
      ['/media/armchair/walnut+oak+ash+ebony/front-1.jpg', 404],
      ['/media/armchair/walnut/top-1.jpg', 404],
      ['/media/armchair/walnut/front-1.gif', 404],
      ['/media/armchair/walnut/scene-1.jpg', 404],
      ['/media/living-room/walnut/front-1.jpg', 404],
      ['/media/armchair/walnut/front-x.jpg', 404],
      ['/media/armchair/walnut/front-1.jpg?w=wide', 400],
      ['/media/armchair/walnut/front-1.jpg?fm=bmp', 400],
      ['/media/armchair/walnut/front-1.jpg?q=0', 400],
    ];
    for (const [p, status] of cases) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, status]);
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
  });
});

describe('media in the whole backend', () => {
  let backend: RunningBackend;
  beforeAll(async () => { backend = await startBackend(); }, 120_000);
  afterAll(async () => { await backend?.stop(); });

  it('serves scenes over HTTP at the mediaUrl()', async () => {
    const url = mediaUrl(backend.url, { subject: 'living-room', materials: ['velvet-emerald', 'walnut'], view: 'scene', seed: 4 });
    const res = await fetch(`${url}?w=600`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([600, 400]);
    expect(fs.existsSync(path.join(backend.dataDir, 'media-cache', 'living-room'))).toBe(true);
  });
});
