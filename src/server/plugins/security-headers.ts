import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Helmet's settings for this site; the content security policy is set apart (content-security-policy.ts). */
const helmetOptions = (httpsOnly: boolean) => ({
  contentSecurityPolicy: false,
  strictTransportSecurity: httpsOnly ? undefined : false,
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets with these settings, taken once by running it against a stand-in
 * response. None of them depends on the request, and helmet's middleware chain (eleven steps
 * behind two Fastify hooks) cost about a twentieth of a cached answer's time when it ran per
 * request; helmet stays the one that decides the names and values.
 */
export function helmetHeaders(httpsOnly: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(helmetOptions(httpsOnly))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once; its headers cannot be taken ahead');
  return headers;
}

/** Helmet's headers on every answer, from the first hook on. */
export function registerSecurityHeaders(app: FastifyInstance, httpsOnly: boolean): void {
  const headers = helmetHeaders(httpsOnly);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The security headers for answers made before any hook runs: Fastify's framework errors (a bad
 * percent-encoding, an over-long path segment) and HTTP-level client errors (timeouts, broken
 * requests). Helmet's, except the content security policy: an error body is JSON with nothing
 * to load, so it allows nothing at all.
 */
export function errorSecurityHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ...helmetHeaders(httpsOnly),
    'cache-control': 'no-store',
  };
}
