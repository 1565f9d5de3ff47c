/** `npm test`'s account of a failed journey: what the page showed, read from its error context. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failedAttempts, printFailedAttempts, tellingLines } from '../../scripts/lib/playwright-failures.mjs';

const SNAPSHOT = [
  '# Error details',
  '',
  '# Page snapshot',
  '',
  '```yaml',
  '- link "Skip to content":',
  '- main:',
  '  - heading "Checkout" [level=1]',
  '  - heading "1 Address" [level=2]',
  '  - status [ref=e93]',
  '  - alert: We could not reach the shop. Please try again in a moment.',
  '  - dialog "Filters" [ref=e58]:',
  '```',
].join('\n');

describe('tellingLines', () => {
  it('keeps the alerts, dialogs, named statuses and the main heading, not the empty live regions', () => {
    expect(tellingLines(SNAPSHOT)).toEqual([
      '- heading "Checkout" [level=1]',
      '- alert: We could not reach the shop. Please try again in a moment.',
      '- dialog "Filters" [ref=e58]:',
    ]);
  });

  it('reads a report whose snapshot is the first YAML block, and nothing from an empty one', () => {
    expect(tellingLines('# Error details\n```yaml\n- alert: Out of stock\n```')).toEqual(['- alert: Out of stock']);
    expect(tellingLines('')).toEqual([]);
  });
});

describe('failedAttempts', () => {
  it('lists every failed attempt, retries included, with its describe path and error context; passes are left out', () => {
    const report = {
      suites: [{
        title: 'checkout.spec.ts',
        suites: [{
          title: 'a lost answer',
          specs: [{
            title: 'places one order',
            tests: [{
              projectName: 'desktop',
              results: [
                { status: 'failed', retry: 0, attachments: [{ name: 'error-context', path: '/tmp/a.md' }] },
                { status: 'timedOut', retry: 1, attachments: [] },
              ],
            }, { projectName: 'mobile', results: [{ status: 'passed', retry: 0 }] }],
          }],
        }],
      }],
    };
    expect(failedAttempts(report)).toEqual([
      { title: 'checkout.spec.ts › a lost answer › places one order', project: 'desktop', retry: 0, contextPath: '/tmp/a.md' },
      { title: 'checkout.spec.ts › a lost answer › places one order', project: 'desktop', retry: 1, contextPath: null },
    ]);
    expect(failedAttempts(null)).toEqual([]);
  });

  it('prints each attempt with what its page showed', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pw-failures-')), 'error-context.md');
    fs.writeFileSync(file, SNAPSHOT);
    const lines: string[] = [];
    printFailedAttempts({ suites: [{ title: 'a.spec.ts', specs: [{ title: 'b', tests: [{ projectName: 'mobile', results: [{ status: 'failed', attachments: [{ name: 'error-context', path: file }] }] }] }] }] }, (l: string) => lines.push(l));
    expect(lines.join('\n')).toContain('[mobile] a.spec.ts › b');
    expect(lines.join('\n')).toContain('- alert: We could not reach the shop. Please try again in a moment.');
  });
});
