/**
 * Lighthouse's CPU slowdown for this machine. Lighthouse simulates a mid-tier phone by slowing the
 * host's CPU down 4×, a figure meant for a high-end desktop host (its `benchmarkIndex` 1,500–2,000).
 * On a slower host the same 4× simulates a slower phone than Lighthouse intends, and Lighthouse's
 * documentation says to calibrate (lighthouse/docs/throttling.md, "Calibrating the CPU slowdown").
 * This is the line of its CPU slowdown calculator (lighthouse-cpu-throttling-calculator): 150 → 1×,
 * 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×, straight between those points.
 */
const POINTS = [
  [150, 1],
  [800, 2],
  [1300, 3],
];
const ABOVE_1300_PER_STEP = 233; // one more × for each 233 of benchmarkIndex above 1,300

/** The multiplier for a measured `benchmarkIndex`, to one decimal; 1× below 150 (the host is the phone). */
export function calibratedCpuSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  const round = (m) => Math.round(m * 10) / 10;
  if (benchmarkIndex < POINTS[0][0]) return 1;
  if (benchmarkIndex >= 1300) return round(3 + (benchmarkIndex - 1300) / ABOVE_1300_PER_STEP);
  const upper = POINTS.findIndex(([index]) => benchmarkIndex < index);
  const [[fromIndex, fromMultiplier], [toIndex, toMultiplier]] = [POINTS[upper - 1], POINTS[upper]];
  return round(fromMultiplier + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toMultiplier - fromMultiplier));
}
