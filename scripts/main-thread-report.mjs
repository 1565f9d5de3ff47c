/**
 * Where a page's main thread goes at load, on a phone as Lighthouse's mobile run models it (its CPU
 * four times slower: `Emulation.setCPUThrottlingRate` 4, a 412 × 823 screen at DPR 1.75, touch), read
 * from Chromium's own trace: the tasks, their blocking time (each task's time past 50 ms, from the
 * first paint on: Lighthouse's TBT, measured rather than simulated), and what ran inside the long ones
 * — script evaluation per file, the browser's own work (style, layout, paint, HTML parse, GC) and,
 * from the trace's CPU samples, which module's code ran (the flight client's parse of the RSC
 * payload, React DOM's hydration, the router, the shop's own components; modules named as in
 * scripts/first-load-report.mjs). After the load it counts the React fibers hydrated per region of
 * the page (header, main, footer, and the biggest blocks inside main): hydration's cost follows them.
 *
 *   npm start                      # or any running storefront (a production build)
 *   node scripts/main-thread-report.mjs --url http://localhost:3000 --routes /,/categories/furniture/seating --runs 3
 *   node scripts/main-thread-report.mjs ... --json > main-thread.json
 *
 * A fresh browser profile per run, as Lighthouse's; Debian's Chromium unless CHROME_PATH says
 * otherwise. Figures are per run and their median; on a busy machine read them against a baseline
 * measured in the same session (alternate the builds).
 */
import { chromium } from '@playwright/test';
import { chunkModules } from './lib/chunk-modules.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith('--') ? args[i + 1] : fallback;
};
const base = option('url', 'http://localhost:3000');
const routes = option('routes', '/,/categories/furniture/seating,/products/lido-coffee-table-in-amber-murano-glass').split(',');
const runs = Number(option('runs', '3'));
const settleMs = Number(option('settle', '4000'));
const top = Number(option('top', '12'));
const throttle = Number(option('cpu', '4'));

const CATEGORIES = ['__metadata', 'toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'disabled-by-default-devtools.timeline.stack'];
const TASK = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** The browser's own work inside a task, by trace event name. */
const BROWSER_WORK = {
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'paint',
  Layerize: 'paint',
  MajorGC: 'GC',
  MinorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'v8.compile': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  ParseAuthorStyleSheet: 'parse CSS',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
};

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};
const ms = (us) => Math.round(us / 100) / 10;

/** Fibers hydrated per region: counted in the page by walking React's fiber tree from the DOM. */
function countFibers() {
  const fiberOf = (element) => {
    const key = Object.keys(element).find((k) => k.startsWith('__reactFiber$'));
    return key ? element[key] : null;
  };
  const regions = [['header', document.querySelector('header')], ['main', document.querySelector('main') ?? document.getElementById('main')], ['footer', document.querySelector('footer')]];
  const main = regions[1][1];
  if (main) for (const [i, child] of [...main.querySelectorAll(':scope > *, :scope > * > *')].entries()) {
    if (child.querySelectorAll('*').length > 40) regions.push([`main > ${child.tagName.toLowerCase()}${child.className ? `.${String(child.className).split(' ')[0].replace(/_.*$/, '')}` : ''}#${i}`, child]);
  }
  const count = (element) => {
    let n = 0;
    for (const node of [element, ...element.querySelectorAll('*')]) if (fiberOf(node)) n++;
    return n;
  };
  const all = document.querySelectorAll('*');
  let hydrated = 0;
  for (const node of all) if (fiberOf(node)) hydrated++;
  return { elements: all.length, hydratedElements: hydrated, regions: regions.filter(([, el]) => el).map(([name, el]) => ({ name, elements: el.querySelectorAll('*').length + 1, hydrated: count(el) })) };
}

async function trace(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] } });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs);
  const fibers = await page.evaluate(countFibers);
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return { events, fibers };
}

