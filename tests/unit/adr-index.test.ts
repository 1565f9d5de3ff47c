import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/adr');
const records = fs.readdirSync(DIR).filter((f) => /^\d{4}-.+\.md$/.test(f)).sort();
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

/** The record's own status, from its `Status:` line under the title. */
function statusOf(file: string): string {
  const match = fs.readFileSync(path.join(DIR, file), 'utf8').match(/Status: (accepted|superseded|proposed)/);
  if (!match) throw new Error(`${file} says no status`);
  return match[1];
}

/** docs/adr/README.md lists every record with the status the record itself states. */
describe('the ADR index', () => {
  it('has one row per record, with its status', () => {
    expect(records.length).toBeGreaterThanOrEqual(18);
    for (const file of records) {
      const row = index.split('\n').find((line) => line.startsWith(`| [${file.slice(0, 4)}](${file})`));
      expect(row, `${file} is missing from docs/adr/README.md`).toBeDefined();
      expect(row!.split('|')[3].trim(), file).toBe(statusOf(file));
    }
  });

  it('names its successor at the top of every superseded record', () => {
    for (const file of records.filter((f) => statusOf(f) === 'superseded')) {
      const head = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n').slice(0, 4).join('\n');
      expect(head, file).toMatch(/^> \*\*Superseded by \[ADR \d{4}\]\(\d{4}-[^)]+\.md\)\*\*/m);
    }
  });
});
