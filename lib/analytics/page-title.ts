/**
 * The title a page view reports (issue 39). After a client-side navigation the URL changes first and
 * Next writes the new page's <title> when its metadata arrives, which may be later than the commit
 * that changed the path: reading `document.title` at once gives the previous page's title, or none.
 * This waits until the document has a title other than the one the last page view reported (or
 * `timeoutMs`, for two pages that share a title), then answers it.
 */
export const TITLE_WAIT_MS = 2000;

export function whenTitleSettles(previous: string | null, onTitle: (title: string) => void, timeoutMs = TITLE_WAIT_MS): () => void {
  const fresh = () => {
    const title = document.title.trim();
    return title && title !== previous ? title : null;
  };
  let done = false;
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const finish = (title: string) => {
    if (done) return;
    done = true;
    observer?.disconnect();
    if (timer) clearTimeout(timer);
    onTitle(title);
  };
  // Even a title already there is read after this task: Next may still be applying the commit.
  const first = setTimeout(() => {
    const now = fresh();
    if (now) return finish(now);
    observer = new MutationObserver(() => {
      const title = fresh();
      if (title) finish(title);
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    timer = setTimeout(() => finish(document.title.trim()), timeoutMs);
  }, 0);
  return () => {
    done = true;
    clearTimeout(first);
    observer?.disconnect();
    if (timer) clearTimeout(timer);
  };
}
