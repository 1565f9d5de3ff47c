/**
 * The scripts a modern browser fetches on a cold load of a page: every `<script src>` its HTML names
 * but the `noModule` polyfills, once each, as absolute URLs. The bench's first-load column and
 * scripts/first-load-report.mjs count the same ones.
 */
export async function firstLoadScripts(url) {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((attrs) => !/\bnoModule\b/i.test(attrs))
    .map((attrs) => attrs.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  return { html, scripts: [...new Set(sources)].map((src) => new URL(src, url).href) };
}
