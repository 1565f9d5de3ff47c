/**
 * Measures how long each page type takes to answer, and with what, when the commerce, search or
 * content service is down, answers after 4 s or is paused (takes requests and never answers, like
 * `kill -STOP`), and when the whole backend is paused (issues 18 and 36: 5 s at most). Starts the embedded backend
 * on a fresh database, one fault proxy per service (e2e/support/fault-proxy.ts) and the production
 * build behind them, then prints one line per page, service and mode. Needs `npx next build` first.
 *
 *   npx tsx scripts/fault-timings.ts [--port 3510] [--backend-port 4510] [--proxy-base 4511]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFaultProxies } from '../e2e/support/fault-proxy';
// @ts-expect-error: a plain JavaScript module of the repo's scripts, without types
import { startBackend, startStorefront, stopAll, waitForUrl } from './lib/processes.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const port = arg('port', 3510);
const backendPort = arg('backend-port', 4510);
const base = arg('proxy-base', 4511);
const backendUrl = `http://127.0.0.1:${backendPort}`;
const origin = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-faults-'));

/** One run (no top-level await: tsx runs this file as CommonJS). */
async function main() {
  const backend = startBackend({ port: backendPort, dataDir, seedProducts: 120, stdio: 'ignore' });
  const children = [backend];
  const stack = await startFaultProxies({
    controlPort: base,
    services: {
      commerce: { port: base + 1, target: backendUrl },
      search: { port: base + 2, target: backendUrl },
      content: { port: base + 3, target: backendUrl },
    },
  });
  const stop = async () => {
    stopAll(children);
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', async () => {
    await stop();
    process.exit(1);
  });

  try {
    await waitForUrl(`${backendUrl}/health`, { child: backend, timeoutMs: 5 * 60_000 });
    const proxied = stack.proxies;
    process.env.SPREE_API_URL = proxied.commerce.url;
    process.env.ALGOLIA_HOST = proxied.search.url;
    process.env.SANITY_API_HOST = proxied.content.url;
    children.push(startStorefront({ port, backendUrl, stdio: 'ignore', extraEnv: { RATE_LIMIT_FACTOR: '20' } }));
    await waitForUrl(`${origin}/countries`, { timeoutMs: 3 * 60_000 });

    const artisan = await fetch(`${origin}/artisans`).then((r) => r.text()).then((html) => html.match(/href="\/artisans\/([a-z0-9-]+)"/)?.[1]);
    const posts = await fetch(`${origin}/magazine`).then((r) => r.text()).then((html) => [...new Set([...html.matchAll(/href="\/magazine\/([a-z-]+\/[a-z0-9-]+)"/g)].map((m) => m[1]))]);
    const [post] = posts;
    // Content is cached per language, not per locale: a post no page asked for yet is what a cold content page is.
    const unread = posts.slice(1);
    // `prefix` is a locale: the warm one was visited before the fault (cached pages), a cold one never was.
    // Each fault's listings get a query of their own, so no cached search answers for them.
    const pages = (prefix: string, tag: string): [string, string][] => [
      ['home', prefix || '/'],
      ['category', `${prefix}/categories/furniture/seating`],
      ['category (filtered)', `${prefix}/categories/furniture?material=${tag}`],
      ['search', `${prefix}/search?query=${tag}`],
      ['product', `${prefix}/products/lido-coffee-table-in-amber-murano-glass`],
      ['artisan', `${prefix}/artisans/${artisan}`],
      ['magazine post', `${prefix}/magazine/${post}`],
      ...(prefix && unread.length ? ([['post never read', `${prefix}/magazine/${unread.shift()}`]] as [string, string][]) : []),
      ['company page', `${prefix}/about`],
      ['landing', `${prefix}/landing/gifts-from-italy`],
      ['collection', `${prefix}/collections/the-wedding-table`],
      ['registry', `${prefix}/wedding_registry/${tag}`],
      ['bag', `${prefix}/checkout/cart`],
      ['checkout', `${prefix}/checkout`],
      ['account', `${prefix}/account`],
    ];
    const visit = async (url: string) => {
      const started = performance.now();
      try {
        const response = await fetch(`${origin}${url}`, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
        const html = await response.text();
        const ms = Math.round(performance.now() - started);
        const h1 = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1].replace(/<[^>]+>/g, '').slice(0, 40) ?? '(no h1)';
        const alert = /Search is taking a rest/.test(html) && /role="alert"/.test(html) ? ' [search unavailable]' : '';
        const retry = response.headers.get('retry-after') ? ` (Retry-After ${response.headers.get('retry-after')})` : '';
        return { status: response.status, ms, state: `${h1}${alert}${retry}${response.headers.get('location') ? ` → ${response.headers.get('location')}` : ''}` };
      } catch (error) {
        return { status: 0, ms: Math.round(performance.now() - started), state: (error as Error).name };
      }
    };

    console.log('fault            cache  page                 status    ms  state');
    // Warm every page of the default locale with all services passing (what a shop that ran before the outage has cached).
    for (const [, url] of pages('', 'warm')) await visit(url);
    const cold: string[] = ['/en-jp', '/en-kr', '/en-hk', '/en-sg', '/en-in', '/en-za', '/en-au', '/en-nz', '/en-br', '/en-cn'];
    let worst = 0;
    const faults: ['commerce' | 'search' | 'content' | 'all', 'down' | 'slow' | 'stall'][] = [
      ...(['commerce', 'search', 'content'] as const).flatMap((service) => (['down', 'slow', 'stall'] as const).map((mode) => [service, mode] as [typeof service, typeof mode])),
      ['all', 'stall'],
    ];
    for (const [service, mode] of faults) {
      await stack.set(service, mode);
      for (const [cache, prefix] of [['warm', ''], ['cold', cold.shift()!]]) {
        for (const [name, url] of pages(prefix, `${service}-${mode}-${Date.now()}`)) {
          const r = await visit(url);
          if (r.ms > worst) worst = r.ms;
          console.log(`${`${service} ${mode}`.padEnd(16)} ${cache}   ${name.padEnd(20)} ${String(r.status).padStart(6)} ${String(r.ms).padStart(5)}  ${r.state}`);
        }
      }
      await stack.set(service, 'pass');
      // The next fault starts with services the shop sees answering again (no quiet time left over).
      await new Promise((resolve) => setTimeout(resolve, 6_000));
    }
    console.log(`slowest answer: ${worst} ms`);
  } finally {
    await stop();
  }
}

void main();
