// Photo saves against reads: how slow does GET /api/public/{username} get while four members
// each save six large photos at once? Prints p50/p99 idle and during the saves, how long the
// saves took, logins timed meanwhile, and the server's peak memory. SQLite (decoding does not
// touch the database). Standalone: `npx tsx bench/photo-load.ts`; `npm run bench` runs it last.
// BENCH_PHOTO_WIDTH / BENCH_PHOTO_HEIGHT change the photo size (default 6000×4000, 24 MP).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { waitForExit } from '../tests/api/server-process';
import { startBenchServer } from './bench-server';
import { BENCH_PASSWORD, signUpBenchMember } from './sign-up';

const SAVES = 4;
const PHOTOS_PER_SAVE = 6;
const WIDTH = Number(process.env.BENCH_PHOTO_WIDTH ?? 6000);
const HEIGHT = Number(process.env.BENCH_PHOTO_HEIGHT ?? 4000);
const IDLE_SECONDS = 5;
const CONNECTIONS = 10;

/** Gaussian colour noise as a sharp input. */
const noise = (width: number, height: number, mean: number, sigma: number) => ({
  create: {
    width,
    height,
    channels: 3 as const,
    background: '#000',
    noise: { type: 'gaussian' as const, mean, sigma },
  },
});

/**
 * Photo-like JPEGs: smooth colour blobs with fine grain on top, so they compress like real camera
 * photos (about 7 MB at 24 MP) rather than like a flat colour. Written to `dir`; returns the paths.
 */
async function makePhotos(dir: string): Promise<string[]> {
  const grain = await sharp(noise(509, 509, 128, 15))
    .png()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < PHOTOS_PER_SAVE; i++) {
    const blobs = await sharp(noise(300, 200, 100 + i * 10, 60))
      .png()
      .toBuffer();
    const base = await sharp(blobs).resize(WIDTH, HEIGHT).png({ compressionLevel: 0 }).toBuffer();
    const file = path.join(dir, `photo-${i}.jpg`);
    await sharp(base)
      .composite([{ input: grain, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 88 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** The server's peak resident memory so far (VmHWM), in MB; 0 where /proc is missing. */
function peakRssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** The server's child processes (the photo process) by id; none where /proc is missing. */
function childPids(pid: number | undefined): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Reads the public profiles for `seconds`, or until stopped (autocannon's promise also has
 * stop()). `latencies` collects each 2xx answer's time to a microsecond: autocannon's own
 * percentiles count whole milliseconds, too coarse for an idle p99 of about one.
 */
function reads(baseUrl: string, paths: string[], seconds: number) {
  let i = 0;
  const latencies: number[] = [];
  const run = autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          i = (i + 1) % paths.length;
          return { ...req, path: paths[i] };
        },
      },
    ],
  });
  // The promise is also autocannon's instance, an EventEmitter: one 'response' per answer.
  (run as unknown as NodeJS.EventEmitter).on('response', (_client, status: number, _bytes, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  return Object.assign(run as typeof run & { stop: () => void }, { latencies });
}

/** The q-quantile (0.99 for p99) of `values`, in their unit; 0 for none. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Logs in one after another while `going()` holds; the time of each login in ms. */
async function timeLogins(baseUrl: string, username: string, going: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (going()) {
    const t = performance.now();
    const res = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 100));
  }
  return times.sort((a, b) => a - b);
}

/** Runs bench/photo-uploads.ts in its own process; resolves with what it reports. */
function upload(env: Record<string, string>): Promise<{ statuses: number[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/photo-uploads.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`uploads failed (${code})`)),
    );
  });
}

const line = (phase: string, r: autocannon.Result, latencies: number[], seconds: number) =>
  `| ${phase} | ${Math.round(r.requests.average)} | ${quantile(latencies, 0.5).toFixed(2)} | ${quantile(latencies, 0.99).toFixed(2)} | ${r.non2xx} | ${seconds.toFixed(1)} |`;

/** Goal 5 of issue 19: public reads' p99 while photos are saved stays within 2× of idle. */
const GOAL_RATIO = 2;

/** The p99 during the saves against idle, both to the microsecond (see reads). */
function ratioLine(idleP99: number, busyP99: number): string {
  const ratio = busyP99 / idleP99;
  const verdict = ratio <= GOAL_RATIO ? 'within' : '**not within**';
  return `p99 during the saves / idle: ${busyP99.toFixed(2)} / ${idleP99.toFixed(2)} ms = ${ratio.toFixed(1)}×, ${verdict} ${GOAL_RATIO}×.`;
}

export async function benchPhotoLoad(): Promise<void> {
  const mp = ((WIDTH * HEIGHT) / 1e6).toFixed(0);
  console.log(
    `\nPhoto load: ${SAVES} saves at once, each ${PHOTOS_PER_SAVE} JPEGs of ${WIDTH}×${HEIGHT} (${mp} MP), SQLite`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'club-photo-bench-'));
  const photos = await makePhotos(dataDir);
  const mb = photos.reduce((n, p) => n + fs.statSync(p).size, 0) / 2 ** 20;
  console.log(`  generated ${PHOTOS_PER_SAVE} photos, ${mb.toFixed(1)} MB in all`);
  const server = await startBenchServer({ DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'error' });
  try {
    const stamp = Date.now().toString(36);
    const readers = [0, 1, 2].map((i) => `reader${stamp}${i}`);
    for (const name of readers) await signUpBenchMember(server.baseUrl, name);
    const savers = await Promise.all(
      Array.from({ length: SAVES }, (_, i) => signUpBenchMember(server.baseUrl, `saver${stamp}${i}`)),
    );
    const paths = readers.map((name) => `/api/public/${name}`);
    const idleRun = reads(server.baseUrl, paths, IDLE_SECONDS);
    const idle = await idleRun;
    const rssBefore = peakRssMb(server.process.pid);

    const load = reads(server.baseUrl, paths, 600);
    let saving = true;
    const logins = timeLogins(server.baseUrl, readers[0] as string, () => saving);
    const saves = await upload({
      BASE_URL: server.baseUrl,
      SAVERS: JSON.stringify(savers),
      PHOTOS: JSON.stringify(photos),
    }).finally(() => {
      saving = false;
      load.stop();
    });
    const busy = await load;
    const loginMs = await logins;

    console.log('\n| phase | req/s | p50 ms | p99 ms | non-2xx | seconds |');
    console.log('|---|---|---|---|---|---|');
    console.log(line('idle', idle, idleRun.latencies, IDLE_SECONDS));
    console.log(line(`during ${SAVES} saves`, busy, load.latencies, saves.seconds));
    // Decoding happens in the photo process (src/server/images/photo-worker.ts): its memory too.
    const photoProcess = childPids(server.process.pid).map(peakRssMb);
    console.log(
      `\nSaves answered ${saves.statuses.join(', ')} in ${saves.seconds.toFixed(1)} s; server peak RSS ${rssBefore} MB before the saves, ${peakRssMb(server.process.pid)} MB after; photo process peak RSS ${photoProcess.join(', ') || 'none'} MB.`,
    );
    console.log(ratioLine(quantile(idleRun.latencies, 0.99), quantile(load.latencies, 0.99)));
    const median = loginMs[loginMs.length >> 1] ?? 0;
    console.log(
      `Logins during the saves: ${loginMs.length}, median ${Math.round(median)} ms, slowest ${Math.round(loginMs.at(-1) ?? 0)} ms.`,
    );
  } finally {
    server.process.kill('SIGTERM');
    await waitForExit(server.process);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchPhotoLoad().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
