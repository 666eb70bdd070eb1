// The memory part of the projects bench (bench/projects.ts): a maker logs a day's work with 20
// phone photos, one request per photo, one after another, as the build log's composer sends them
// (src/web/features/projects/photo-uploads.ts). The server's resident memory (VmRSS) and its
// photo process's (where decoding happens: src/server/images/photo-worker.ts) are read from
// /proc every 50 ms: before, at the peak and after. A log entry holds at most 12 photos
// (PROJECT_LIMITS.entryPhotos), so the 20 go into two entries, 12 and 8, as a maker would have to.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PROJECT_LIMITS, PROJECT_PHOTO_FIELD } from '../src/shared/api/projects';

export const UPLOAD_PHOTOS = 20;
/** A 12 MP phone camera's frame. */
const WIDTH = 4032;
const HEIGHT = 3024;

export interface UploadMemory {
  /** MB: the server alone, and the server with its photo process. */
  server: { before: number; peak: number; after: number };
  total: { before: number; peak: number; after: number };
  photoProcessPeak: number;
  statuses: number[];
  seconds: number;
  /** The JPEGs' sizes in MB. */
  jpegMb: number[];
}

/**
 * Four phone-like JPEGs (colour blobs under grain, so they compress like camera photos, 2–3 MB),
 * written to `dir`; the 20 uploads send them in turn.
 */
export async function makePhonePhotos(dir: string): Promise<string[]> {
  const grain = await sharp({
    create: {
      width: 509,
      height: 509,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 8 },
    },
  })
    .png()
    .toBuffer();
  const files: string[] = [];
  for (let i = 0; i < 4; i++) {
    const blobs = await sharp({
      create: {
        width: 60,
        height: 45,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 90 + 20 * i, sigma: 55 },
      },
    })
      .png()
      .toBuffer();
    const base = await sharp(blobs)
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const file = path.join(dir, `phone-${i}.jpg`);
    await sharp(base)
      .composite([{ input: grain, tile: true, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/** A process's resident memory now (VmRSS) in MB; 0 when it is gone or /proc is missing. */
export function rssMb(pid: number | undefined): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** The process's children (the photo process) by id. */
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

function sample(pid: number | undefined) {
  const server = rssMb(pid);
  const children = childPids(pid).reduce((n, child) => n + rssMb(child), 0);
  return { server, children, total: server + children };
}

async function postEntry(baseUrl: string, projectId: number, token: string, day: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/projects/${projectId}/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      date: day,
      body: 'Primed and painted the helmet; photos of every coat.',
      minutesSpent: 180,
      techniques: ['painting'],
    }),
  });
  if (res.status !== 201) throw new Error(`posting an entry: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

async function postPhoto(baseUrl: string, projectId: number, token: string, entryId: number, bytes: Buffer) {
  const form = new FormData();
  form.append('alt', 'The helmet after a coat of paint');
  form.append('credit', '');
  form.append('role', 'entry');
  form.append('entryId', String(entryId));
  form.append(PROJECT_PHOTO_FIELD, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${baseUrl}/api/projects/${projectId}/photos`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  await res.arrayBuffer();
  return res.status;
}

/** Uploads the 20 photos to the maker's `projectId` on a running server (`pid`), sampling its memory. */
export async function measureUpload(
  baseUrl: string,
  pid: number | undefined,
  maker: { token: string },
  projectId: number,
  files: string[],
): Promise<UploadMemory> {
  const photos = files.map((f) => fs.readFileSync(f));
  const day = new Date().toISOString().slice(0, 10);
  // Settle first: the reads just measured leave garbage the collector has not taken yet.
  await new Promise((r) => setTimeout(r, 2000));
  const before = sample(pid);
  let peak = { ...before };
  let photoProcessPeak = 0;
  const timer = setInterval(() => {
    const now = sample(pid);
    peak = { server: Math.max(peak.server, now.server), children: 0, total: Math.max(peak.total, now.total) };
    photoProcessPeak = Math.max(photoProcessPeak, now.children);
  }, 50);
  const statuses: number[] = [];
  const started = performance.now();
  try {
    let entryId = 0;
    for (let i = 0; i < UPLOAD_PHOTOS; i++) {
      if (i % PROJECT_LIMITS.entryPhotos === 0)
        entryId = await postEntry(baseUrl, projectId, maker.token, day);
      statuses.push(await postPhoto(baseUrl, projectId, maker.token, entryId, photos[i % photos.length]!));
    }
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  // "After": a second later, with the photo process still up (it is let go after 30 s idle).
  await new Promise((r) => setTimeout(r, 1000));
  const after = sample(pid);
  return {
    server: { before: before.server, peak: peak.server, after: after.server },
    total: { before: before.total, peak: peak.total, after: after.total },
    photoProcessPeak,
    statuses,
    seconds,
    jpegMb: photos.map((p) => p.length / 2 ** 20),
  };
}
