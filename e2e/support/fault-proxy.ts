/**
 * A fault-injecting HTTP proxy for tests: it stands between the storefront and one service (commerce,
 * search or content) and is switched between
 *   pass  — forwards every request to the service as it is,
 *   down  — refuses connections (nothing listens on the port; open connections are dropped),
 *   reset — accepts a connection and resets it at once,
 *   slow  — forwards each request after `delayMs` (4 s by default),
 *   stall — accepts connections and requests and never answers, like a service paused with
 *           `kill -STOP` (issue 36); held requests are dropped when the mode changes.
 * Several proxies share one control endpoint on loopback:
 *   GET  /            → {"commerce":"pass",…}
 *   POST /<name>/<mode>  (e.g. POST /search/down) → the new modes
 *   POST /all/pass
 * Run it alone:
 *   npx tsx e2e/support/fault-proxy.ts --control 4511 commerce=4512:http://127.0.0.1:4510 search=4513:… content=4514:…
 * or import `startFaultProxies` in a test.
 */
import http from 'node:http';
import type { Socket } from 'node:net';

export const MODES = ['pass', 'down', 'reset', 'slow', 'stall'] as const;
export type FaultMode = (typeof MODES)[number];
export const SLOW_MS = 4_000;

/** One proxy on 127.0.0.1:`port` in front of `target` (an origin such as http://127.0.0.1:4400). */
export interface FaultProxy {
  name: string;
  port: number;
  url: string;
  readonly mode: FaultMode;
  set(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy({ name, port, target, delayMs = SLOW_MS }: { name: string; port: number; target: string; delayMs?: number }): Promise<FaultProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let mode: FaultMode = 'pass';
  let listening = false;

  /** Reads the request, waits `wait` ms (unless the caller gives up first), then relays it and the answer. */
  const relay = (req: http.IncomingMessage, res: http.ServerResponse, wait: number) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = () => {
        if (res.destroyed) return;
        const outgoing = http.request(
          { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        outgoing.on('error', () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
        outgoing.end(Buffer.concat(chunks));
      };
      if (wait <= 0) return send();
      const timer = setTimeout(send, wait);
      res.on('close', () => clearTimeout(timer));
    });
  };

  /** Requests held unanswered in stall mode. */
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (mode !== 'stall') return relay(req, res, mode === 'slow' ? delayMs : 0);
    req.resume(); // read the request, as a paused process's kernel buffers it, and never answer
    held.add(res);
    res.on('close', () => held.delete(res));
  });

  server.on('connection', (socket) => {
    if (mode === 'reset') {
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        listening = true;
        resolve();
      });
    });
  const unlisten = () =>
    new Promise<void>((resolve) => {
      listening = false;
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();

  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return mode;
    },
    async set(next: FaultMode) {
      if (!MODES.includes(next)) throw new Error(`unknown mode ${next}`);
      if (next !== 'pass' && next !== 'slow' && next !== 'stall') for (const socket of sockets) socket.destroy();
      if (next !== 'stall') for (const res of held) res.destroy();
      if (next === 'down' && listening) await unlisten();
      if (next !== 'down' && !listening) await listen();
      mode = next;
    },
    async close() {
      if (listening) await unlisten();
    },
  };
}

/** Several proxies and their control endpoint on 127.0.0.1:`controlPort`. */
export async function startFaultProxies<S extends string>({
  controlPort,
  services,
  delayMs,
}: {
  controlPort?: number;
  services: Record<S, { port: number; target: string }>;
  delayMs?: number;
}) {
  const proxies = {} as Record<S, FaultProxy>;
  for (const [name, { port, target }] of Object.entries(services) as [S, { port: number; target: string }][]) proxies[name] = await startFaultProxy({ name, port, target, delayMs });
  const all = () => Object.values(proxies) as FaultProxy[];
  const modes = () => Object.fromEntries(all().map((p) => [p.name, p.mode])) as Record<S, FaultMode>;

  const control = http.createServer(async (req, res) => {
    const [, name, mode] = (req.url ?? '/').split('/');
    if (req.method === 'POST' && name && mode) {
      const targets = name === 'all' ? all() : proxies[name as S] ? [proxies[name as S]] : null;
      if (!targets || !MODES.includes(mode as FaultMode)) return res.writeHead(400).end('unknown service or mode');
      for (const p of targets) await p.set(mode as FaultMode);
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(modes()));
  });
  if (controlPort) await new Promise<void>((resolve) => control.listen(controlPort, '127.0.0.1', resolve));

  return {
    proxies,
    controlUrl: controlPort ? `http://127.0.0.1:${controlPort}` : null,
    modes,
    async set(name: S | 'all', mode: FaultMode) {
      for (const p of name === 'all' ? all() : [proxies[name]]) await p.set(mode);
    },
    async close() {
      if (controlPort) await new Promise((resolve) => control.close(resolve));
      for (const p of all()) await p.close();
    },
  };
}

/** `npx tsx e2e/support/fault-proxy.ts --control PORT name=PORT:TARGET …`. */
async function main(args: string[]) {
  const controlPort = Number(args[args.indexOf('--control') + 1]);
  const services: Record<string, { port: number; target: string }> = {};
  for (const spec of args.filter((a) => a.includes('='))) {
    const [name, rest] = spec.split('=');
    const [port, ...target] = rest.split(':');
    services[name] = { port: Number(port), target: target.join(':') };
  }
  const stack = await startFaultProxies({ controlPort, services });
  console.log(`fault proxies ${JSON.stringify(stack.modes())}, control on ${stack.controlUrl}`);
  const stop = async () => {
    await stack.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && /fault-proxy\.ts$/.test(process.argv[1])) void main(process.argv.slice(2));
