import { Suspense, type ReactNode } from 'react';
import { layoutContextFromParams } from '@/lib/i18n/server';
import { NotFoundContent } from './NotFoundContent';

/**
 * Wraps a cached page whose content may call notFound() (an unknown product, category, artisan,
 * collection, landing, post or slug), so its 404 arrives with the shell, the message and the way
 * home in the HTML as served.
 *
 * Why: a notFound() that reaches the root of the render makes Next answer the error document
 * (`<html id="__next_error__">`, an empty body filled in only by script: Next issue #62228). Inside
 * a Suspense boundary, the cached render (ISR waits for all of the page) completes instead: Next
 * sets the 404 status and keeps everything outside the boundary (the layout's shell), and React
 * serves the boundary's fallback — the same not-found content the client then renders from
 * app/[locale]/not-found.tsx. A page that exists is complete when it is served, so its fallback is
 * never in the HTML.
 *
 * Only for pages cached whole (ADR 0012): a page streamed per request would show the fallback
 * while it loads. generateMetadata of such a page must not call notFound() (it renders outside the
 * boundary): it returns `{}` for an unknown document.
 *
 * The fallback is rendered alongside the page, before the page has set the request's locale, so it
 * is given the locale from the params (without it next-intl would read the request's headers, which
 * a cached page must not).
 */
export async function ServedNotFound({ params, children }: { params: Promise<{ locale: string }>; children: ReactNode }) {
  const { locale } = await layoutContextFromParams(params);
  return <Suspense fallback={<NotFoundContent locale={locale} />}>{children}</Suspense>;
}
