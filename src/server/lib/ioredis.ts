import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';

/**
 * ioredis, loaded only by a process configured with REDIS_URL (most single-machine clubs have
 * none). It is CommonJS, so it is required on demand and synchronously.
 */
export function ioredis(): typeof IORedis {
  return createRequire(import.meta.url)('ioredis') as typeof IORedis;
}
