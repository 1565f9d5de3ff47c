/**
 * The bench's load generator (scripts/lib/wrk.mjs): wrk's report read into figures, and a run that
 * leaves the caller's event loop turning (the bench's pooled sockets and the server's log are read
 * during the load, not after it). The runs use a stand-in `wrk` on PATH, so the test needs no wrk.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrk, runWrk } from '../../scripts/lib/wrk.mjs';

const REPORT = `Running 8s test @ http://localhost:3560/
  2 threads and 20 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    24.02ms   18.31ms 412.50ms   91.20%
    Req/Sec   430.12     80.40   610.00     70.00%
  Latency Distribution
     50%   19.87ms
     75%   27.10ms
     90%   40.33ms
     99%    1.05s
  6881 requests in 8.02s, 180.21MB read
  Non-2xx or 3xx responses: 3
Requests/sec:    858.04
Transfer/sec:     22.47MB
`;

describe('wrk', () => {
  it('reads the report: req/s, requests, p50 and p99 in ms whatever the unit, error answers', () => {
    expect(parseWrk(REPORT)).toEqual({ reqPerSec: 858, requests: 6881, p50Ms: 19.9, p99Ms: 1050, non2xx: 3 });
    expect(parseWrk(REPORT.replace('19.87ms', '870.00us')).p50Ms).toBe(0.9);
    expect(parseWrk('unable to connect to localhost:1 Connection refused')).toEqual({ reqPerSec: 0, requests: 0, p50Ms: null, p99Ms: null, non2xx: 0 });
  });

  describe('a run', () => {
    let dir: string;
    let savedPath: string | undefined;
    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-test-'));
      // A stand-in wrk: writes its arguments beside it, takes 300 ms, prints the report above.
      fs.writeFileSync(path.join(dir, 'report.txt'), REPORT);
      fs.writeFileSync(path.join(dir, 'wrk'), `#!/bin/sh\necho "$@" > "${dir}/wrk-args"\nsleep 0.3\ncat "${dir}/report.txt"\n`, { mode: 0o755 });
      // A stand-in taskset: writes its arguments, then runs the command after the core list.
      fs.writeFileSync(path.join(dir, 'taskset'), `#!/bin/sh\necho "$@" > "${dir}/taskset-args"\nshift 2\nexec "$@"\n`, { mode: 0o755 });
      savedPath = process.env.PATH;
      process.env.PATH = `${dir}:${savedPath}`;
    });
    afterAll(() => {
      process.env.PATH = savedPath;
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it("runs with the bench's settings while the caller's event loop keeps turning", async () => {
      let turns = 0;
      const ticker = setInterval(() => turns++, 20);
      try {
        const figures = await runWrk('http://localhost:3560/', { seconds: 8, headers: { 'Accept-Encoding': 'gzip' } });
        expect(figures.reqPerSec).toBe(858);
      } finally {
        clearInterval(ticker);
      }
      // 300 ms of load at a 20 ms tick: run synchronously, the loop would have turned at most once.
      expect(turns).toBeGreaterThanOrEqual(5);
      expect(fs.readFileSync(path.join(dir, 'wrk-args'), 'utf8').trim()).toBe('-t2 -c20 -d8s --latency -H Accept-Encoding: gzip http://localhost:3560/');
      expect(fs.existsSync(path.join(dir, 'taskset-args'))).toBe(false);
    });

    it('runs pinned to the given core through taskset', async () => {
      await runWrk('http://localhost:3560/icon.svg', { seconds: 2, core: 1 });
      expect(fs.readFileSync(path.join(dir, 'taskset-args'), 'utf8').trim()).toBe('-c 1 wrk -t2 -c20 -d2s --latency http://localhost:3560/icon.svg');
    });

    it('fails when wrk does', async () => {
      fs.writeFileSync(path.join(dir, 'wrk'), '#!/bin/sh\necho "unable to connect"\nexit 1\n', { mode: 0o755 });
      await expect(runWrk('http://localhost:1/')).rejects.toThrow(/exited with 1: unable to connect/);
    });
  });
});
