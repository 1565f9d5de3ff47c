import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const pathname = vi.hoisted(() => ({ current: '/countries' }));
vi.mock('@/lib/i18n/navigation', () => ({ usePathname: () => pathname.current }));

import { LanguageSwitcher } from '@/components/shell/LanguageSwitcher';
import { pathInLocale } from '@/lib/i18n/locales';

const options = [
  { locale: 'it-it' as const, language: 'it' as const, label: 'Italiano' },
  { locale: 'en-it' as const, language: 'en' as const, label: 'English' },
];

describe('LanguageSwitcher', () => {
  it('links to the current page in each language, marking the current one', () => {
    render(<LanguageSwitcher label="Lingua" current="it-it" options={options} />);
    const nav = screen.getByRole('navigation', { name: 'Lingua' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it-it/countries');
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'true');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en-it/countries');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).not.toHaveAttribute('aria-current');
  });

  it('maps the home page to / for the default locale and to the bare prefix otherwise', () => {
    expect(pathInLocale('/', 'en-us')).toBe('/');
    expect(pathInLocale('/', 'es-us')).toBe('/es-us');
    expect(pathInLocale('/products/lido', 'en-us')).toBe('/products/lido');
  });
});

describe('LanguageSwitcher with the page’s own translations', () => {
  const translated = [
    { ...options[0]!, href: '/it-it/landing/un-estate-italiana' },
    { ...options[1]!, href: '/en-it/landing/an-italian-summer' },
  ];

  it('links each language to the translation it was given, and lends them to a switcher without (the phone menu’s)', async () => {
    pathname.current = '/landing/un-estate-italiana';
    const { unmount } = render(<LanguageSwitcher label="Lingua" current="it-it" options={translated} publish />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en-it/landing/an-italian-summer');
    render(<LanguageSwitcher label="Menu lingua" current="it-it" options={options} />);
    const menu = screen.getByRole('navigation', { name: 'Menu lingua' });
    expect(menu.querySelector('a[hreflang="en"]')).toHaveAttribute('href', '/en-it/landing/an-italian-summer');
    unmount();
  });

  it('never lends one page’s links to another: elsewhere the switcher without links keeps the path', () => {
    pathname.current = '/countries';
    render(<LanguageSwitcher label="Lingua" current="it-it" options={options} />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en-it/countries');
  });
});
