'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/** Copies the page's address; says so for screen readers too. */
export function CopyLink({ url, className }: { url: string; className?: string }) {
  const t = useTranslations('product.share');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        navigator.clipboard?.writeText(url).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  );
}
