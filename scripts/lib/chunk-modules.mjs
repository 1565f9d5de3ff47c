/**
 * The modules of a Turbopack production chunk: `push([currentScript, id, factory, id, factory, …])`,
 * each factory an arrow function (`e=>{…}`, `(e,t,r)=>{…}`); ids that share a factory are listed
 * before it. Production chunks carry module ids, not file names, so a module is named by a few of its
 * string literals (component names, message namespaces, CSS class prefixes usually say which it is).
 * Used by scripts/first-load-report.mjs (bytes per module) and scripts/main-thread-report.mjs (time).
 */
const MODULE_START = /[[,]((?:\d+,)+)(?:[a-z]|\([a-z](?:,[a-z])*\))=>\{/g;

/** Each module's id, its factory's text span in `source` ([start, end) offsets) and its hints. */
export function chunkModules(source) {
  const starts = [...source.matchAll(MODULE_START)];
  return starts.map((match, i) => {
    const start = match.index + match[0].length - 1;
    const end = starts[i + 1]?.index ?? source.length;
    const text = source.slice(start, end);
    const hints = [...new Set((text.match(/"[A-Za-z][\w .:/-]{4,40}"/g) ?? []).filter((s) => s !== '"use strict"'))].slice(0, 4).join(' ');
    return { id: match[1].slice(0, -1).replaceAll(',', '/'), start, end, text, hints };
  });
}
