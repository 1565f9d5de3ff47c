/**
 * Where a Playwright run's time goes, from its JSON report: each spec file's worker time (every
 * result's duration, retries included, both projects), slowest first. With two workers the run's
 * wall time is about half the sum.
 */
export function specTimes(report) {
  const perFile = new Map();
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const entry = perFile.get(here) ?? { file: here ?? '(no file)', ms: 0, runs: 0 };
          entry.ms += result.duration ?? 0;
          entry.runs += 1;
          perFile.set(here, entry);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return [...perFile.values()].sort((a, b) => b.ms - a.ms);
}
