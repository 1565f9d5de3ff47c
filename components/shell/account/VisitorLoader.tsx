'use client';
import type { Locale } from '@/lib/i18n/locale-list';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { loadVisitor, visitorStore } from '@/stores/visitor-store';

/**
 * Reads the visitor once the cached page has loaded (ADR 0012). When the server moved the visitor
 * to the other audience (a trade account signed in, or out), the page is fetched again so the proxy
 * serves the right variant.
 */
export function VisitorLoader({ locale }: { locale: Locale }) {
  const router = useRouter();
  useEffect(() => {
    visitorStore.setState({ onAudienceChange: () => router.refresh() });
    void loadVisitor(locale);
  }, [locale, router]);
  return null;
}
