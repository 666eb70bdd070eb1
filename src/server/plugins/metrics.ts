import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../http-error';
import { type AppMetrics, createMetrics, type MetricSources } from '../metrics/registry';

const NOT_HERE = 'There is nothing at this address';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics: every answer is timed by route pattern (never the raw URL, which would
 * make a series per username). `/metrics` answers only with `Authorization: Bearer
 * <METRICS_TOKEN>` (and looks like any unknown address without one configured), or without a
 * token on the separate METRICS_PORT, meant for a private scrape network.
 */
export async function registerMetrics(
  app: FastifyInstance,
  options: { token?: string; port?: number; host: string } & MetricSources,
): Promise<AppMetrics> {
  const metrics = createMetrics(options);
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const checkToken = (request: FastifyRequest) => {
    if (!options.token) throw notFound(NOT_HERE);
    const match = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !sameSecret(match[1], options.token))
      throw unauthorized('A valid metrics token is needed.');
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkToken(request);
    reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store');
    return metrics.registry.metrics();
  });

  if (options.port) {
    const server = http.createServer((req, res) => {
      if (req.url !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: NOT_HERE }));
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
        (error: Error) => {
          app.log.error({ err: error }, 'metrics collection failed');
          res.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port, options.host, () => resolve());
      });
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
  return metrics;
}
