import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import messages from '@/messages/en.json';
import { ArPoster } from '@/components/product/ArPoster';
import { InLocale } from '../helpers/intl';

const withIntl = (ui: React.ReactNode) => (
  <InLocale>
    {ui}
  </InLocale>
);

describe('the 3D tab’s poster', () => {
  it('loads on a press once ready, says it is loading, and says so when loading failed', () => {
    const onLoad = vi.fn();
    const { rerender } = render(withIntl(<ArPoster state="idle" onLoad={onLoad} />));
    fireEvent.click(screen.getByRole('button', { name: 'Load the 3D view' }));
    expect(onLoad).toHaveBeenCalledOnce();

    rerender(withIntl(<ArPoster state="loading" onLoad={onLoad} />));
    expect(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button')).toBeDisabled();

    rerender(withIntl(<ArPoster state="failed" onLoad={onLoad} />));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.product.ar.failed);
    expect(screen.getByRole('button', { name: 'Load the 3D view' })).toBeEnabled();
  });
});
