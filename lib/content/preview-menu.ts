/**
 * Spec §2/§5: in preview, the `menu-id` query parameter selects the menu the shell shows. The shell
 * is rendered by a layout, which cannot read the query string, so the proxy passes the id on as a
 * request header — only when the draft-mode cookie is present — and the shell uses it only when
 * draftMode() confirms preview (the cookie alone proves nothing; Next checks its value).
 */
export const MENU_ID_PARAM = 'menu-id';
export const PREVIEW_MENU_HEADER = 'x-casamaestri-preview-menu';
/** Next's draft-mode cookie. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** A content document id or slug: letters, digits, dot, dash, underscore. */
const MENU_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** The menu id to pass on, or null outside preview or for a value that is not an id. */
export function previewMenuIdFor(searchParams: URLSearchParams, hasDraftModeCookie: boolean): string | null {
  if (!hasDraftModeCookie) return null;
  const id = searchParams.get(MENU_ID_PARAM);
  return id && MENU_ID.test(id) ? id : null;
}
