import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommerceImage } from '@/components/catalogue/CommerceImage';
import { cardImageKey } from '@/lib/images/card-image-address';

const ORIGIN = 'http://127.0.0.1:4000';
const PORTRAIT = `${ORIGIN}/media/portrait/nero-marquina+calacatta-marble/scene-6624.jpg`;

describe('a picture of the commerce service (an artisan’s portrait)', () => {
  it('lists every width at its short address, the path on the commerce service (card-image-address.test.ts: each the optimiser’s request for it)', () => {
    const { container } = render(<CommerceImage src={cardImageKey(PORTRAIT, ORIGIN)} alt="" fill sizes="(min-width: 1280px) 30vw, 100vw" />);
    const img = container.querySelector('img')!;
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates.length).toBeGreaterThan(3);
    for (const candidate of candidates) {
      const [address, width] = candidate.split(' ');
      expect(address).toBe(`/img/${width.slice(0, -1)}/media/portrait/nero-marquina+calacatta-marble/scene-6624.jpg`);
    }
    expect(img.getAttribute('sizes')).toBe('(min-width: 1280px) 30vw, 100vw');
  });

  it('keeps a picture from elsewhere whole, through the optimiser’s own address', () => {
    const elsewhere = 'https://cdn.example.com/portrait.jpg';
    const { container } = render(<CommerceImage src={cardImageKey(elsewhere, ORIGIN)} alt="" width={300} height={400} />);
    const src = new URL(container.querySelector('img')!.getAttribute('src')!, 'http://shop.test');
    expect(src.pathname).toBe('/_next/image');
    expect(src.searchParams.get('url')).toBe(elsewhere);
  });
});
