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

let directory: string | undefined;

/** This process's own directory for uploads, made on first use, removed when the process ends. */
export function uploadDirectory(): string {
  if (!directory) {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'club-uploads-'));
    process.once('exit', () => fs.rmSync(made, { recursive: true, force: true }));
    directory = made;
  }
  return directory;
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
