import type { MetadataRoute } from 'next';

/**
 * The web manifest (/manifest.webmanifest): the shop's name, its ink and ivory, and its icons, drawn
 * from the display face by scripts/generate-icons.mjs. One for every locale: it opens the home page.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Casa Maestri',
    short_name: 'Casa Maestri',
    description: 'Italian handmade furniture, lighting and objects from the workshops that make them.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f8f5f0',
    theme_color: '#15120f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
