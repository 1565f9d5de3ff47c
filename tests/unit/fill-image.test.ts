import { beforeAll, describe, expect, it } from 'vitest';
import type { getImageProps as GetImageProps } from 'next/image';
import { FILL_STYLE, fillImageAttributes, type FillImageInput } from '@/lib/images/fill-image';
import { cardImageAddress } from '@/lib/images/card-image-address';
import { contentImageLoader } from '@/lib/content/image-loader';
import { IMAGE_LIMITS } from '@/lib/security/limits';

let getImageProps: typeof GetImageProps;

beforeAll(async () => {
  // What the build hands next/image from next.config.ts `images` (the shop's widths and quality): an
  // object the bundler writes in, which a real process.env would turn into a string.
  const env = process.env;
  const images = { deviceSizes: [...IMAGE_LIMITS.deviceSizes], imageSizes: [...IMAGE_LIMITS.imageSizes], qualities: [...IMAGE_LIMITS.qualities] };
  process.env = { ...env, __NEXT_IMAGE_OPTS: images as unknown as string };
  try {
    ({ getImageProps } = await import('next/image'));
  } finally {
    process.env = env;
  }
});

const SIZES = [
  '(min-width: 1280px) 22vw, (min-width: 768px) 30vw, 48vw', // cards
  '(min-width: 1280px) 25vw, 33vw',
  '(min-width: 768px) 50vw, 100vw',
  '100vw',
  '96px', // no vw: every width
  '(min-width: 768px) 40rem, 100vw',
  '(min-width: 1024px) 5vw, 10vw', // narrow: the smallest candidates drop out
];
const PICTURES: Pick<FillImageInput, 'src' | 'loader'>[] = [
  { src: '/media/sofa/velvet+brass/front-1.jpg', loader: cardImageAddress },
  { src: 'http://127.0.0.1:4000/rails/active_storage/x.jpg?v=1', loader: cardImageAddress },
  { src: 'https://cdn.sanity.io/images/p/production/abc-1200x800.jpg?rect=0,0,600,400', loader: contentImageLoader },
];
const LOADING: Pick<FillImageInput, 'loading' | 'fetchPriority' | 'preload'>[] = [
  {},
  { loading: 'lazy' },
  { loading: 'eager', fetchPriority: 'high' },
  { preload: true, fetchPriority: 'high' },
  { preload: true, loading: 'eager' },
];

describe('fillImageAttributes', () => {
  it('writes what next/image writes for a fill picture with sizes and a loader, attribute for attribute and in its order', () => {
    let compared = 0;
    for (const sizes of SIZES)
      for (const picture of PICTURES)
        for (const loading of LOADING) {
          const input = { ...picture, ...loading, sizes, alt: 'A sofa', className: 'image' };
          const { props } = getImageProps({ ...input, fill: true });
          const { style, ...next } = props;
          const ours = Object.fromEntries(Object.entries(fillImageAttributes(input)).filter(([, v]) => v !== undefined));
          expect(ours, JSON.stringify(input)).toEqual(next);
          expect(Object.keys(ours)).toEqual(Object.keys(next));
          expect(style).toEqual(FILL_STYLE);
          compared++;
        }
    expect(compared).toBe(SIZES.length * PICTURES.length * LOADING.length);
  });

  it('lists only the widths the narrowest vw length can use, and the widest as src', () => {
    const widths = (sizes: string) => fillImageAttributes({ ...PICTURES[0]!, alt: '', sizes }).srcSet.split(', ').map((c) => Number(c.split(' ')[1]!.slice(0, -1)));
    expect(widths('100vw')).toEqual([750, 1080, 1920, 2048]);
    expect(widths('50vw')).toEqual([512, 750, 1080, 1920, 2048]);
    expect(widths('(min-width: 1024px) 5vw, 10vw')).toEqual([360, 512, 750, 1080, 1920, 2048]);
    expect(widths('96px')).toEqual([360, 512, 750, 1080, 1920, 2048]);
    expect(fillImageAttributes({ ...PICTURES[0]!, alt: '', sizes: '100vw' }).src).toBe('/img/2048/media/sofa/velvet+brass/front-1.jpg');
  });
});
