/**
 * The server's own view of a load run (scripts/lib/server-timings.mjs): each request's handler time
 * and the event loop's delay, printed as one line on a signal and read back by the bench.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTimings, formatTimings, LOOP_RESOLUTION_MS, parseTimings, percentile, type ServerTimings, timingsReader } from '../../scripts/lib/server-timings.mjs';

/** A histogram like Node's: whole timer periods in nanoseconds. */
function histogram(periodsMs: number[]) {
  let values = periodsMs.map((ms) => ms * 1e6).sort((a, b) => a - b);
  return {
    enable: () => true,
    reset: () => void (values = []),
    percentile: (p: number) => values[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))] ?? 0,
    get max() {
      return values.at(-1) ?? 0;
    },
    get count() {
      return values.length;
    },
  };
}

describe('server timings', () => {
  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 99)).toBeNull();
  });

  it('times each request from its arrival to its finish, and starts afresh after a take', () => {
    let clock = 0;
    let cpuMicros = 0;
    const timings = createTimings({ now: () => clock, loop: histogram([]), cpu: () => ({ user: cpuMicros, system: cpuMicros / 4 }) });
    const answers = Array.from({ length: 100 }, () => new EventEmitter());
    answers.forEach((res, i) => {
      clock = 1000 * i;
      timings.track(res);
      clock += i + 1; // the i-th request takes i + 1 ms
      cpuMicros += 2_400; // and 3 ms of the process's CPU, user and system
      res.emit('finish');
    });
    const unfinished = new EventEmitter();
    timings.track(unfinished);
    const figures = timings.take();
    expect(figures).toMatchObject({ requests: 100, handlerP50Ms: 50, handlerP99Ms: 99, handlerMaxMs: 100 });
    expect(figures.cpuMsPerRequest).toBeCloseTo(3);
    expect(timings.take()).toMatchObject({ requests: 0, cpuMsPerRequest: null, handlerP99Ms: null });
    // An answer still in flight at the take counts in the next window, once.
    unfinished.emit('finish');
    unfinished.emit('finish');
    expect(timings.take().requests).toBe(1);
  });

  it('counts the loop delay beyond its timer period, and none when the loop was not sampled', () => {
    const periods = [...Array.from({ length: 98 }, () => LOOP_RESOLUTION_MS + 0.5), LOOP_RESOLUTION_MS + 40, LOOP_RESOLUTION_MS + 80];
    const timings = createTimings({ now: () => 0, loop: histogram(periods) });
    const figures = timings.take();
    expect(figures.loopDelayP50Ms).toBeCloseTo(0.5);
    expect(figures.loopDelayP99Ms).toBeCloseTo(40);
    expect(figures.loopDelayMaxMs).toBeCloseTo(80);
    expect(timings.take().loopDelayP99Ms).toBeNull();
  });

  it('writes one line that reads back to the same figures, and reads no other line', () => {
    const figures = { requests: 1200, cpuMsPerRequest: 3.25, handlerP50Ms: 1.92, handlerP99Ms: 6.5, handlerMaxMs: 31.25, loopDelayP50Ms: 0.12, loopDelayP99Ms: 12, loopDelayMaxMs: null };
    const line = formatTimings(figures);
    expect(line).toBe('storefront timings: requests=1200 cpuMsPerRequest=3.25 handlerP50Ms=1.92 handlerP99Ms=6.50 handlerMaxMs=31.25 loopDelayP50Ms=0.12 loopDelayP99Ms=12 loopDelayMaxMs=-');
    expect(parseTimings(`[GC] ${line}`)).toEqual(figures);
    expect(parseTimings('[1234:0x5] 812 ms: Scavenge 40.1 (60.2) -> 12.0 (60.2) MB, 1.2 / 0.0 ms')).toBeNull();
    expect(parseTimings('storefront timings: requests=3')).toBeNull();
  });

  it("splits the process's memory at the take: heap, Buffers outside it, and the rest of RSS", () => {
    const MiB = 1024 * 1024;
    const timings = createTimings({ now: () => 0, loop: histogram([]), memory: () => ({ rss: 900 * MiB, heapTotal: 300 * MiB, heapUsed: 120 * MiB, external: 150 * MiB, arrayBuffers: 140 * MiB }) });
    const figures = timings.take();
    expect(figures).toMatchObject({ rssMiB: 900, heapTotalMiB: 300, heapUsedMiB: 120, externalMiB: 150, arrayBuffersMiB: 140, otherMiB: 450 });
    // The line carries them, and one without them (an older server) still reads.
    const line = formatTimings(figures);
    expect(line).toContain('rssMiB=900 heapTotalMiB=300 heapUsedMiB=120 externalMiB=150 arrayBuffersMiB=140 otherMiB=450');
    expect(parseTimings(line)).toEqual(figures);
    const older = Object.fromEntries(Object.entries(figures).filter(([field]) => !field.endsWith('MiB'))) as ServerTimings;
    expect(parseTimings(formatTimings(older))).toEqual(older);
  });

  it('asks a running server for its figures by signal and reads its line', async () => {
    const server = path.resolve(import.meta.dirname, '../../scripts/lib/server-timings.mjs');
    // A process that keeps timings as the storefront's server does and answers SIGUSR2 with its line.
    const source = `
      import { createTimings, formatTimings } from ${JSON.stringify(server)};
      import { EventEmitter } from 'node:events';
      const timings = createTimings();
      process.on('SIGUSR2', () => {
        const res = new EventEmitter();
        timings.track(res);
        res.emit('finish');
        console.log(formatTimings(timings.take()));
      });
      console.log('ready');
      setInterval(() => {}, 1000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      const reader = timingsReader(child);
      const first = await reader.next();
      await new Promise((resolve) => setTimeout(resolve, 60)); // a dozen of the loop's timer periods
      const second = await reader.next();
      expect(first?.requests).toBe(1);
      expect(second?.requests).toBe(1);
      expect(second?.loopDelayP99Ms).not.toBeNull();
    } finally {
      child.kill();
    }
  });

  it('gives null when the server never answers', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGUSR2', () => {}); console.log('ready'); setInterval(() => {}, 1000)"], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
      expect(await timingsReader(child, { timeoutMs: 300 }).next()).toBeNull();
    } finally {
      child.kill();
    }
  });
});
