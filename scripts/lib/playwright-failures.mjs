import fs from 'node:fs';

/**
 * What the page showed when a journey failed, for a CI log that is all a later reader has (the
 * clean clone and its test-results are gone by then): for each failed attempt, retries included,
 * its title and the page snapshot's lines a shopper would read as the page's answer (alerts,
 * dialogs, status messages, the main heading). CI once failed twice on a missing radio whose cause,
 * an alert "We could not reach the shop…", was only in the lost error-context.md.
 */
const TELLING = /^\s*- (alert|alertdialog|dialog|status)\b.*(: \S|")|heading ".*" \[level=1\]/;

export function failedAttempts(report) {
  const found = [];
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          if (result.status === 'passed' || result.status === 'skipped') continue;
          const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
          found.push({ title: [...path, spec.title].join(' › '), project: test.projectName, retry: result.retry ?? 0, contextPath: context?.path ?? null });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  return found;
}

/** The snapshot's telling lines of one error-context.md (at most `max`). */
export function tellingLines(markdown, max = 12) {
  // The snapshot follows its heading, or (in some reports) is the first YAML block.
  const snapshot = markdown.split('# Page snapshot')[1] ?? markdown.split('```yaml')[1] ?? '';
  return snapshot.split('\n').filter((line) => TELLING.test(line)).slice(0, max).map((line) => line.trim());
}

export function printFailedAttempts(report, log = console.log) {
  const attempts = failedAttempts(report);
  if (attempts.length === 0) return;
  log(`\nWhat the page showed in each failed attempt (${attempts.length})`);
  for (const a of attempts) {
    log(`  [${a.project}] ${a.title}${a.retry ? ` (retry ${a.retry})` : ''}`);
    const text = a.contextPath && fs.existsSync(a.contextPath) ? fs.readFileSync(a.contextPath, 'utf8') : '';
    const lines = tellingLines(text);
    for (const line of lines.length ? lines : ['(no alert, dialog or main heading in the snapshot)']) log(`      ${line}`);
  }
}
