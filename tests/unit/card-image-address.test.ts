import { describe, expect, it } from 'vitest';
import { cardImageAddress, cardImageKey, expandCardImageAddress } from '@/lib/images/card-image-address';
import { IMAGE_LIMITS } from '@/lib/security/limits';

/** What the optimiser reads from an address (Next parses the query string of `/_next/image` so). */
const read = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return { path: url.pathname, url: url.searchParams.get('url'), w: url.searchParams.get('w'), q: url.searchParams.get('q') };
};

/** Next's default loader's address for the same picture (next/dist/shared/lib/image-loader.js). */
const nextDefault = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;

describe('cardImageAddress', () => {
  const widths = [...IMAGE_LIMITS.imageSizes, ...IMAGE_LIMITS.deviceSizes];
  const sources = [
    'http://127.0.0.1:4000/media/bookcase/walnut+nero-marquina/front-6225.jpg',
    'https://spree.example.com/rails/active_storage/representations/proxy/eyJfcmFpbHMi==--abc/eyJ?x=1&y=2/sofa%20blue.jpg',
    'https://cdn.sanity.io/images/proj/production/abc-1200x800.jpg?rect=0,0,10,10#frag',
  ];

  it('asks the optimiser for the same picture, width and quality as Next’s own loader', () => {
    for (const src of sources) {
      for (const width of widths) {
        const ours = read(cardImageAddress({ src, width }));
        expect(ours).toEqual(read(nextDefault(src, width)));
        expect(ours.url).toBe(src);
      }
    }
  });

  it('is shorter than Next’s address for a commerce picture', () => {
    const src = sources[0]!;
    const ours = cardImageAddress({ src, width: 750 });
    expect(ours).toBe('/_next/image?url=http://127.0.0.1:4000/media/bookcase/walnut%2Bnero-marquina/front-6225.jpg&w=750&q=75');
    expect(nextDefault(src, 750).length - ours.length).toBeGreaterThanOrEqual(16);
  });

  it('keeps an explicit quality and escapes what would end or split the url parameter', () => {
    expect(read(cardImageAddress({ src: 'https://a.test/x.jpg?a=1&w=9#q', width: 360, quality: 75 }))).toEqual({ path: '/_next/image', url: 'https://a.test/x.jpg?a=1&w=9#q', w: '360', q: '75' });
  });
});

describe('the short card picture address (/img/<width><path>)', () => {
  const origin = 'http://127.0.0.1:4000';
  const PATHS = ['/media/**', '/rails/active_storage/**'];
  const widths = [...IMAGE_LIMITS.imageSizes, ...IMAGE_LIMITS.deviceSizes];
  const commerce = [
    `${origin}/media/bookcase/walnut+nero-marquina/front-6225.jpg`,
    `${origin}/rails/active_storage/representations/proxy/eyJfcmFpbHMi==--abc/sofa_blue.jpg`,
  ];

  it('round-trips: the proxy asks the optimiser for the very picture, width and quality Next’s loader would', () => {
    for (const src of commerce) {
      const key = cardImageKey(src, `${origin}/`);
      expect(key.startsWith('/')).toBe(true);
      for (const width of widths) {
        const short = cardImageAddress({ src: key, width });
        expect(short).toBe(`/img/${width}${key}`);
        const optimiser = expandCardImageAddress(new URL(short, 'http://shop.test').pathname, origin, PATHS);
        expect(optimiser).toBe(nextDefault(src, width));
        expect(nextDefault(src, width).length - short.length).toBeGreaterThanOrEqual(40);
      }
    }
  });

  it('keeps the whole URL (and Next’s address) for a picture the short form cannot hold', () => {
    for (const src of [
      'https://cdn.sanity.io/images/proj/production/abc-1200x800.jpg', // another host
      `${origin}/media/a.jpg?v=2`, // a query
      `${origin}/media/two words.jpg`, // a space would split a srcset candidate
      `${origin}/media/a,b.jpg`, // so would a comma
      `${origin}/media/%2e%2e/secret.jpg`,
      'http://127.0.0.1:40000/media/a.jpg', // a longer port is another origin
    ]) {
      expect(cardImageKey(src, origin)).toBe(src);
      expect(read(cardImageAddress({ src: cardImageKey(src, origin), width: 750 }))).toEqual(read(nextDefault(src, 750)));
    }
    expect(cardImageKey(commerce[0]!, undefined)).toBe(commerce[0]);
  });

  it('expands only what the loader writes: a known width and a plain path', () => {
    for (const pathname of [
      '/img/700/media/a.jpg', // not a configured width
      '/img/0750/media/a.jpg',
      '/img/750', '/img/750/', '/img//media/a.jpg', '/img/abc/media/a.jpg',
      '/img/750/media/../api/session',
      '/img/750/media/./a.jpg',
      '/img/750/media/a%2C.jpg',
      '/img/750/media/a.jpg?url=http://evil.test/x.jpg',
      '/image/750/media/a.jpg',
      '/img/750/api/session', // another path of the commerce service
      '/img/750/mediax/a.jpg',
    ]) {
      expect(expandCardImageAddress(pathname, origin, PATHS), pathname).toBeNull();
    }
  });
});
