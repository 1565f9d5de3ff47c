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
