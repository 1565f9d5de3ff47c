import { NextResponse } from 'next/server';
import { LANGUAGES, isLanguage } from '@/lib/i18n/languages';
import { LAZY_NAMESPACES, isLazyNamespace } from '@/lib/i18n/client-messages';
import { loadMessages } from '@/lib/i18n/messages';

/**
 * GET /api/messages/it/auth — one namespace of a language's messages, for a panel that opens after
 * the page loaded (lib/i18n/client-messages.ts). Written at build time, a static file from then on.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LANGUAGES.flatMap((language) => LAZY_NAMESPACES.map((namespace) => ({ language, namespace })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ language: string; namespace: string }> }) {
  const { language, namespace } = await params;
  if (!isLanguage(language) || !isLazyNamespace(namespace)) return NextResponse.json({ error: 'Not found' }, { status: 404 });
  const messages = await loadMessages(language);
  return NextResponse.json({ [namespace]: messages[namespace] });
}
