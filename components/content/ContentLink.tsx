import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { isInternalPath } from '@/lib/i18n/locale-parts';

interface ContentLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link from content: shop paths get the locale prefix, https:, mailto: and tel: links stay as they are. */
export function ContentLink({ href, className, children, ...rest }: ContentLinkProps) {
  if (isInternalPath(href)) {
    return (
      <Link href={href} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/.test(href);
  return (
    <a href={href} className={className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
