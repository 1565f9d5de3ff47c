import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dialog } from '@/components/ui/Dialog';

describe('a dialog', () => {
  it('names its header landmark with its title (an unnamed one is reported by validators)', () => {
    const { container } = render(
      <Dialog open={false} onClose={() => {}} title="Your bag" closeLabel="Close">
        <p>Inside</p>
      </Dialog>,
    );
    const header = container.querySelector('dialog header')!;
    const title = container.querySelector('dialog h2')!;
    expect(header.getAttribute('aria-labelledby')).toBe(title.id);
    expect(title.id).not.toBe('');
    expect(title).toHaveTextContent('Your bag');
  });
});
