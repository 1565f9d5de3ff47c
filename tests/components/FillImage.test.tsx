import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FillImage } from '@/components/ui/FillImage';
import { cardImageAddress } from '@/lib/images/card-image-address';

describe('FillImage', () => {
  it("writes next/image's fill markup: its attributes in its order, src last, the inline style", () => {
    render(<FillImage src="/media/sofa/front-1.jpg" loader={cardImageAddress} alt="A sofa" sizes="50vw" className="image" />);
    const img = screen.getByRole('img', { name: 'A sofa' });
    expect(img.getAttributeNames()).toEqual(['alt', 'loading', 'decoding', 'data-nimg', 'class', 'style', 'sizes', 'srcset', 'src']);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('data-nimg', 'fill');
    expect(img.getAttribute('srcset')).toBe('/img/512/media/sofa/front-1.jpg 512w, /img/750/media/sofa/front-1.jpg 750w, /img/1080/media/sofa/front-1.jpg 1080w, /img/1920/media/sofa/front-1.jpg 1920w, /img/2048/media/sofa/front-1.jpg 2048w');
    expect(img).toHaveAttribute('src', '/img/2048/media/sofa/front-1.jpg');
    expect(img.style.position).toBe('absolute');
    expect(img.style.color).toBe('transparent');
  });

  it('is eager and high priority when preloaded, keeps a style of its own, and shows its alt text once it fails', () => {
    render(<FillImage src="/media/a.jpg" loader={cardImageAddress} alt="A lamp" sizes="100vw" preload fetchPriority="high" style={{ objectPosition: '20% 30%' }} />);
    const img = screen.getByRole('img', { name: 'A lamp' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.style.objectPosition).toBe('20% 30%');
    fireEvent.error(img);
    expect(img.style.color).toBe('');
    expect(img.style.position).toBe('absolute');
  });

  it('leaves the fill style to its className when placed by it, and still shows its alt text once it fails', () => {
    render(<FillImage src="/media/a.jpg" loader={cardImageAddress} alt="A chair" sizes="100vw" className="image" placedByClass />);
    const img = screen.getByRole('img', { name: 'A chair' });
    expect(img.getAttributeNames()).toEqual(['alt', 'loading', 'decoding', 'data-nimg', 'class', 'sizes', 'srcset', 'src']);
    fireEvent.error(img);
    expect(img.style.color).toBe('inherit');
    expect(img.style.position).toBe('');
  });
});
