import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

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
  // Helmet keeps resources to this origin; photos must show on the listed origins' pages too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/images/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
}
