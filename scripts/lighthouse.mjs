// `npm run lighthouse`: Lighthouse (Debian's Chromium) on the production build for /, /search and
// a public profile. Prints the scores; exits 1 below performance 0.95 or accessibility 1.0.
// Each page is visited once unscored, then measured three times and the median kept, as Lighthouse CI does by default: one run varies
// by a few points with whatever else the machine is doing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4390);
const RUNS = 3;
/** Lighthouse's benchmark score of a mid-tier phone (a Pixel 5), as DevTools' CPU calibration uses. */
const MID_TIER_BENCHMARK = 1000;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lh-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

let failed = false;
let chrome;
try {
  await waitForServer();
  const form = new FormData();
  const fields = {
    firstname: 'Lee',
    lastname: 'Hightower',
    birthdate: '1990-01-01',
    username: 'lighthouse',
    password: 'Light#house1',
    recoveryemail: 'l@example.org',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  await fetch(`${base}/api/createnew`, { method: 'POST', body: form });

  chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  // Lighthouse emulates a phone by slowing the host's CPU down 4×, which assumes a fast desktop:
  // on a slower host the same build scores 10–15 points lower (docs/decisions/0014). The
  // slowdown is set from the host's own benchmark so that every machine emulates the same
  // mid-tier phone (benchmark ~1000, DevTools' calibration target), and never above 4×. Each run
  // is calibrated by the benchmark Lighthouse takes just before that run's page load: on a shared
  // machine the host's speed changes from minute to minute, and one reading for all runs made a
  // run on a momentarily slow host count twice as slow.
  const runCalibrated = async (url, categories) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-lh-run-'));
    try {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories };
      await lighthouse(url, { ...flags, gatherMode: dir });
      const artifactsFile = path.join(dir, 'artifacts.json');
      const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
      const benchmark = artifacts.BenchmarkIndex;
      const cpuSlowdownMultiplier = Math.min(4, Math.max(1, benchmark / MID_TIER_BENCHMARK));
      // The slowdown is applied when the trace is analysed, so it can be set after gathering.
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const run = await lighthouse(url, {
        ...flags,
        auditMode: dir,
        throttling: artifacts.settings.throttling,
      });
      return { run, slowdown: cpuSlowdownMultiplier };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  console.log(
    `\nEach run's CPU slowdown is its host benchmark ÷ ${MID_TIER_BENCHMARK}, the score of the phone it emulates.`,
  );
  console.log(`\n| page | performance (median of ${RUNS}) | accessibility | best practices |`);
  console.log('|---|---|---|---|');
  for (const route of ['/', '/search?query=Kansas', '/public/lighthouse']) {
    // A run that could not score performance (Lighthouse sometimes misses the paint it measures)
    // is not a result: it is retried, up to twice per page.
    // One unscored visit first: the server's first answer for a page is not what visitors get.
    await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const runs = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
      const { run, slowdown } = await runCalibrated(`${base}${route}`, [
        'performance',
        'accessibility',
        'best-practices',
      ]);
      if (typeof run?.lhr.categories.performance.score === 'number')
        runs.push(Object.assign(run, { slowdown }));
      else
        console.log(
          `  ${route}: a run without a performance score (${run?.lhr.runtimeError?.code ?? 'unknown'}), retrying`,
        );
    }
    if (runs.length < RUNS) throw new Error(`Lighthouse could not score ${route} ${RUNS} times`);
    runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
    const result = runs[Math.floor(RUNS / 2)];
    const c = result.lhr.categories;
    const perf = c.performance.score;
    const a11y = c.accessibility.score;
    const all = runs
      .map((r) => `${r.lhr.categories.performance.score} at ${r.slowdown.toFixed(1)}×`)
      .join(', ');
    console.log(`| ${route} | ${perf} (runs: ${all}) | ${a11y} | ${c['best-practices'].score} |`);
    if (perf < 0.95 || a11y < 1) {
      failed = true;
      const audits = Object.values(result.lhr.audits).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative',
      );
      for (const a of audits.slice(0, 8)) console.log(`    ${a.id}: ${a.score} ${a.displayValue ?? ''}`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log('Lighthouse: below the bar (performance ≥ 0.95, accessibility 1.0)');
  process.exit(1);
}
