import type { Locale } from '@/lib/i18n/locale-list';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { answerNotFound } from '@/lib/services/unavailable';
import { NotFoundContent } from './NotFoundContent';

/** Throws Next's not-found error while rendering, where the boundary below catches it. */
function CallNotFound(): never {
  notFound();
}

/**
 * What a page renders instead of calling notFound() itself, when its document does not exist (an
 * unknown product, category, artisan, collection, landing, post or slug): the 404 then arrives with
 * the shell, the message and the way home in the HTML as served.
 *
 * Why: a notFound() that reaches the root of the render makes Next answer the error document
 * (`<html id="__next_error__">`, an empty body filled in only by script: Next issue #62228). Thrown
 * inside a Suspense boundary instead — synchronously, so it is known before anything is sent — Next
 * sets the 404 status and serves the page around it (the layout's shell). Once hydrated, the browser
 * meets the same error in that boundary and shows app/[storefront]/not-found.tsx: the same content.
 *
 * The message and the way home stand beside the boundary, not in its fallback. React never hydrates
 * the fallback of a boundary the server gave up on: it renders the boundary again in the browser, and
 * a click that lands in it first makes React do so at once, removing the link under the click, so
 * "Return to homepage" did nothing when tapped in the first second (a phone, a busy machine). Beside
 * it, the link hydrates like any other and navigates.
 *
 * A page that exists never renders this, so nothing of it is in a found page's HTML. generateMetadata
 * must not call notFound() either (it renders outside any boundary, in the head for crawlers): it
 * returns `{}` for an unknown document. The locale is passed in because the content must not depend
 * on the request (a cached page never reads headers).
 */
export function ServedNotFound({ locale }: { locale: Locale }) {
  // A page rendered per request is streamed before the boundary's 404 is known: its head says 404 all the same.
  answerNotFound();
  return (
    <>
      <NotFoundContent locale={locale} />
      <Suspense fallback={null}>
        <CallNotFound />
      </Suspense>
    </>
  );
}