const sources = new Map();
async function modulesOfUrl(url) {
  if (!sources.has(url)) {
    sources.set(
      url,
      (async () => {
        try {
          const text = await (await fetch(url)).text();
          const lineStarts = [0];
          for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
          return { lineStarts, modules: chunkModules(text).map(({ id, start, end, hints }) => ({ id, start, end, hints })) };
        } catch {
          return null;
        }
      })(),
    );
  }
  return sources.get(url);
}

/** The module a frame of a chunk belongs to: `#id hints`, or the chunk's own runtime. */
async function moduleLabel(frame) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url) return functionName ? `(${functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  const file = url.split('/').pop();
  if (!url.includes('/_next/static/')) return `inline script ${file.slice(0, 40) || '(page)'}`;
  const chunk = await modulesOfUrl(url);
  if (!chunk) return file;
  const offset = (chunk.lineStarts[lineNumber] ?? 0) + columnNumber;
  const found = chunk.modules.find((m) => m.start <= offset && offset < m.end);
  return found ? `${file} #${found.id} ${found.hints}`.slice(0, 120) : `${file} (chunk runtime)`;
}

async function analyse({ events, fibers }) {
  const threadNames = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const taskTime = new Map();
  for (const e of events) if (TASK.has(e.name) && e.ph === 'X' && threadNames.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') taskTime.set(`${e.pid}:${e.tid}`, (taskTime.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...taskTime].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const paint = onMain.find((e) => e.name === 'firstContentfulPaint')?.ts ?? events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? Math.min(...onMain.map((e) => e.ts));
  // Top-level tasks only: Chromium nests a RunTask inside ThreadControllerImpl::RunTask.
  const tasks = [];
  for (const task of onMain.filter((e) => TASK.has(e.name) && e.ph === 'X' && e.dur > 0).sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + last.dur) tasks.push(task);
  }
  const long = tasks.filter((t) => t.dur > 50_000);
  const blocking = tasks.filter((t) => paint === undefined || t.ts >= paint).reduce((sum, t) => sum + Math.max(0, t.dur - 50_000), 0);
  const inLong = (ts) => long.find((t) => t.ts <= ts && ts < t.ts + t.dur);
  const rows = (map) => [...map].sort((a, b) => b[1] - a[1]);

  // What the long tasks are made of: the top-level event under each, and the browser's own work.
  const byKind = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  for (const e of onMain) {
    if (e.ph !== 'X' || !e.dur || TASK.has(e.name) || !inLong(e.ts)) continue;
    if (e.name === 'EvaluateScript') add(byKind, `evaluate ${(e.args?.data?.url ?? '').split('/').pop() || 'inline script'}`, e.dur);
    else if (BROWSER_WORK[e.name]) add(byKind, BROWSER_WORK[e.name], e.dur);
  }

  // CPU samples: self time by module, inside long tasks and everywhere after navigation.
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    // Profile ids are per process: another renderer's (a browser page of Chromium's own) may reuse one.
    const id = `${e.pid}:${e.id}`;
    if (e.name === 'Profile' && `${e.pid}:${e.tid}` === main) profiles.set(id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk' || !profiles.has(id)) continue;
    const profile = profiles.get(id);
    const chunk = e.args.data.cpuProfile ?? {};
    for (const node of chunk.nodes ?? []) nodes.set(`${id}:${node.id}`, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (chunk.samples ?? []).forEach((node, i) => {
      profile.time += deltas[i] ?? 0;
      samples.push({ node: `${id}:${node}`, ts: profile.time });
    });
  }
  const selfLong = new Map();
  const selfAll = new Map();
  const labelCache = new Map();
  const frames = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const { node, ts } = samples[i];
    const next = samples[i + 1].ts;
    const frame = nodes.get(node)?.callFrame;
    if (!frame || frame.functionName === '(idle)' || ts < navigation) continue;
    const key = `${frame.url}|${frame.lineNumber}|${frame.columnNumber}|${frame.functionName}`;
    if (!labelCache.has(key)) labelCache.set(key, await moduleLabel(frame));
    const label = labelCache.get(key);
    const dur = Math.min(next - ts, 20_000);
    add(selfAll, label, dur);
    add(frames, `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}`, dur);
    const task = inLong(ts);
    if (task) {
      add(selfLong, label, dur);
      task.modules ??= new Map();
      add(task.modules, label, dur);
    }
  }
  return {
    tasks: tasks.length,
    longTasks: long.map((t) => ({
      at: ms(t.ts - navigation),
      ms: ms(t.dur),
      what: onMain
        .filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && !TASK.has(e.name) && e.dur > t.dur / 20 && ['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.runMicrotasks', 'RunMicrotasks', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'MajorGC', 'MinorGC', 'FireIdleCallback'].includes(e.name))
        .slice(0, 4)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop().slice(0, 24) || 'inline'}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}${e.args?.data?.type ? ` ${e.args.data.type}` : ''} ${ms(e.dur)}`)
        .join('; '),
      modules: rows(t.modules ?? new Map()).slice(0, 4).map(([what, us]) => `${ms(us)} ${what.slice(0, 70)}`),
    })),
    blockingMs: ms(blocking),
    mainThreadMs: ms(tasks.filter((t) => t.ts >= navigation).reduce((sum, t) => sum + t.dur, 0)),
    firstPaintMs: paint ? ms(paint - navigation) : null,
    kinds: rows(byKind).map(([what, us]) => ({ what, ms: ms(us) })),
    modulesInLongTasks: rows(selfLong).slice(0, top).map(([what, us]) => ({ what, ms: ms(us) })),
    modules: rows(selfAll).slice(0, top).map(([what, us]) => ({ what, ms: ms(us) })),
    functions: rows(frames).slice(0, top).map(([what, us]) => ({ what, ms: ms(us) })),
    fibers,
  };
}

// Without Paint Holding, as the bench's Lighthouse runs (scripts/bench.mjs CHROME_FLAGS): with it, headless
// Chromium presents a page that waits for its stylesheet up to two seconds late, and "first paint" with it.
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--in-process-gpu', '--disable-features=PaintHolding'] });
const report = {};
try {
  for (const route of routes) {
    const url = new URL(route, base).href;
    await fetch(url); // the page is cached and its pictures made before the runs, as the bench does
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await analyse(await trace(browser, url)));
    report[route] = results;
  }
} finally {
  await browser.close();
}

if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const [route, results] of Object.entries(report)) {
    const mid = results.toSorted((a, b) => a.blockingMs - b.blockingMs)[Math.floor((results.length - 1) / 2)];
    console.log(`\n${route} (CPU ×${throttle}, ${results.length} runs): blocking time after first paint ${results.map((r) => r.blockingMs).join(' / ')} ms (median ${median(results.map((r) => r.blockingMs))}); main thread busy ${results.map((r) => r.mainThreadMs).join(' / ')} ms; first paint ${results.map((r) => r.firstPaintMs).join(' / ')} ms`);
    console.log(`  median run's long tasks (start → ms): ${mid.longTasks.map((t) => `${t.at}→${t.ms}`).join(', ') || 'none'}`);
    for (const t of mid.longTasks.filter((task) => task.ms > 100)) console.log(`    at ${t.at} ms, ${t.ms} ms: ${t.what}\n        ${t.modules.join('\n        ')}`);
    console.log('  inside the long tasks, by kind:');
    for (const row of mid.kinds.slice(0, top)) console.log(`    ${String(row.ms).padStart(7)} ms  ${row.what}`);
    console.log('  inside the long tasks, self time by module (CPU samples):');
    for (const row of mid.modulesInLongTasks) console.log(`    ${String(row.ms).padStart(7)} ms  ${row.what}`);
    console.log('  the whole load, self time by module:');
    for (const row of mid.modules) console.log(`    ${String(row.ms).padStart(7)} ms  ${row.what}`);
    console.log('  the whole load, self time by function (minified names; file:line:column):');
    for (const row of mid.functions) console.log(`    ${String(row.ms).padStart(7)} ms  ${row.what}`);
    console.log(`  elements ${mid.fibers.elements}, hydrated ${mid.fibers.hydratedElements}; by region: ${mid.fibers.regions.map((r) => `${r.name} ${r.hydrated}/${r.elements}`).join(', ')}`);
  }
}
