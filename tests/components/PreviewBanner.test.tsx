import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ usePathname: () => '/it-it/landing/un-estate-italiana' }));

import { PreviewBanner, exitPreviewHref } from '@/components/shell/extras/PreviewBanner';
import { InLocale } from '../helpers/intl';

const withIntl = (ui: React.ReactNode) => (
  <InLocale>
    {ui}
  </InLocale>
);

describe('PreviewBanner', () => {
  it('says preview mode and exits through the preview route back to this page', () => {
    render(withIntl(<PreviewBanner />));
    expect(screen.getByRole('complementary', { name: 'Preview mode' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/preview/disable?redirect=%2Fit-it%2Flanding%2Fun-estate-italiana',
    );
    expect(exitPreviewHref('/search?q=vase&ppage=2')).toBe('/api/preview/disable?redirect=%2Fsearch%3Fq%3Dvase%26ppage%3D2');
  });
});
