import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_PREFIX, contentImageAddress, contentImageHost, contentImageKey, expandContentImageAddress } from '@/lib/content/image-address';
import { contentImageLoader } from '@/lib/content/image-loader';
import { fillImageAttributes } from '@/lib/images/fill-image';

const FILE = '32a0422c0b2c4f6f8e1f6f2a9d7c1e5b3a4f6c8c-2400x1600.jpg';
const sanity = contentImageHost({ projectId: 'k3x9q2', dataset: 'production', apiHost: '' });
const embedded = contentImageHost({ projectId: 'casamaestri', dataset: 'production', apiHost: 'http://127.0.0.1:4710' });

describe('content pictures’ short addresses (lib/content/image-address.ts)', () => {
  it('reads the content CDN of the configuration: Sanity’s own, or the embedded backend’s', () => {
    expect(sanity).toEqual({ origin: 'https://cdn.sanity.io', projectId: 'k3x9q2', dataset: 'production' });
    expect(contentImageHost({ projectId: 'p', dataset: 'd', apiHost: 'https://api.sanity.io' }).origin).toBe('https://cdn.sanity.io');
    expect(embedded.origin).toBe('http://127.0.0.1:4710');
  });

  it('keys a picture of the project by its file and cut; anything else keeps its URL', () => {
    expect(contentImageKey(`https://cdn.sanity.io/images/k3x9q2/production/${FILE}?w=2048&q=75&auto=format`, sanity)).toBe(`/${FILE}`);
    expect(contentImageKey(`https://cdn.sanity.io/images/k3x9q2/production/${FILE}?rect=0,100,2400,1400&w=2048&q=75&auto=format`, sanity)).toBe(`/${FILE}?rect=0,100,2400,1400`);
    expect(contentImageKey(`http://127.0.0.1:4710/images/casamaestri/production/${FILE}?w=2048`, embedded)).toBe(`/${FILE}`);
    for (const other of [
      `https://cdn.sanity.io/images/another/production/${FILE}?w=2048`, // another project
      `https://cdn.sanity.io/images/k3x9q2/staging/${FILE}`, // another dataset
      'https://cdn.sanity.io/images/k3x9q2/production/a1b2c3d4e5f6-100x100.svg', // script-capable format
      'https://cdn.sanity.io/files/k3x9q2/production/a1b2c3d4e5f6.pdf',
      `https://example.com/images/k3x9q2/production/${FILE}`,
    ])
      expect(contentImageKey(other, sanity), other).toBe(other);
  });

  it('the loader writes /cms/<width>/<file>[?rect] for a key and the CDN’s URL for anything else', () => {
    expect(contentImageLoader({ src: `/${FILE}`, width: 750 })).toBe(`${CONTENT_IMAGE_PREFIX}750/${FILE}`);
    expect(contentImageLoader({ src: `/${FILE}?rect=0,100,2400,1400`, width: 360, quality: 75 })).toBe(`/cms/360/${FILE}?rect=0,100,2400,1400`);
    expect(contentImageLoader({ src: `https://cdn.sanity.io/images/x/y/${FILE}?w=2048&q=75&auto=format`, width: 512 })).toBe(`https://cdn.sanity.io/images/x/y/${FILE}?w=512&auto=format`);
    expect(contentImageAddress('https://cdn.sanity.io/a.jpg', 750)).toBeNull();
  });

  it('every address of a picture’s srcset (the shop’s widths) rewrites to the same picture the page used to name', () => {
    for (const [host, url] of [
      [sanity, `https://cdn.sanity.io/images/k3x9q2/production/${FILE}?rect=0,100,2400,1400&w=2048&q=75&auto=format`],
      [embedded, `http://127.0.0.1:4710/images/casamaestri/production/${FILE}?w=2048&q=75&auto=format`],
    ] as const) {
      const before = fillImageAttributes({ src: url, alt: '', sizes: '(min-width: 1025px) 33vw, 80vw', loader: contentImageLoader }).srcSet.split(', ');
      const after = fillImageAttributes({ src: contentImageKey(url, host), alt: '', sizes: '(min-width: 1025px) 33vw, 80vw', loader: contentImageLoader }).srcSet.split(', ');
      expect(after).toHaveLength(6);
      expect(after).toHaveLength(before.length);
      after.forEach((candidate, i) => {
        const [address, width] = candidate.split(' ');
        const { pathname, search } = new URL(address!, 'http://shop.test');
        expect(`${expandContentImageAddress(pathname, search, host)} ${width}`).toBe(before[i]);
        expect(address!.length).toBeLessThan(before[i]!.length - 30);
      });
    }
  });

  it('refuses what the loader never writes: other widths, paths, files, queries (no open proxy)', () => {
    const refused: [string, string][] = [
      [`/cms/700/${FILE}`, ''], // a width the shop does not use
      [`/cms/0750/${FILE}`, ''],
      [`/cms/750.0/${FILE}`, ''],
      [`/cms/750/${FILE}`, '?w=4000'], // any query but a cut
      [`/cms/750/${FILE}`, '?rect=0,0,10,10&w=4000'],
      [`/cms/750/${FILE}`, '?rect=0,0,10'],
      [`/cms/750/${FILE}`, '?auto=format&dl=x'],
      ['/cms/750/a1b2c3d4e5f6-100x100.svg', ''], // script-capable
      ['/cms/750/../../files/x/production/a1b2c3d4e5f6.pdf', ''],
      [`/cms/750/..%2F..%2Fanother%2Fproduction%2F${FILE}`, ''],
      [`/cms/750/another/production/${FILE}`, ''], // another project's picture
      ['/cms/750/health', ''],
      ['/cms/750/', ''],
      ['/cms/750', ''],
      [`/img/750/${FILE}`, ''],
    ];
    for (const [path, search] of refused) expect(expandContentImageAddress(path, search, sanity), path + search).toBeNull();
    expect(expandContentImageAddress(`/cms/750/${FILE}`, '?rect=0%2C0%2C10%2C10%26w%3D1', sanity)).toBeNull();
    expect(expandContentImageAddress(`/cms/2048/${FILE}`, '?rect=0,100,2400,1400', sanity)).toBe(
      `https://cdn.sanity.io/images/k3x9q2/production/${FILE}?rect=0,100,2400,1400&w=2048&auto=format`,
    );
  });
});
