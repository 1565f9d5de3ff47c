import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/components/catalogue/listing/controls', () => ({
  ListingLink: ({ href, children, ...props }: React.ComponentProps<'a'> & { action: unknown }) => {
    delete (props as { action?: unknown }).action;
    return <a href={href} {...props}>{children}</a>;
  },
}));

import { Pagination } from '@/components/catalogue/listing/Pagination';

const t = ((key: string, values?: { page?: number }) => (key === 'currentPage' ? `Page ${values?.page}, current page` : `${key} ${values?.page ?? ''}`.trim())) as never;

describe('pagination', () => {
  it('names the current page with visually hidden text, not an aria-label on a <span>', () => {
    const { container } = render(<Pagination t={t} route={{}} page={2} nbPages={4} />);
    const current = container.querySelector('[aria-current="page"]')!;
    expect(current.tagName).toBe('SPAN');
    expect(current).not.toHaveAttribute('aria-label');
    expect(current.querySelector('.visually-hidden')).toHaveTextContent('Page 2, current page');
    expect(current.querySelector('[aria-hidden="true"]')).toHaveTextContent('2');
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
