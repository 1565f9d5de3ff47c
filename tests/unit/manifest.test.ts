import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import manifest from '@/app/manifest';

const root = path.resolve(__dirname, '../..');

describe('icons and web manifest', () => {
  it('names the shop and lists icons that exist at the sizes they claim', async () => {
    const m = manifest();
    expect(m).toMatchObject({ name: 'Casa Maestri', start_url: '/', display: 'standalone' });
    for (const icon of m.icons ?? []) {
      // A file of public/, or an icon file convention of app/ (served at the same path).
      const file = [path.join(root, 'public', icon.src), path.join(root, 'app', icon.src)].find((f) => fs.existsSync(f)) ?? icon.src;
      expect(fs.existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const { width, height } = await sharp(file).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
    expect(m.icons?.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('has a favicon.ico of 16, 32 and 48 px images and a 180 px touch icon', async () => {
    const ico = fs.readFileSync(path.join(root, 'app/favicon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1); // an icon file
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    const first = ico.readUInt32LE(6 + 12);
    expect((await sharp(ico.subarray(first, first + ico.readUInt32LE(6 + 8))).metadata()).width).toBe(16);
    expect((await sharp(path.join(root, 'app/apple-icon.png')).metadata()).width).toBe(180);
  });
});
