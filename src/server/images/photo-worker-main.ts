// The photo process: libvips decodes and encodes here, at a lower priority than the server, so
// when the cores are short the server's requests go first (docs/decisions/0022-photo-process.md).
// Started by photo-worker.ts over an IPC channel; it ends when the server lets go of it.
import { encodePhoto, readHeader, renditionFromDisplay } from './photo-codec';
import type { PhotoJob, PhotoReply, PhotoRequest } from './photo-jobs';
import { lowerThisProcess } from './photo-thread-priority';

/** Bytes that came over the channel, as a Buffer again (the structured clone may hand a Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function run(job: PhotoJob): Promise<unknown> {
  switch (job.kind) {
    case 'header':
      return readHeader(job.file);
    case 'encode':
      return encodePhoto(job.file, { widths: job.widths });
    case 'rendition':
      return renditionFromDisplay(asBuffer(job.display), job.rendition);
  }
}

lowerThisProcess();
// Threads started later (libuv's pool, libvips' workers) inherit the priority of the thread that
// starts them; this catches any that an older kernel or library starts some other way.
setInterval(lowerThisProcess, 1000).unref();

process.on('message', (message: PhotoRequest) => {
  run(message.job).then(
    (value) => reply({ id: message.id, ok: true, value }),
    (error: unknown) =>
      reply({ id: message.id, ok: false, failed: String((error as Error)?.message ?? error) }),
  );
});
// The server closed the channel or died: nothing more will come.
process.on('disconnect', () => process.exit(0));

function reply(answer: PhotoReply): void {
  process.send?.(answer);
}
