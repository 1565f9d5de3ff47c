import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './settings';

/**
 * Starts the cluster for the suite (serve-cluster.mjs, a process of its own whose output goes to
 * test-results/cluster-logs/serve.log) and hands the tests what it started (CLUSTER_TEST_STATE, read
 * by support.ts). Returns the teardown, which stops it and waits until every process it started is gone.
 */
export default async function globalSetup() {
  const stateFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'casamaestri-cluster-state-')), 'state.json');
  const logs = path.join(ROOT, 'test-results/cluster-logs');
  fs.mkdirSync(logs, { recursive: true });
  const log = fs.openSync(path.join(logs, 'serve.log'), 'w');
  const server = spawn(process.execPath, [path.join(ROOT, 'tests/cluster/serve-cluster.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: { ...process.env, CLUSTER_TEST_STATE_FILE: stateFile },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const teardown = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    fs.rmSync(path.dirname(stateFile), { recursive: true, force: true });
  };

  // A build (when needed), seeding and four servers: minutes on a busy machine.
  const deadline = Date.now() + 15 * 60_000;
  while (!fs.existsSync(stateFile)) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await teardown();
      throw new Error(`the cluster did not start (see ${path.join(logs, 'serve.log')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.env.CLUSTER_TEST_STATE = fs.readFileSync(stateFile, 'utf8');
  return teardown;
}
