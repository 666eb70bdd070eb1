import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Serves the built SPA: hashed assets cached for a year, every other non-API GET answered with
 * index.html so the client router takes over. Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const contentAssets = path.join(path.dirname(config.contentFile), 'assets');
  if (fs.existsSync(contentAssets)) {
    await app.register(fastifyStatic, {
      root: contentAssets,
      prefix: '/content-assets/',
      decorateReply: false,
      maxAge: '1d',
    });
  }
  const indexFile = path.join(config.webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const indexHtml = fs.readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: config.webDir,
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
