/**
 * A real redis-server for a test, on a free loopback port, without persistence; stopped (or killed,
 * and started again on the same port) by the test. Debian's package: `apt-get install -y redis-server`
 * (.ci/run installs it). Missing, the test fails and says so: a shared-cache test that skipped would
 * pass without proving anything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface RedisServer {
  port: number;
  url: string;
  /** Stops it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connected, answering nothing; `resume` thaws it. */
  freeze(): void;
  resume(): void;
  stop(): Promise<void>;
}

export function redisServerBinary(): string {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new Error(
      'redis-server is not installed, and the shared-cache and rate-limit tests need a real one: ' +
        'install it with `apt-get install -y redis-server` (Debian; .ci/run does) and run them again.',
    );
  }
  return 'redis-server';
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.write('PING\r\n');
        socket.once('data', (data) => {
          socket.destroy();
          resolve(data.toString().startsWith('+PONG'));
        });
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on 127.0.0.1:${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRedisServer(): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = await freePort();
  let child: ChildProcess | null = null;

  const launch = async () => {
    child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], { stdio: 'ignore' });
    await waitForPort(port);
  };
  const exited = (process: ChildProcess | null) =>
    new Promise<void>((resolve) => {
      if (!process || process.exitCode !== null || process.signalCode !== null) return resolve();
      process.once('exit', () => resolve());
    });

  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      const current = child;
      current?.kill('SIGCONT');
      current?.kill('SIGKILL');
      await exited(current);
    },
    restart: launch,
    freeze() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async stop() {
      const current = child;
      current?.kill('SIGCONT');
      current?.kill('SIGTERM');
      await exited(current);
    },
  };
}

/** Waits until `condition` holds (checked every 100 ms), or fails after `timeoutMs` saying what it waited for. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 8_000, what = String(condition)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
