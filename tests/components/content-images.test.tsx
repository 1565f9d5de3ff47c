import type { Locale } from '@/lib/i18n/locale-list';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CdnImage } from '@/components/content/CdnImage';
import { Link } from '@/lib/i18n/navigation';
import { InLocale } from '../helpers/intl';

const original = 'http://127.0.0.1:4400/images/casamaestri/production/48c1742a-2400x1600.jpg?w=2048&q=75&auto=format';

describe('a content image is sized by the content service itself', () => {
  it('asks the service for each width of the srcset, at its default quality, in the browser’s best format', () => {
    const { container } = render(<CdnImage src={original} alt="A living room" fill sizes="100vw" />);
    const img = container.querySelector('img')!;
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      const [url, width] = candidate.split(' ');
      const parsed = new URL(url);
      expect(parsed.origin + parsed.pathname).toBe(original.split('?')[0]); // not through /_next/image
      expect(parsed.searchParams.get('w')).toBe(width.replace('w', ''));
      expect(parsed.searchParams.get('auto')).toBe('format');
      expect(parsed.searchParams.has('q')).toBe(false);
    }
  });
});

describe('a link to a page of the shop', () => {
  const at = (locale: Locale, href: string) =>
    render(
      <InLocale locale={locale} messages={{}}>
        <Link href={href}>go</Link>
      </InLocale>,
    ).container.querySelector('a')!.getAttribute('href');

  it('carries the locale’s prefix, none for en-us, and leaves other addresses alone', () => {
    expect(at('it-it', '/products/lido')).toBe('/it-it/products/lido');
    expect(at('en-us', '/products/lido')).toBe('/products/lido');
    expect(at('it-it', '/')).toBe('/it-it');
    expect(at('it-it', 'mailto:care@casamaestri.com')).toBe('mailto:care@casamaestri.com');
    expect(at('it-it', '#main')).toBe('#main');
  });
});
