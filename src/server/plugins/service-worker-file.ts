import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, type CompressedPage, compressedPage } from '../lib/compress';

/** The service worker's address: at the root, so its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Serves the service worker with `Cache-Control: no-cache` (docs/decisions/0029-service-worker.md):
 * the browser then asks for it on every visit, and a new build's worker is found at once. The
 * other files at the root are kept five minutes, which would delay an update by as much.
 * Read and compressed once at start, like index.html.
 */
export function registerServiceWorkerFile(app: FastifyInstance, webDir: string): void {
  const file = path.join(webDir, SERVICE_WORKER_PATH.slice(1));
  if (!fs.existsSync(file)) return;
  const worker: CompressedPage = compressedPage(fs.readFileSync(file, 'utf8'));
  app.get(SERVICE_WORKER_PATH, { schema: { hide: true } }, (request, reply) => {
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/javascript; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(worker[encoding ?? 'plain']);
  });
}
