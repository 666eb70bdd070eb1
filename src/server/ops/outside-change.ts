import type { FastifyBaseLogger } from 'fastify';
import { redisBus } from '../cache/invalidation-bus';
import type { AppConfig } from '../config';

/**
 * Tells every running instance, through Redis, that data changed outside the API (a role given
 * with `npm run club`), so each drops its kept answers and sessions at once; resolves once they
 * acknowledged (or 1.25 s passed, decision 24). Without Redis there is nothing to tell: a server on SQLite
 * notices another process's writes by itself (cache/outside-writes.ts), and on PostgreSQL
 * without Redis nothing is kept.
 */
export async function announceOutsideChange(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix'>,
  log: Pick<FastifyBaseLogger, 'warn'> = { warn: console.warn },
): Promise<void> {
  if (!config.redisUrl) return;
  const bus = redisBus(
    config.redisUrl,
    config.redisKeyPrefix,
    { onChange: () => {}, onListening: () => {} },
    log,
  );
  try {
    await bus.listening(2000);
    await bus.announce();
  } finally {
    await bus.close();
  }
}
