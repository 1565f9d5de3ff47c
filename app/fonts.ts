import localFont from 'next/font/local';

/**
 * Bodoni Moda for headings and editorial titles, Instrument Sans for everything interactive (see
 * shared/design/ui-direction.md). Bundled from @fontsource-variable, so no font is fetched from the
 * web; latin covers en, es, de, fr and it.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'swap',
  // Unquoted in the generated CSS, so no family whose name has a word starting with a digit.
  fallback: ['Didot', 'Georgia', 'serif'],
});

export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '400 600',
  display: 'swap',
  fallback: ['Helvetica Neue', 'Arial', 'sans-serif'],
});
