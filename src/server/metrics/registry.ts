import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { imageProcessingSeconds } from './image-metrics';

export interface MetricSources {
  /** PostgreSQL pool use; absent on SQLite (one connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The job queue's depth and its oldest waiting job. */
  queueStats?: () => Promise<{ depth: number; oldestWaitingMs: number | null }>;
}

/** One registry per app instance, so tests that build many apps in one process stay apart. */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registry.registerMetric(imageProcessingSeconds);

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route',
    labelNames: ['route'],
    registers: [registry],
  });
  if (sources.poolStats) {
    const poolStats = sources.poolStats;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const s = poolStats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });
  }
  if (sources.queueStats) {
    const queueStats = sources.queueStats;
    const oldest = new Gauge({
      name: 'jobs_oldest_waiting_seconds',
      help: 'Age of the oldest job waiting to run (0 when none waits)',
      registers: [registry],
    });
    new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs waiting to run',
      registers: [registry],
      async collect() {
        const s = await queueStats();
        this.set(s.depth);
        oldest.set((s.oldestWaitingMs ?? 0) / 1000);
      },
    });
  }

  return {
    registry,
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
      if (statusCode === 429) rateLimitRefusals.inc({ route });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
