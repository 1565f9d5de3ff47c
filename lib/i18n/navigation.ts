import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** Locale-aware Link, redirect and router: they add the current locale's prefix. */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
