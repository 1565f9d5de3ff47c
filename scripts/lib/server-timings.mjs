/**
 * Where a page's tail latency comes from, seen from inside the storefront's server (issue 35 item 4).
 *
 * wrk measures a request from its write to the last byte read: the time the request waited in the
 * socket while the server's one thread served the others, plus the server's own work, plus however
 * long the machine kept either process off a core. The server knows two of these: how long its handler
 * held each request (its arrival on the thread to the answer handed to the socket), and how late its
 * event loop ran (Node's `monitorEventLoopDelay`: a timer that should fire every `resolution` ms, and
 * how much later it did: work that blocked the thread, a collector pause, or the process waiting
 * for a core). With STOREFRONT_TIMINGS=1 the server keeps both, and on SIGUSR2 prints one line
 * (`formatTimings`) and starts afresh; the bench sends the signal before and after each load run and
 * reads the line (`parseTimings`). A short handler time with a long wrk p99 means the request waited
 * elsewhere: in the queue behind the other 19 connections, or for a core. The CPU time the process
 * used per request (`process.cpuUsage`) is the page's own cost: with 20 connections queued on one
 * thread, a request waits about 20 times that when the server has a core to itself.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const PREFIX = 'storefront timings:';
/** The event loop's timer period (ms): the finest delay it can see. */
export const LOOP_RESOLUTION_MS = 5;

/** The p-th percentile (0–100) of sorted values, nearest rank; null when there are none. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Handler durations and event-loop delay since the last `take()`. `now` (ms) and `loop` (a histogram
 * like Node's) can be passed in, for tests.
 */
export function createTimings({ now = () => performance.now(), loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS }), cpu = () => process.cpuUsage(), memory = () => process.memoryUsage() } = {}) {
  let durations = [];
  let cpuAtStart = cpu();
  loop.enable();
  return {
    /** Call when a request reaches the handler; the answer's `finish` records its duration. */
    track(res) {
      const started = now();
      res.once('finish', () => durations.push(now() - started));
    },
    /** The figures since the last take, then both start afresh. */
    take() {
      const sorted = durations.toSorted((a, b) => a - b);
      durations = [];
      const cpuNow = cpu();
      const cpuMs = (cpuNow.user - cpuAtStart.user + cpuNow.system - cpuAtStart.system) / 1000;
      cpuAtStart = cpuNow;
      // Node's histogram records each whole timer period (ns): its delay is what exceeds the period.
      const late = (ns) => (loop.count ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) : null);
      const figures = {
        requests: sorted.length,
        cpuMsPerRequest: sorted.length ? cpuMs / sorted.length : null,
        handlerP50Ms: percentile(sorted, 50),
        handlerP99Ms: percentile(sorted, 99),
        handlerMaxMs: sorted.at(-1) ?? null,
        loopDelayP50Ms: late(loop.percentile(50)),
        loopDelayP99Ms: late(loop.percentile(99)),
        loopDelayMaxMs: late(loop.max),
        ...memoryFigures(memory()),
      };
      loop.reset();
      return figures;
    },
  };
}

/**
 * Where the process's resident memory is, at the take (MiB, `process.memoryUsage()`): the V8 heap it
 * has reserved and uses, the memory of Buffers and other objects V8 holds outside it (`external`, of
 * which `arrayBuffers`), and the rest of RSS: code, thread stacks, and what native code (zlib, the
 * image optimiser, glibc's allocator) holds and has not given back.
 */
function memoryFigures(usage) {
  const mib = (bytes) => Math.round(bytes / 1024 / 1024);
  return {
    rssMiB: mib(usage.rss),
    heapTotalMiB: mib(usage.heapTotal),
    heapUsedMiB: mib(usage.heapUsed),
    externalMiB: mib(usage.external),
    arrayBuffersMiB: mib(usage.arrayBuffers),
    otherMiB: mib(Math.max(0, usage.rss - usage.heapTotal - usage.external)),
  };
}

const FIELDS = ['requests', 'cpuMsPerRequest', 'handlerP50Ms', 'handlerP99Ms', 'handlerMaxMs', 'loopDelayP50Ms', 'loopDelayP99Ms', 'loopDelayMaxMs'];
/** Read when present: a server of an older build prints no memory figures. */
const MEMORY_FIELDS = ['rssMiB', 'heapTotalMiB', 'heapUsedMiB', 'externalMiB', 'arrayBuffersMiB', 'otherMiB'];

/** One line of the server's log: `storefront timings: requests=1200 handlerP50Ms=1.92 …` (`-` for none). */
export function formatTimings(figures) {
  const value = (v) => (v === null || v === undefined ? '-' : Number.isInteger(v) ? String(v) : v.toFixed(2));
  return `${PREFIX} ${[...FIELDS, ...MEMORY_FIELDS.filter((field) => field in figures)].map((field) => `${field}=${value(figures[field])}`).join(' ')}`;
}

/** The figures of a `formatTimings` line; null for any other line. */
export function parseTimings(line) {
  const at = line.indexOf(PREFIX);
  if (at < 0) return null;
  const figures = {};
  for (const pair of line.slice(at + PREFIX.length).trim().split(/\s+/)) {
    const [field, raw] = pair.split('=');
    if (!FIELDS.includes(field) && !MEMORY_FIELDS.includes(field)) continue;
    figures[field] = raw === '-' || raw === undefined ? null : Number(raw);
  }
  return FIELDS.every((field) => field in figures) ? figures : null;
}

/**
 * The bench's side: reads the server's timing lines as they stream from its `stdout`. `next()` asks
 * the server for its figures (SIGUSR2) and resolves with them once its line arrives (or null after
 * `timeoutMs`): call it before a load run to start afresh, and after it for the run's figures.
 */
export function timingsReader(child, { timeoutMs = 2_000 } = {}) {
  const waiting = [];
  let pending = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const figures = parseTimings(line);
      if (figures) waiting.shift()?.(figures);
    }
  });
  return {
    next() {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          resolve(null);
        }, timeoutMs);
        const settle = (figures) => {
          clearTimeout(timer);
          resolve(figures);
        };
        waiting.push(settle);
        child.kill('SIGUSR2');
      });
    },
  };
}
