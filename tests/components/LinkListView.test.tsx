import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/i18n/navigation', () => ({ Link: (props: React.ComponentProps<'a'>) => <a {...props} /> }));

import { LinkListView } from '@/components/content/LinkListView';
import styles from '@/components/content/LinkList.module.css';

describe('a list of links drawn from its fields', () => {
  it('links every entry by its title, in order, and indents a subcategory under its parent', () => {
    render(
      <LinkListView
        links={[
          { title: 'Furniture', url: '/categories/furniture' },
          { title: 'Seating', url: '/categories/furniture/seating', nested: true },
          { title: 'Lighting', url: '/categories/lighting' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/categories/furniture', '/categories/furniture/seating', '/categories/lighting']);
    expect(styles.nested).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seating' }).closest('li')).toHaveClass(styles.nested);
    expect(screen.getByRole('link', { name: 'Furniture' }).closest('li')?.className).toBe('');
  });
});
