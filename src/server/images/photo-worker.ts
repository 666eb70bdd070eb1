import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HttpError } from '../http-error';
import type { PhotoJob, PhotoJobResults, PhotoReply, PhotoRequest } from './photo-jobs';

/** Set to true by the server's build (scripts/build-server.mjs); undeclared when run from source. */
declare const __COMPILED_SERVER__: boolean | undefined;

/**
 * The photo process is started on the first photo and let go after this long without one, which
 * gives back the few hundred megabytes a large decode leaves in it.
 */
export const PHOTO_PROCESS_IDLE_MS = 30_000;

/** libvips could not read or write the bytes: the photo's fault, told to the member as a 400. */
export class PhotoUnreadable extends Error {}

const stopped = () =>
  new HttpError(503, 'Photos cannot be processed right now. Please try again in a minute.');

interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface PhotoProcess {
  child: ChildProcess;
  waiting: Map<number, Waiting>;
  /**
   * Jobs not yet handed to the channel. One goes at a time: sending copies the photo's bytes, and
   * the six photos of four saves sent at once held 170 MB of copies in the server (bench/photo-load.ts).
   */
  outbox: PhotoRequest[];
  sending: boolean;
  idle?: NodeJS.Timeout;
}

let current: PhotoProcess | undefined;
let nextId = 1;

/** The photo process's code: beside the compiled server, or the TypeScript source under tsx. */
function entry(): { file: string; execArgv: string[] } {
  if (typeof __COMPILED_SERVER__ !== 'undefined') {
    return { file: fileURLToPath(import.meta.resolve('./photo-worker-main.js')), execArgv: [] };
  }
  const source = new URL('./photo-worker-main.ts', import.meta.url);
  return { file: fileURLToPath(source), execArgv: ['--import', 'tsx'] };
}

function start(): PhotoProcess {
  const { file, execArgv } = entry();
  const child = fork(file, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const started: PhotoProcess = { child, waiting: new Map(), outbox: [], sending: false };
  child.on('message', (reply: PhotoReply) => {
    const waiting = started.waiting.get(reply.id);
    if (!waiting) return;
    started.waiting.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new PhotoUnreadable(reply.failed));
    if (started.waiting.size === 0) restAfterLast(started);
  });
  const end = () => {
    if (current === started) current = undefined;
    clearTimeout(started.idle);
    for (const waiting of started.waiting.values()) waiting.reject(stopped());
    started.waiting.clear();
    started.outbox.length = 0;
  };
  child.on('exit', end);
  child.on('error', end);
  // Idle, it must not keep the server's process alive; busy, its channel does (see send).
  child.unref();
  child.channel?.unref();
  return started;
}

/** No job left: the channel stops holding the server open, and the process goes if none comes. */
function restAfterLast(photoProcess: PhotoProcess): void {
  photoProcess.child.channel?.unref();
  clearTimeout(photoProcess.idle);
  photoProcess.idle = setTimeout(() => {
    if (photoProcess.waiting.size > 0) return;
    if (current === photoProcess) current = undefined;
    // Closing the channel ends it (photo-worker-main.ts).
    if (photoProcess.child.connected) photoProcess.child.disconnect();
  }, PHOTO_PROCESS_IDLE_MS);
  photoProcess.idle.unref();
}

/**
 * Runs one job in the photo process, starting it when none runs. Rejects with PhotoUnreadable
 * when libvips refuses the bytes, and with a 503 HttpError when the process ended under the job.
 * Callers bound how many run at once (process-image.ts, photoDecodes).
 */
export function runPhotoJob<J extends PhotoJob>(job: J): Promise<PhotoJobResults[J['kind']]> {
  current ??= start();
  const photoProcess = current;
  clearTimeout(photoProcess.idle);
  photoProcess.child.channel?.ref();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    photoProcess.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    photoProcess.outbox.push({ id, job });
    sendNext(photoProcess);
  });
}

/** Hands the next job to the channel once the one before has been written to it. */
function sendNext(photoProcess: PhotoProcess): void {
  if (photoProcess.sending) return;
  const request = photoProcess.outbox.shift();
  if (!request) return;
  photoProcess.sending = true;
  photoProcess.child.send(request, (error) => {
    photoProcess.sending = false;
    const waiting = error ? photoProcess.waiting.get(request.id) : undefined;
    if (waiting) {
      photoProcess.waiting.delete(request.id);
      waiting.reject(stopped());
      if (photoProcess.waiting.size === 0) restAfterLast(photoProcess);
    }
    sendNext(photoProcess);
  });
}

/** The photo process's id while one runs (for tests and the operator's `ps`). */
export function photoProcessId(): number | undefined {
  return current?.child.pid;
}
