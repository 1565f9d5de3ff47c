import localFont from 'next/font/local';

/**
 * Bodoni Moda for headings and editorial titles, Instrument Sans for everything interactive (see
 * shared/design/ui-direction.md). Bundled from @fontsource, so no font is fetched from the web;
 * latin covers en, es, de, fr and it. Both are preloaded on every page, so they are as small as the
 * design allows: headings are set at 400 only, so the display face is its static 400 cut (14.5 KB
 * against 25.9 KB for the variable one); the sans is set at 400, 500 and 600, where one variable
 * file (30 KB) is lighter than three static ones.
 */
export const displayFont = localFont({
  src: '../node_modules/@fontsource/bodoni-moda/files/bodoni-moda-latin-400-normal.woff2',
  variable: '--font-display',
  weight: '400',
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
