import type { FastifyInstance } from 'fastify';

/**
 * Nothing is cached unless its route says so. Members' data, tokens from login and sign-up,
 * reset answers and every error get `Cache-Control: no-store`, so neither a shared proxy nor the
 * browser's disk keeps them; the routes serving public, unchanging things set their own policy
 * (photos and hashed assets: immutable for a year, club content: a minute, index.html: no-cache),
 * which this leaves as it is. A rule by default, so a new member route cannot forget it.
 */
export function registerPrivateCache(app: FastifyInstance): void {
  // Callback style: on every answer, a promise per hook is worth saving.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
