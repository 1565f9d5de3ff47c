import type { ReactNode } from 'react';

/**
 * The root layout passes its page through: the document (`<html lang>`, the shell, the language
 * switcher's `@languages` slot) is `app/[storefront]/layout.tsx`, one level down. Next renders a root
 * layout that holds a slot besides `children` a second time, as a not-found fallback serialised
 * into every page's flight data (the shell again, about 13 KB); a nested layout's slots cost nothing
 * of the kind. A URL no locale takes still gets `app/global-not-found.tsx`, its own document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
