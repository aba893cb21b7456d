// Sums what every project's test run printed (vitest summaries, replayed from the Nx cache
// too) and prints one line of totals. Fails if any test was skipped or left as a todo: in CI
// nothing may be skipped.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
const totals = { files: 0, passed: 0, failed: 0, skipped: 0, todo: 0, runs: 0 };
for (const line of text.split('\n')) {
  const tests = line.match(/^\s*Tests\s+(.*)\((\d+)\)\s*$/);
  if (tests) {
    totals.runs++;
    for (const [, count, kind] of tests[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) totals[kind] += Number(count);
  }
  const files = line.match(/^\s*Test Files\s+.*\((\d+)\)\s*$/);
  if (files) totals.files += Number(files[1]);
}
const projects = text.match(/Successfully ran targets? ([\w, -]+) for (\d+) projects?/);
console.log(
  `CI totals: ${totals.passed} tests passed, ${totals.failed} failed, ${totals.skipped} skipped, ${totals.todo} todo, ` +
    `in ${totals.files} test files of ${totals.runs} projects` +
    (projects ? `; ${projects[1]} passed for ${projects[2]} projects` : '; not every target passed'),
);
if (totals.runs === 0) {
  console.log('CI: no test summary found');
  process.exit(1);
}
if (totals.skipped + totals.todo > 0) {
  console.log('CI: skipped or todo tests are failures here');
  process.exit(1);
}
