// `npm test`: unit and API tests (Vitest), then browser tests (Playwright) against a fresh
// production build, then one summary: how many tests ran, and how many on each database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;
fs.mkdirSync('.tmp', { recursive: true });
for (const f of ['.tmp/vitest.json', '.tmp/playwright.json']) fs.rmSync(f, { force: true });

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on SQLite only.');
}
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=.tmp/vitest.json',
]);
const buildStatus = run('npm', ['run', 'build', '--silent']);
const e2eStatus =
  buildStatus === 0
    ? run('npx', ['playwright', 'test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json',
      })
    : 1;

const tally = { passed: 0, failed: 0, skipped: 0 };
const byGroup = new Map();
/** Failed tests, named again at the very end: CI keeps only the tail of a run's output. */
const failures = [];
function count(group, status, name) {
  if (status === 'failed') failures.push(`${group}: ${name}`);
  const row = byGroup.get(group) ?? { passed: 0, failed: 0, skipped: 0 };
  const key = status === 'passed' ? 'passed' : status === 'failed' ? 'failed' : 'skipped';
  row[key] += 1;
  tally[key] += 1;
  byGroup.set(group, row);
}

if (fs.existsSync('.tmp/vitest.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/vitest.json', 'utf8'));
  for (const file of report.testResults) {
    for (const t of file.assertionResults) {
      const db = /\[(sqlite|postgres)\]/.exec(t.fullName)?.[1];
      count(
        db ? `API on ${db}` : 'unit',
        t.status,
        `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName}`,
      );
    }
  }
} else {
  console.error('Vitest wrote no report.');
}
if (fs.existsSync('.tmp/playwright.json')) {
  const report = JSON.parse(fs.readFileSync('.tmp/playwright.json', 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const status = t.status === 'expected' ? 'passed' : t.status === 'skipped' ? 'skipped' : 'failed';
        count('browser (SQLite server)', status, `${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
} else if (buildStatus === 0) {
  console.error('Playwright wrote no report.');
}

console.log('\nTest summary');
for (const failure of failures) console.log(`  FAILED ${failure}`);
for (const [group, row] of byGroup) {
  console.log(`  ${group.padEnd(26)} ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped`);
}
const ok = vitestStatus === 0 && buildStatus === 0 && e2eStatus === 0 && tally.failed === 0;
if (!ok) console.log(`  exit codes: vitest ${vitestStatus}, build ${buildStatus}, playwright ${e2eStatus}`);
console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(ok ? 0 : 1);
