import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { withVary } from '../lib/vary';

/**
 * Lets the pages of the listed origins (a separate front end, an app's web view) call the API
 * with a bearer token. Tokens travel in a header, not a cookie, so no credentials mode is needed.
 * Without CORS_ORIGINS nothing changes: browsers keep other origins out.
 */
export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'X-Total-Count'],
    maxAge: 600,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Whether an answer carries Access-Control-Allow-Origin depends on the Origin, so every answer
    // says Vary: Origin, or a shared cache could hand one origin's answer to another. The CORS
    // plugin sets it before the handler, but handlers that set their own Vary (the kept answers of
    // the answer cache, the event list, the sitemap) replace it; this runs after them, on every answer,
    // including those sent early from a hook, and merges it back.
    reply.header('vary', withVary(reply.getHeader('vary'), 'Origin'));
    // Helmet keeps resources to this origin; photos must show on the listed origins' pages too.
    if (request.url.startsWith('/api/images/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    done(null, payload);
  });
}
