/**
 * Meta descriptions: search engines show about 160 characters. A longer text is cut at the last word
 * that fits, with an ellipsis, never in the middle of a word. Whitespace runs (line breaks of a
 * product story) become single spaces. Pure, so pages, Open Graph and JSON-LD cut the same way.
 */
export const META_DESCRIPTION_MAX = 160;

const ELLIPSIS = '…';

export function metaDescription(text: string | null | undefined, max: number = META_DESCRIPTION_MAX): string | undefined {
  if (!text) return undefined;
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean === '') return undefined;
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  // Room for the ellipsis; then back to the last space, so the cut lands between two words.
  const head = chars.slice(0, max - ELLIPSIS.length + 1).join('');
  const space = head.lastIndexOf(' ');
  const words = (space > 0 ? head.slice(0, space) : Array.from(head).slice(0, max - ELLIPSIS.length).join('')).replace(/[\s,;:.\-–—]+$/u, '');
  return `${words}${ELLIPSIS}`;
}
