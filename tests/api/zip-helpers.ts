import { buffer as readAll } from 'node:stream/consumers';
import { fromBufferPromise } from 'yauzl';

/** Every file of a zip archive by its path. */
export async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(data);
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await readAll(await zip.openReadStreamPromise(entry)));
  }
  return files;
}
