import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A file of a multipart form, written to disk as it arrives rather than gathered in the server's
 * memory: four saves of six camera photos were 170 MB of buffers and seconds of copying on the
 * request thread (bench/photo-load.ts). The photo process reads it from there.
 */
export interface UploadedFile {
  path: string;
  size: number;
}

const uploadsOf = Symbol('uploads');

declare module 'fastify' {
  interface FastifyRequest {
    /** Files this request wrote, removed once its answer has gone (or the client has gone). */
    [uploadsOf]?: string[];
  }
}

const PREFIX = 'club-uploads-';
/** This machine's name as it may appear in a directory name. */
const host = () => os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
/** club-uploads-<host>-<pid>-<6 random characters of mkdtemp>. */
const OWNED = /^club-uploads-(.+)-(\d+)-[A-Za-z0-9]{6}$/;
/** Earlier releases named the directory club-uploads-<6 random characters>, without an owner. */
const UNOWNED = /^club-uploads-[A-Za-z0-9]{6}$/;
/** An unowned directory untouched this long is no longer in use (a save writes into it). */
const UNOWNED_IDLE_MS = 60 * 60 * 1000;

let directory: string | undefined;

/**
 * This process's own directory for uploads, made on first use, removed when the process ends.
 * Its name says which machine and process made it, so a start can tell leftovers from a
 * directory another running server still uses (removeLeftoverUploads).
 */
export function uploadDirectory(): string {
  if (!directory) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${host()}-${process.pid}-`));
    process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    directory = made;
  }
  return directory;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's process
  }
}

/**
 * Removes the upload directories that servers killed mid-save (kill -9, power loss) left in
 * TMPDIR: those this machine's processes made and that are no longer running, and unowned ones
 * of earlier releases untouched for an hour. Another machine's (a shared TMPDIR) and a running
 * process's are left alone. Returns the names removed. Called once at start (main.ts).
 */
export function removeLeftoverUploads(tmpDir = os.tmpdir(), now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of fs.readdirSync(tmpDir)) {
    if (!name.startsWith(PREFIX)) continue;
    const full = path.join(tmpDir, name);
    if (full === directory) continue;
    const owned = OWNED.exec(name);
    let leftover: boolean;
    if (owned) {
      const pid = Number(owned[2]);
      // The same pid as ours in another directory: a killed run of this process number.
      leftover = owned[1] === host() && (pid === process.pid || !isRunning(pid));
    } else {
      const stat = UNOWNED.test(name) ? fs.statSync(full, { throwIfNoEntry: false }) : undefined;
      leftover = stat !== undefined && now - stat.mtimeMs > UNOWNED_IDLE_MS;
    }
    if (!leftover) continue;
    fs.rmSync(full, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Writes one uploaded file's stream to a file only this process reads; its path and size. The
 * multipart limits (app.ts) still apply: a file over the size limit fails the stream with 413.
 */
export async function saveUpload(request: FastifyRequest, stream: Readable): Promise<UploadedFile> {
  const file = path.join(uploadDirectory(), randomUUID());
  request[uploadsOf] ??= [];
  request[uploadsOf].push(file);
  await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { path: file, size: (await fs.promises.stat(file)).size };
}

function removeUploads(request: FastifyRequest): void {
  for (const file of request[uploadsOf] ?? []) fs.rm(file, { force: true }, () => undefined);
  request[uploadsOf] = undefined;
}

/**
 * Removes a request's uploaded files once it is over: answered, or its client gone. A photo
 * still being read then keeps its data (an open file outlives its name), and the next request
 * cannot see it.
 */
export function registerUploadCleanup(app: FastifyInstance): void {
  app.addHook('onResponse', (request, _reply, done) => {
    removeUploads(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    removeUploads(request);
    done();
  });
}
