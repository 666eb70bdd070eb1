import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../db/jobs-repo';
import { imageProcessingSeconds } from './image-metrics';

export interface MetricSources {
  /** PostgreSQL pool use; absent on SQLite (one connection, no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The job queue's depth, its oldest waiting job and its dead jobs. */
  queueStats?: () => Promise<QueueStats>;
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
    // A scrape collects every gauge at once: the three share one query.
    let inFlight: Promise<QueueStats> | undefined;
    const stats = () => {
      inFlight ??= queueStats().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    };
    const queueGauge = (name: string, help: string, value: (s: QueueStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(value(await stats()));
        },
      });
    queueGauge('jobs_queue_depth', 'Jobs due to run and not finished', (s) => s.depth);
    queueGauge(
      'jobs_oldest_waiting_seconds',
      'How long the oldest due job has waited (0 when none waits)',
      (s) => (s.oldestWaitingMs ?? 0) / 1000,
    );
    queueGauge(
      'jobs_dead',
      'Jobs that gave up after their last attempt, kept for an operator to look at',
      (s) => s.dead,
    );
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
