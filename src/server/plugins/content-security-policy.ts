import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from 'helmet';

/**
 * The site's policy; `frameSrc` is the embed hosts of the current club content (space-separated),
 * `scriptHashes` the inline scripts of the web page allowed to run (lib/inline-scripts.ts).
 */
function directives(frameSrc: string, httpsOnly: boolean, scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    // The service worker (/sw.js); nothing else starts workers.
    workerSrc: ["'self'"],
    frameSrc: [frameSrc || "'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // A small club may serve plain HTTP on its LAN: only ask browsers to upgrade behind HTTPS.
    upgradeInsecureRequests: httpsOnly ? [] : null,
  };
}

/**
 * The Content-Security-Policy header on every answer, made by helmet from the directives above.
 * The embed hosts change when organisers save the content, so the header is built once per set of
 * hosts and kept: given a function directive instead, helmet rebuilds and re-validates the whole
 * policy on every request, which cost about an eighth of the server's time on a cached endpoint
 * (docs/performance-history.md).
 */
export function registerContentSecurityPolicy(
  app: FastifyInstance,
  frameSrc: () => string,
  httpsOnly: boolean,
  scriptHashes: readonly string[] = [],
): void {
  let built: { hosts: string; setHeader: ReturnType<typeof contentSecurityPolicy> } | undefined;
  app.addHook('onRequest', (request, reply, done) => {
    const hosts = frameSrc();
    if (built?.hosts !== hosts) {
      built = {
        hosts,
        setHeader: contentSecurityPolicy({ directives: directives(hosts, httpsOnly, scriptHashes) }),
      };
    }
    built.setHeader(request.raw, reply.raw, done);
  });
}
