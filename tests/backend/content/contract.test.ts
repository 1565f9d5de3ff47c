/**
 * Contract tests: the official @sanity/client and @sanity/image-url against the embedded content
 * service, as the storefront configures them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { serve } from '@hono/node-server';
import { createClient, type SanityClient } from '@sanity/client';
import { createImageUrlBuilder } from '@sanity/image-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService, type ContentService } from '../../../backend/content';
import type { RenderImage } from '../../../backend/content/images';
import { fixtureFeed } from './dataset/fixture-feed';

const TOKEN = 'embedded-preview-token';
let url = '';
let dataDir = '';
let service: ContentService;
let close: () => void;
const rendered: Parameters<RenderImage>[1][] = [];

/** Stands in for the media renderer: a plain image of the asked size, recording what it was asked. */
const render: RenderImage = async (_recipe, options = {}) => {
  rendered.push(options);
  return sharp({ create: { width: options.width ?? 100, height: options.height ?? 100, channels: 3, background: '#d8cab6' } })
    .toFormat(options.format ?? 'jpeg')
    .toBuffer();
};

function client(config: Partial<Parameters<typeof createClient>[0]> = {}): SanityClient {
  return createClient({ projectId: 'casamaestri', dataset: 'production', apiHost: url, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, ...config });
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-contract-'));
  const server = serve({ fetch: (req) => service.app.fetch(req), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service = createContentService(fixtureFeed(150), { dataDir, publicUrl: url, renderImage: render });
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('@sanity/client against the embedded content service', () => {
  it('fetches with $params, one language at a time', async () => {
    const query = `*[_id == $id][0]{ "id": _id, "first": firstLevelMenu[0].link.label[$lang] }`;
    const en = await client({ perspective: 'published' }).fetch<{ id: string; first: string }>(query, { id: 'consumer-menu', lang: 'en' });
    const it_ = await client({ perspective: 'published' }).fetch<{ id: string; first: string }>(query, { id: 'consumer-menu', lang: 'it' });
    expect(en.id).toBe('consumer-menu');
    expect(en.first).toBeTruthy();
    expect(it_.first).toBeTruthy();
    expect(it_.first).not.toBe(en.first);
  });

  it('writes the dataset as NDJSON on first start and keeps it', () => {
    const file = path.join(dataDir, 'content', 'production.ndjson');
    expect(fs.existsSync(file)).toBe(true);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.length).toBe(service.store.documents.length);
    expect(JSON.parse(lines[0])._id).toBeTruthy();
  });

  it('hides drafts from the published perspective and from readers without the token', async () => {
    const query = `count(*[_id in path("drafts.**")])`;
    expect(await client({ perspective: 'published' }).fetch(query)).toBe(0);
    expect(await client({ perspective: 'raw' }).fetch(query)).toBe(0);
    expect(await client({ perspective: 'raw', token: TOKEN }).fetch<number>(query)).toBeGreaterThan(0);
  });

  it('overlays drafts under their published ids in the drafts perspective', async () => {
    const draftOnly = await client({ perspective: 'drafts', token: TOKEN }).fetch<{ _id: string; _originalId: string } | null>(`*[_id == "holiday-menu"][0]{_id, _originalId}`);
    expect(draftOnly).toEqual({ _id: 'holiday-menu', _originalId: 'drafts.holiday-menu' });
    expect(await client({ perspective: 'published' }).fetch(`*[_id == "holiday-menu"][0]._id`)).toBeNull();
    const ids = await client({ perspective: 'drafts', token: TOKEN }).fetch<string[]>(`*[]._id`);
    expect(ids.some((id) => id.startsWith('drafts.'))).toBe(false);
  });

  it('refuses a wrong token', async () => {
    await expect(client({ perspective: 'drafts', token: 'nope' }).fetch('1')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('switches to POST for queries over about 11 KB, with the same answer', async () => {
    const padding = 'x'.repeat(12_000);
    const result = await client({ perspective: 'published' }).fetch<number>(`count(*[_type == "marketingMessage" && $padding != "y"])`, { padding });
    expect(result).toBeGreaterThan(0);
  });

  it('answers bad GROQ with a 400 queryParseError, and a missing $param likewise', async () => {
    const bad = await client().fetch('*[_type == ').catch((e) => e);
    expect(bad.statusCode).toBe(400);
    expect(bad.details).toMatchObject({ type: 'queryParseError' });
    const missing = await client().fetch('*[_id == $nope]').catch((e) => e);
    expect(missing.statusCode).toBe(400);
    expect(missing.details).toMatchObject({ type: 'queryParseError', description: 'param $nope referenced, but not provided' });
  });

  it('retries a GET after a 503, as the client does by default', async () => {
    service.failNext(2, 503);
    const started = Date.now();
    expect(await client().fetch<number>('1 + 1')).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100); // two back-offs of 100·2ⁿ ms
  });

  it('returns documents by id, and which ids were omitted', async () => {
    const response = await fetch(`${url}/v2025-02-19/data/doc/production/consumer-menu,nope`);
    const body = (await response.json()) as { documents: { _id: string }[]; omitted: { id: string }[] };
    expect(body.documents.map((d) => d._id)).toEqual(['consumer-menu']);
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }]);
  });
});

describe('@sanity/image-url against the embedded CDN path', () => {
  it('builds URLs that load at the asked size, format and quality', async () => {
    const ref = await client().fetch<string>(`*[_type == "sanity.imageAsset"][0]._id`);
    const builder = createImageUrlBuilder({ projectId: 'casamaestri', dataset: 'production', baseUrl: url });
    const imageUrl = builder.image(ref).width(600).quality(75).format('webp').url();
    expect(imageUrl.startsWith(`${url}/images/casamaestri/production/`)).toBe(true);
    const response = await fetch(imageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.width).toBe(600);
    expect(rendered.at(-1)).toMatchObject({ width: 600, quality: 75, format: 'webp' });
  });

  it('crops to the asked proportions around the hotspot, with the rect the builder computes', async () => {
    const ref = await client().fetch<string>(`*[_type == "sanity.imageAsset" && metadata.dimensions.aspectRatio > 1][0]._id`);
    const builder = createImageUrlBuilder({ projectId: 'casamaestri', dataset: 'production', baseUrl: url });
    // A landscape image in a 4:5 frame, its subject a quarter of the way in from the left.
    const imageUrl = builder.image({ asset: { _ref: ref }, hotspot: { x: 0.25, y: 0.5, width: 0, height: 0 } }).width(400).height(500).fit('crop').url();
    const rect = new URL(imageUrl).searchParams.get('rect')!.split(',').map(Number);
    expect(rect[2] / rect[3]).toBeCloseTo(0.8, 2);
    const response = await fetch(imageUrl);
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([400, 500]);
    expect(rendered.at(-1)).toMatchObject({ width: 400, height: 500, rect: { left: rect[0], top: rect[1], width: rect[2], height: rect[3] } });
    // Without the height (as the shop asks: lib/content/image.ts), the rect's proportions size it.
    const byWidth = new URL(imageUrl);
    byWidth.searchParams.delete('h');
    const sized = await sharp(Buffer.from(await (await fetch(byWidth)).arrayBuffer())).metadata();
    expect([sized.width, sized.height]).toEqual([400, 500]);
  });

  it('is a 404 for unknown assets and other projects', async () => {
    expect((await fetch(`${url}/images/casamaestri/production/0000-10x10.jpg`)).status).toBe(404);
    expect((await fetch(`${url}/images/other/production/0000-10x10.jpg`)).status).toBe(404);
  });
});
