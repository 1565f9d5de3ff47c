/**
 * Reading the bench's load runs: the median of repeated runs, and the heap the storefront still holds.
 */

/** The figures of a load run, each with the side a budget wins on. */
const FIGURES = { reqPerSec: 'higher', ofStatic: 'higher', p50Ms: 'lower', p99Ms: 'lower' };

/**
 * The median of each figure over the load runs (`--repeat N`), with every run kept in `runs`. One
 * eight-second run on a 2-core machine that also runs the load generator moves by a third from one
 * run to the next (the same build's category page: 0.30 and 0.46 × static, p99 80 to 230 ms), so a
 * budget is read on the median of three, as Lighthouse's is. Of an even number of runs, the middle
 * value on the budget's losing side: the slower throughput, the longer latency. Error answers add up.
 */
export function medianLoad(runs) {
  const median = (key, better) => {
    const values = runs.map((r) => r[key]).filter((v) => typeof v === 'number').toSorted((a, b) => a - b);
    if (!values.length) return null;
    const middle = (values.length - 1) / 2;
    return values[better === 'higher' ? Math.floor(middle) : Math.ceil(middle)];
  };
  const figures = Object.entries(FIGURES).filter(([key]) => key in runs[0]);
  return {
    ...runs.at(-1),
    ...Object.fromEntries(figures.map(([key, better]) => [key, median(key, better)])),
    non2xx: runs.reduce((sum, r) => sum + (r.non2xx ?? 0), 0),
    runs,
  };
}

/**
 * The JavaScript heap (MB) left by the latest full collection, from Node's --trace-gc lines
 * ("Mark-Compact 201.2 (236.2) -> 55.4 (236.0) MB, …") as they stream from `stdout`; null until one
 * ran. Resident memory rises and falls with when the collector last ran (550 to 930 MiB between
 * runs of one build); what a full collection leaves is what the server still holds, so a leak
 * shows as this figure growing run after run.
 */
export function liveHeapReader(stdout) {
  let latest = null;
  let pending = '';
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const after = line.match(/Mark-Compact[^>]*->\s*([\d.]+)\s*\(/)?.[1];
      if (after) latest = Number(after);
    }
  });
  return () => latest;
}

/**
 * The collector's pauses, from the same --trace-gc lines ("Scavenge … MB, 1.2 / 0.0 ms": the first
 * figure is the time the thread stood still). `mark()` before a load run and `since(mark)` after it
 * give that run's pauses: how many, their sum, p99 and longest. A pause holds every request in flight,
 * so long or frequent pauses show as a page's p99; read per thousand requests, the count does not
 * depend on how busy the machine was (the pause's length does: a starved process pauses longer).
 */
export function gcPauseReader(stdout) {
  const pauses = [];
  let pending = '';
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const m = line.match(/\b(Scavenge|Mark-Compact|Minor Mark-Compact|Mark-Sweep)\b.*?MB,\s*(?:pooled: [\d.]+ MB,\s*)?([\d.]+)\s*\/\s*[\d.]+\s*ms/);
      if (m) pauses.push({ kind: m[1], ms: Number(m[2]) });
    }
  });
  return {
    mark: () => pauses.length,
    since(mark) {
      const run = pauses.slice(mark);
      const sorted = run.map((p) => p.ms).toSorted((a, b) => a - b);
      const round = (v) => Number(v.toFixed(1));
      return {
        count: run.length,
        full: run.filter((p) => p.kind !== 'Scavenge').length,
        totalMs: round(sorted.reduce((a, b) => a + b, 0)),
        p99Ms: sorted.length ? round(sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]) : 0,
        maxMs: sorted.length ? round(sorted.at(-1)) : 0,
      };
    },
  };
}
