import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDITORIAL_HEADER_FRAMES } from '@/components/content/EditorialHeader';
import { HERO_FRAMES } from '@/components/content/Hero';
import { Picture, type FrameProportion } from '@/components/content/Picture';
import type { ContentImage } from '@/lib/content/blocks';
import { serviceConfig } from '@/lib/config';
import { contentImageHost, expandContentImageAddress } from '@/lib/content/image-address';

/** A 2400×1600 scene whose subject stands a quarter of the way in from the left. */
const scene: ContentImage = { ref: 'image-48c1742a6c910041c4a871660a1f9612d291e56a-2400x1600-jpg', alt: 'A sunlit living room', width: 2400, height: 1600, hotspot: { x: 0.25, y: 0.5 } };

/** A srcset's candidates, each short address (`/cms/<width>/<file>`) read as the content CDN's URL the proxy fetches for it. */
const candidates = (srcset: string | null) =>
  (srcset ?? '').split(', ').map((candidate) => {
    const [address, width] = candidate.split(' ');
    const { pathname, search } = new URL(address, 'http://shop.test');
    return { url: new URL(expandContentImageAddress(pathname, search, contentImageHost(serviceConfig.sanity))!), width: Number(width.replace('w', '')) };
  });

describe('a content picture loads the pixels its frame shows', () => {
  it('cuts a landscape image to a portrait frame around the hotspot, at every width of the srcset', () => {
    const img = render(<Picture image={scene} ratio="4 / 5" sizes="100vw" />).container.querySelector('img')!;
    const list = candidates(img.getAttribute('srcset'));
    expect(list.length).toBeGreaterThan(1);
    for (const { url, width } of list) {
      expect(url.searchParams.get('w')).toBe(String(width));
      expect(url.searchParams.has('h')).toBe(false); // the rect's proportions size it
      // The kept part: the full height, 4:5 wide, centred on the subject at x = 600 px (clear of the left edge).
      expect(url.searchParams.get('rect')).toBe('0,0,1280,1600');
    }
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('centres the cut on the subject where the image allows', () => {
    const img = render(<Picture image={{ ...scene, hotspot: { x: 0.5, y: 0.5 } }} ratio="4 / 5" sizes="100vw" />).container.querySelector('img')!;
    expect(candidates(img.getAttribute('srcset'))[0].url.searchParams.get('rect')).toBe('560,0,1280,1600');
  });

  it('loads an image whole in a frame of its own proportions, the hotspot placing it', () => {
    const img = render(<Picture image={scene} ratio="3 / 2" sizes="100vw" />).container.querySelector('img')!;
    for (const { url } of candidates(img.getAttribute('srcset'))) {
      expect(url.searchParams.has('h')).toBe(false);
      expect(url.searchParams.has('rect')).toBe(false);
    }
    expect(img.style.objectPosition).toBe('25% 50%');
  });

  it('art-directs a frame whose proportions change by breakpoint: each viewport gets its own cut', () => {
    const frames: FrameProportion[] = [{ ratio: '4 / 5' }, { minWidth: 768, ratio: '16 / 9' }, { minWidth: 1280, ratio: '21 / 9' }];
    const { container } = render(<Picture image={scene} ratio={frames} sizes="100vw" priority />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('media'))).toEqual(['(768px <= width < 1280px)', '(width >= 1280px)']);
    const proportions = (srcset: string | null) => {
      const [, , width, height] = candidates(srcset)[0].url.searchParams.get('rect')!.split(',').map(Number);
      return width / height;
    };
    // A viewport's source leaves out the widths it would never pick: none is narrower than its screen.
    const narrowest = (srcset: string | null) => Math.min(...candidates(srcset).map((c) => c.width));
    expect(narrowest(sources[0].getAttribute('srcset'))).toBeGreaterThanOrEqual(768);
    expect(narrowest(sources[1].getAttribute('srcset'))).toBeGreaterThanOrEqual(1280);
    expect(narrowest(container.querySelector('picture > img')!.getAttribute('srcset'))).toBeLessThan(768);
    expect(proportions(sources[0].getAttribute('srcset'))).toBeCloseTo(16 / 9, 2);
    expect(proportions(sources[1].getAttribute('srcset'))).toBeCloseTo(21 / 9, 2);
    const img = container.querySelector('picture > img')!;
    expect(proportions(img.getAttribute('srcset'))).toBeCloseTo(4 / 5, 2);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    // The frame takes its proportions from its className, not from one inline ratio.
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('');
  });

  it('reads the picture’s drawn width at each viewport from its sizes, px or vw', () => {
    const sizes = '(min-width: 1600px) 1000px, 100vw';
    const { container } = render(<Picture image={scene} ratio={[{ ratio: '4 / 5' }, { minWidth: 768, ratio: '16 / 9' }, { minWidth: 1700, ratio: '21 / 9' }]} sizes={sizes} />);
    const [tablet, wide] = [...container.querySelectorAll('picture > source')].map((s) => candidates(s.getAttribute('srcset')).map((c) => c.width));
    expect(Math.min(...tablet)).toBeGreaterThanOrEqual(768); // 100vw of 768 px
    expect(Math.min(...wide)).toBeGreaterThanOrEqual(1000); // 1000 px from 1600 px up
    expect(Math.min(...wide)).toBeLessThan(1700); // not 100vw of 1700 px
    expect(wide.length).toBeGreaterThan(0);
  });

  it('art-directed, puts no preload in the head: the preload scanner picks the viewport’s cut from the picture', () => {
    render(<Picture image={scene} ratio={HERO_FRAMES} sizes="100vw" priority />);
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(0);
  });
});

/** `aspect-ratio` of `.frameSelector` per `min-width` breakpoint (0 for none) in a CSS module. */
function cssFrames(file: string, frameSelector: string): FrameProportion[] {
  const css = fs.readFileSync(path.join(process.cwd(), 'components/content', file), 'utf8');
  const frames: FrameProportion[] = [];
  const rule = new RegExp(`(?:@media \\(min-width: (\\d+)px\\) \\{\\s*)?${frameSelector.replace('.', '\\.')} \\{[^}]*aspect-ratio: ([^;]+);`, 'g');
  for (const [, minWidth, ratio] of css.matchAll(rule)) frames.push(minWidth ? { minWidth: Number(minWidth), ratio } : { ratio });
  return frames;
}

describe('an art-directed frame asks for the proportions its CSS draws', () => {
  it.each([
    ['the home hero', 'Hero.module.css', '.hero .frame', HERO_FRAMES],
    ['an editorial header', 'EditorialHeader.module.css', '.image .frame', EDITORIAL_HEADER_FRAMES],
  ])('%s', (_, file, selector, frames) => {
    expect(cssFrames(file, selector)).toEqual(frames);
  });
});
