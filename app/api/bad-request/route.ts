import { loadMessages } from '@/lib/i18n/messages';
import { isLocale, localePrefix, parseLocale } from '@/lib/i18n/locales';
import { malformedPathLocale } from '@/lib/security/malformed-path';

/**
 * The shop's 400 page, for an address whose percent-encoding is broken (the proxy rewrites such
 * requests here: lib/security/malformed-path.ts). A route handler because a page cannot answer 400:
 * a small self-contained document, in the language of the address's locale prefix, with the message
 * and the way home, readable without script. Never cached, never indexed.
 */
export const dynamic = 'force-dynamic';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function badRequest(request: Request): Promise<Response> {
  // The handler may see the address as sent (its locale prefix) or as rewritten (`?locale=`).
  const url = new URL(request.url);
  const requested = url.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : malformedPathLocale(url.pathname);
  const { language, tag } = parseLocale(locale);
  const messages = await loadMessages(language);
  const t = messages.badRequest;
  const home = escapeHtml(localePrefix(locale) || '/');
  const cta = messages.notFound.cta;
  const html = `<!DOCTYPE html>
<html lang="${tag}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t.title)} · Casa Maestri</title>
<style>body{margin:0;font-family:Georgia,serif;color:#15120f;background:#f8f5f0}header{padding:20px 24px;border-bottom:1px solid #d9d2c5}header a{color:inherit;text-decoration:none;font-size:1.5rem}main{display:flex;flex-direction:column;align-items:center;gap:20px;padding:80px 24px;text-align:center}p.e{font:0.75rem/1.4 system-ui,sans-serif;letter-spacing:.12em;text-transform:uppercase;color:#675e54}h1{font-weight:400;font-size:2.5rem;max-width:18ch;margin:0}p.b{max-width:42ch;color:#675e54;font-size:1.125rem}a.c{display:inline-flex;align-items:center;min-height:48px;padding:0 28px;background:#15120f;color:#fff;font:0.75rem system-ui,sans-serif;letter-spacing:.12em;text-transform:uppercase;text-decoration:none}</style>
</head><body>
<header><a href="${home}">Casa Maestri</a></header>
<main id="main"><p class="e">${escapeHtml(t.eyebrow)}</p><h1>${escapeHtml(t.title)}</h1><p class="b">${escapeHtml(t.body)}</p><a class="c" href="${home}">${escapeHtml(cta)}</a></main>
</body></html>
`;
  return new Response(request.method === 'HEAD' ? null : html, {
    status: 400,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export const GET = badRequest;
export const HEAD = badRequest;
export const POST = badRequest;
