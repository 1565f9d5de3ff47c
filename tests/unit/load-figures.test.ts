/**
 * The bench's reading of repeated load runs: each figure's median, on the budget's losing side when
 * the count is even; and the heap a full collection leaves, read from Node's --trace-gc lines.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { gcPauseReader, liveHeapReader, medianLoad } from '../../scripts/lib/load-figures.mjs';

const run = (reqPerSec: number, ofStatic: number, p99Ms: number, non2xx = 0) => ({ tool: 'wrk', reqPerSec, ofStatic, p50Ms: p99Ms / 2, p99Ms, non2xx });

describe('medianLoad', () => {
  it('takes each figure’s own median of three runs, and keeps the runs', () => {
    const runs = [run(291, 0.3, 108), run(437, 0.46, 80), run(405, 0.41, 229)];
    const load = medianLoad(runs);
    expect(load).toMatchObject({ reqPerSec: 405, ofStatic: 0.41, p99Ms: 108, p50Ms: 54, tool: 'wrk' });
    expect(load.runs).toEqual(runs);
  });

  it('of two runs, reports the slower throughput and the longer latency', () => {
    const load = medianLoad([run(500, 0.5, 60), run(300, 0.3, 200)]);
    expect(load).toMatchObject({ reqPerSec: 300, ofStatic: 0.3, p99Ms: 200 });
  });

  it('adds up the error answers of every run', () => {
    expect(medianLoad([run(400, 0.4, 90, 2), run(400, 0.4, 90, 0), run(400, 0.4, 90, 5)]).non2xx).toBe(7);
  });

  it('is the run itself when there is one, and leaves out figures a run does not have', () => {
    const only = { tool: 'wrk', reqPerSec: 885, p50Ms: 20.9, p99Ms: 181.7, non2xx: 0 };
    const load = medianLoad([only]);
    expect(load).toMatchObject(only);
    expect(load).not.toHaveProperty('ofStatic');
  });
});

describe('liveHeapReader', () => {
  it('reads the heap after the latest full collection, ignoring scavenges and lines split across chunks', () => {
    const stdout = new PassThrough();
    const heap = liveHeapReader(stdout);
    expect(heap()).toBeNull();
    stdout.write('[27184:0x1e708eb0]    36903 ms: Mark-Compact 200.2 (222.3) -> 58.5 (222.3) MB, 13.92 / 0.13 ms  (+ 6.9 ms in 98 steps since start of marking) task; GC in old space requested\n');
    stdout.write('[27184:0x1e708eb0]    37001 ms: Scavenge 70.1 (222.3) -> 61.0 (222.3) MB, 1.2 / 0.0 ms  (average mu = 0.9) allocation failure;\n▲ Next.js 16\n');
    stdout.write('[27184:0x1e708eb0]    48947 ms: Mark-Compact 182.7 (220.4) -');
    stdout.write('> 56.2 (219.8) MB, 18.01 / 3.97 ms\n');
    return new Promise<void>((resolve) => {
      setImmediate(() => {
        expect(heap()).toBe(56.2);
        resolve();
      });
    });
  });
});

describe('gcPauseReader', () => {
  it('counts the pauses of one load run, scavenges and full collections, from lines split across chunks', async () => {
    const stdout = new PassThrough();
    const gc = gcPauseReader(stdout);
    stdout.write('[8885:0x35251e70]      104 ms: Scavenge 3.8 (4.0) -> 3.4 (5.0) MB, 11.34 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; \n');
    await new Promise((resolve) => setImmediate(resolve));
    const mark = gc.mark();
    stdout.write('[8885:0x35251e70]      120 ms: Scavenge 4.7 (5.9) -> 4.5 (8.2) MB, 2.66 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; \n▲ Next.js 16\n');
    stdout.write('[8907:0x4431ed00]      175 ms: Mark-Compact 3.1 (4.0) -');
    stdout.write('> 2.6 (5.0) MB, 26.69 / 0.00 ms  (average mu = 1.000, current mu = 1.000) testing; GC in old space requested\n');
    stdout.write('[8885:0x35251e70]      130 ms: Scavenge 4.7 (5.9) -> 4.5 (8.2) MB, 0.5 / 0.00 ms  (average mu = 1.000, current mu = 1.000) allocation failure; \n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(gc.since(mark)).toEqual({ count: 3, full: 1, totalMs: 29.9, p99Ms: 26.7, maxMs: 26.7 });
    expect(gc.since(gc.mark())).toEqual({ count: 0, full: 0, totalMs: 0, p99Ms: 0, maxMs: 0 });
  });
});
